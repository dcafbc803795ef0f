import {
  CART_PATH,
  isPaperCartItem,
  paperItemPrice,
  selectCartItems,
  useAppSelector,
} from '@veso/shop-core';
import { BuyBar } from '@veso/ui-kit';
import { useNavigate } from 'react-router';

/** Why the paper pages' buy bar is off: no ticket held in the cart yet. */
export const NO_PAPER_TICKET_MESSAGE = 'Chưa chọn vé nào: bấm "Thêm vào giỏ" ở vé muốn mua.';

/**
 * The paper lottery pages' buy bar, their last part: the paper tickets held in the cart
 * (each 'Thêm vào giỏ' of a ticket or a whole set holds it there), their total and 'Mua ngay',
 * which goes to the cart to pay; off, with the reason, while none is held.
 */
export function PaperBuyBar() {
  const items = useAppSelector(selectCartItems).filter(isPaperCartItem);
  const navigate = useNavigate();
  const count = items.reduce((sum, item) => sum + item.tickets.length, 0);
  const total = items.reduce((sum, item) => sum + paperItemPrice(item), 0);
  return (
    <BuyBar
      label="Vé đã chọn"
      total={total}
      detail={`${count} vé`}
      disabledReason={count === 0 ? NO_PAPER_TICKET_MESSAGE : null}
      actions={[{ label: 'Mua ngay', onClick: () => void navigate(CART_PATH) }]}
    />
  );
}
