import { getProduct, validatePaymentAmount } from '@veso/domain';
import {
  CART_FULL_MESSAGE,
  CART_MAX_ITEMS,
  cartItemRemoved,
  cartNumberSetRemoved,
  cartTicketCount,
  numberInfoFormText,
  numberInfoText,
  numberInfoPrice,
  selectCartIsFull,
  selectCartItems,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
  vietlottItemPrice,
} from '@veso/shop-core';
import { Button, EmptyState, Money } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHECKOUT_PATHS } from '../paths';
import { PaperLines } from '../paper/paper-lines';
import { checkoutItems, drawLabel, HOME, LETTERS, productName } from '../shared';
import styles from '../styles';

/**
 * /gio-hang (spec §2, §5 Cart): the tickets with their draws and number sets, each set
 * removable (removing the last set removes the ticket), edit and remove a ticket, the
 * total re-priced with the domain, and the 50-ticket limit. Held paper tickets
 * follow, with their hold's countdown.
 */
export function CartPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const all = useAppSelector(selectCartItems);
  const full = useAppSelector(selectCartIsFull);
  const { games: items, paper, count, total } = checkoutItems(all);
  usePageTitle('Giỏ hàng');
  const limitError = count > 0 ? validatePaymentAmount(null, total) : null;

  if (count === 0) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Giỏ hàng
        </h1>
        <EmptyState
          title="Giỏ hàng trống"
          message="Chọn số và thêm vé vào giỏ để mua."
          action={<Link to={HOME}>Mua vé ngay</Link>}
        />
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.spread}>
        <h1 id={titleId} className={styles.title}>
          Giỏ hàng
        </h1>
        <span className={styles.muted}>
          {cartTicketCount([...items, ...paper])}/{CART_MAX_ITEMS} vé
        </span>
      </div>
      {full ? (
        <p role="status" className={styles.error}>
          {CART_FULL_MESSAGE}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.list} aria-label="Vé trong giỏ">
          {items.map((item, itemIndex) => {
            const name = productName(item);
            const ticketName = `vé ${itemIndex + 1} ${name}`;
            return (
              <li key={item.id}>
                <article className={styles.item} aria-label={`Vé ${itemIndex + 1}: ${name}`}>
                  <div className={styles.spread}>
                    <h2 className={styles.itemTitle}>{name}</h2>
                    <Money amount={vietlottItemPrice(item)} strong />
                  </div>
                  <ul className={styles.list} aria-label="Kỳ quay">
                    {item.drawInfos.map((draw) => (
                      <li key={draw.drawId} className={styles.muted}>
                        {drawLabel(draw.drawId, draw.drawAt)}
                      </li>
                    ))}
                  </ul>
                  <ul className={styles.list} aria-label="Các bộ số">
                    {item.numberInfos.map((info, index) => (
                      <li key={index} className={styles.setRow}>
                        <strong aria-hidden="true">{LETTERS[index]}</strong>
                        <div className={styles.spread}>
                          <span className={styles.balls}>{numberInfoText(info)}</span>
                          <span className={styles.muted}>
                            {numberInfoFormText(info, item.product)} · {info.lines} dãy ·{' '}
                            <Money amount={numberInfoPrice(item, info)} />
                          </span>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Xoá bộ số ${LETTERS[index]} của ${ticketName}`}
                            onClick={() =>
                              dispatch(cartNumberSetRemoved({ itemId: item.id, index }))
                            }
                          >
                            Xoá
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                  <div className={styles.row}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Sửa ${ticketName}`}
                      onClick={() =>
                        void navigate(getProduct(item.product)?.route ?? HOME, {
                          state: { editItemId: item.id },
                        })
                      }
                    >
                      Sửa
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Xoá ${ticketName}`}
                      onClick={() => dispatch(cartItemRemoved(item.id))}
                    >
                      Xoá vé
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
      <PaperLines items={paper} offset={items.length} editable />
      <p className={`${styles.spread} ${styles.total}`}>
        <span>Tổng tiền</span>
        <span data-testid="cart-total">
          <Money amount={total} strong />
        </span>
      </p>
      {limitError !== null ? (
        <p role="alert" className={styles.error}>
          {limitError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={() => void navigate(HOME)}>
          Mua thêm vé
        </Button>
        <Button
          variant="primary"
          fullWidth
          disabled={limitError !== null}
          onClick={() => void navigate(CHECKOUT_PATHS.delivery)}
        >
          Thanh toán
        </Button>
      </div>
    </section>
  );
}
