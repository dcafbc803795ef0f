import type { XsdtProduct } from '@veso/contract';
import { getProduct } from '@veso/domain';
import { TicketFooter, useDrawChoice } from '@veso/shop-core';
import type { ChosenDraw, TicketFooterProps } from '@veso/shop-core';
import { useGetLotoPeriodsQuery } from '../api/loto-api';

/** The reseller's cut-off of the loto games on the northern draw (reference §2). */
export const LOTO_CUTOFF_NOTICE =
  'Nhận đơn đến 18:00 hằng ngày. Từ 18:00 đến 18:59 tạm ngừng nhận đơn; đơn đặt từ 19:00 được tính cho kỳ quay ngày hôm sau.';

/**
 * The draws a ticket is bought for, of the product's category (spec §7 `list_in_day`): the
 * next open draw until the customer picks draws themselves (or the edited ticket's draws).
 */
export function useLotoDraws(product: XsdtProduct, initial?: ChosenDraw[]) {
  return useDrawChoice(useGetLotoPeriodsQuery(product).data, initial);
}

export type LotoTicketFooterProps = Omit<TicketFooterProps, 'periods' | 'notice' | 'maxPeriods'> & {
  product: XsdtProduct;
};

/**
 * 'Chọn kỳ quay' over the product's periods (6x36 twice a week, loto daily on the northern
 * draw with its cut-off rule), up to the catalogue's `maxPeriods`, then the ticket's lines,
 * price and cart buttons.
 */
export function LotoTicketFooter({ product, ...footer }: LotoTicketFooterProps) {
  const info = getProduct(product);
  const periods = useGetLotoPeriodsQuery(product);
  return (
    <TicketFooter
      periods={periods}
      notice={info.calendar === 'xsmb' ? LOTO_CUTOFF_NOTICE : undefined}
      maxPeriods={info.maxPeriods}
      {...footer}
    />
  );
}
