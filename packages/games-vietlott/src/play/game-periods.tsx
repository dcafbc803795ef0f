import type { OrderableProduct } from '@veso/contract';
import {
  TicketFooter as SharedTicketFooter,
  useDrawChoice,
  useGetDrawPeriodsQuery,
} from '@veso/shop-core';
import type { ChosenDraw, TicketFooterProps as SharedTicketFooterProps } from '@veso/shop-core';

/**
 * The upcoming draws of a Vietlott game (`GET /draw/periods`, Lotto 5/35's `getListPeriod`);
 * `limit` how many to list, default the server's 6.
 */
export function useGamePeriods(product: OrderableProduct, limit?: number) {
  return useGetDrawPeriodsQuery(limit === undefined ? { product } : { product, limit });
}

/**
 * The draws a ticket of the game is bought for: the next open draw until the customer picks
 * draws themselves (or the edited ticket's draws, `initial`).
 */
export function useGameDraws(
  product: OrderableProduct,
  initial: ChosenDraw[] | undefined,
  limit?: number,
  openFrom: number | null = null,
) {
  return useDrawChoice(useGamePeriods(product, limit).data, initial, openFrom);
}

export type TicketFooterProps = Omit<SharedTicketFooterProps, 'periods'> & {
  product: OrderableProduct;
  /** How many upcoming draws to list; default the server's. */
  limit?: number;
};

/** The shared ticket footer ('Chọn kỳ quay', totals, cart buttons) over the game's draws. */
export function TicketFooter({ product, limit, ...footer }: TicketFooterProps) {
  return <SharedTicketFooter periods={useGamePeriods(product, limit)} {...footer} />;
}
