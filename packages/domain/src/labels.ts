import { toInstant } from './format';
import type { DateInput } from './format';

/** Order status labels by code (spec §4). */
export const ORDER_STATUS_LABELS: Readonly<Record<0 | 1 | 2 | 3 | 4, string>> = {
  0: 'Chờ in vé',
  1: 'Đại lý giữ vé',
  2: 'Hoàn thành',
  3: 'Đã huỷ',
  4: 'Hoàn huỷ lỗi',
};

/** The label of an order status outside 0–4 (spec §4). */
export const ORDER_STATUS_OTHER_LABEL = 'Đơn hàng lỗi vé';

/**
 * What an order not (or no longer) to be paid shows beside its spec status: its payment
 * state. A cancelled or expired order's status is 3, 'Đã huỷ', and its state label says
 * which; an unpaid one's status is 0 ('Chờ in vé') and its state label that it waits for
 * the payment.
 */
export const ORDER_STATE_LABELS: Readonly<Record<Exclude<OrderPaymentState, 'paid'>, string>> = {
  reserved: 'Chưa thanh toán',
  expired: 'Hết hạn thanh toán',
  cancelled: ORDER_STATUS_LABELS[3],
};

/** An order's payment state (the API's `state`). */
export type OrderPaymentState = 'reserved' | 'paid' | 'expired' | 'cancelled';

/**
 * What a screen shows as an order's status: the spec §4 label once paid, else its payment
 * state ({@link ORDER_STATE_LABELS}).
 */
export function orderStateLabel(order: {
  state: OrderPaymentState;
  status: number;
  winStatus?: number | null;
}): string {
  return order.state === 'paid'
    ? orderStatusLabel(order.status, order.winStatus)
    : ORDER_STATE_LABELS[order.state];
}

/** The label of a winning order or a winning completed group (spec §4). */
export const WINNING_LABEL = 'Trúng thưởng';

/**
 * The label of an order (spec §4): 'Trúng thưởng' whenever `winStatus` is 1, else the
 * label of its status code, 'Đơn hàng lỗi vé' for an unknown code.
 */
export function orderStatusLabel(status: number, winStatus?: number | null): string {
  if (winStatus === 1) return WINNING_LABEL;
  return Object.hasOwn(ORDER_STATUS_LABELS, status)
    ? ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]
    : ORDER_STATUS_OTHER_LABEL;
}

/**
 * The label of a group-play card (spec §4) from the group's completion percent: below
 * 100 'Hoàn thành N%' (N rounded down, so 99.6 is never shown as 100), at 100
 * 'Trúng thưởng' when `groupStatusWin` is 1, else 'Hoàn thành'.
 */
export function groupCardLabel(percent: number, groupStatusWin?: number | null): string {
  if (percent < 100) return `Hoàn thành ${Math.max(0, Math.floor(percent))}%`;
  return groupStatusWin === 1 ? WINNING_LABEL : 'Hoàn thành';
}

/** Prize exchange status labels by code (spec §4). */
export const PRIZE_EXCHANGE_STATUS_LABELS: Readonly<Record<0 | 1 | 2, string>> = {
  0: 'Đang trả thưởng',
  1: 'Hoàn tất',
  2: 'Rút thưởng lỗi',
};

/** The label of a prize exchange status (spec §4), or null for a code outside 0–2. */
export function prizeExchangeStatusLabel(status: number): string | null {
  return Object.hasOwn(PRIZE_EXCHANGE_STATUS_LABELS, status)
    ? PRIZE_EXCHANGE_STATUS_LABELS[status as keyof typeof PRIZE_EXCHANGE_STATUS_LABELS]
    : null;
}

/**
 * The status a prize exchange counts as (spec §4: an error, 2, is treated as 1): 0 while
 * in progress, 1 once finished; null for a code outside 0–2.
 */
export function effectivePrizeExchangeStatus(status: number): 0 | 1 | null {
  if (status === 0) return 0;
  if (status === 1 || status === 2) return 1;
  return null;
}

/**
 * The request id of a call made at `instant` (spec §9): its epoch milliseconds.
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function requestIdAt(instant: DateInput): number {
  return toInstant(instant).getTime();
}

/**
 * The short request id of a call made at `instant` (spec §9): the epoch milliseconds as
 * text without their first 4 digits (`1790000000123` → `'000000123'`).
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function shortRequestIdAt(instant: DateInput): string {
  return String(requestIdAt(instant)).slice(4);
}
