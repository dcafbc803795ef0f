import {
  addDays,
  Code,
  DRAW_CALENDARS,
  messageForCode,
  nextDraws,
  vnDayOf,
  vnInstant,
  vnMinuteOfDay,
} from '@veso/domain';
import { fromEndpoint } from '@veso/api-client';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { ordersApi } from '../orders/orders-api';
import { countdownText, useNow } from '../ui/use-now';
import styles from './keno-hours.module.css';

/**
 * Keno's order config (unit prices, limits, ordering hours): the Keno game pages read it,
 * and every Keno page (the games' and the live draw's) tells its hours from it. `silent`:
 * the screens show their own states.
 */
export const kenoHoursApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getKenoOrderConfig: build.query(fromEndpoint(kenoEndpoints.orderConfig, { silent: true })),
  }),
});

export const { useGetKenoOrderConfigQuery } = kenoHoursApi;

/** Spec §8 code 104: what the server answers to a Keno order outside the sales hours. */
export const KENO_CLOSED_MESSAGE = messageForCode(Code.KENO_CLOSED);

export type SalesHours = { from: string; to: string };

/** Minutes since midnight of an `H:mm` or `HH:mm` time (`24:00` is the day's end). */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/** Whether `now` falls in the `HH:mm` window (Vietnam time, `to` exclusive). */
export function withinHours(now: number, hours: SalesHours): boolean {
  const minute = Math.floor(vnMinuteOfDay(new Date(now)));
  return minute >= minutesOf(hours.from) && minute < minutesOf(hours.to);
}

/**
 * When sales open next (epoch ms): today at `from` before it, tomorrow at `from` after
 * `to`; null while open.
 */
export function nextOpening(now: number, hours: SalesHours): number | null {
  if (withinHours(now, hours)) return null;
  const instant = new Date(now);
  const today = vnDayOf(instant);
  const from = minutesOf(hours.from);
  const day = vnMinuteOfDay(instant) < from ? today : addDays(today, 1);
  return vnInstant(day, from).getTime();
}

/** '08:15 hôm nay' or '08:15 ngày mai (28/11/2026)', in Vietnam time. */
export function openingText(opening: number, now: number): string {
  const day = vnDayOf(new Date(opening));
  const [year, month, date] = day.split('-');
  const minute = vnMinuteOfDay(new Date(opening));
  const time = `${two(Math.floor(minute / 60))}:${two(Math.floor(minute % 60))}`;
  const today = vnDayOf(new Date(now));
  if (day === today) return `${time} hôm nay`;
  const when = `${date}/${month}/${year}`;
  return day === addDays(today, 1) ? `${time} ngày mai (${when})` : `${time} ngày ${when}`;
}

/**
 * The first Keno draw an order placed at `at` (epoch ms) belongs to: the first whose sales
 * close after it. Draws before it (from 06:08 each morning) cannot be bought at `at`.
 */
export function firstDrawFrom(at: number): number | null {
  const closeMs = DRAW_CALENDARS.keno.salesCloseSeconds * 1000;
  const [draw] = nextDraws('keno', at + closeMs, 1);
  return draw ? draw.at.getTime() : null;
}

export type KenoSalesState = {
  open: boolean;
  /** The next opening (epoch ms) while closed. */
  opening: number | null;
  /** While closed, the draw (epoch ms) the first order at the opening is for. */
  firstDraw: number | null;
  hours: SalesHours;
  now: number;
};

/**
 * Keno's ordering hours from the order config (the calendar's 8:15–22:00 while it loads
 * or when it fails) against the shop's (server's) clock, re-read every `intervalMs`.
 */
export function useKenoSales(intervalMs = 1000): KenoSalesState {
  const config = useGetKenoOrderConfigQuery();
  const now = useNow(intervalMs);
  // An answer without hours (not an order config) falls back to the calendar's too.
  const hours = (config.data?.orderTimeConfigs as SalesHours[] | undefined)?.[0] ??
    DRAW_CALENDARS.keno.salesHours ?? { from: '00:00', to: '24:00' };
  const opening = nextOpening(now, hours);
  const firstDraw = opening === null ? null : firstDrawFrom(opening);
  return { open: opening === null, opening, firstDraw, hours, now };
}

/**
 * While Keno is closed, the draws on the list before the opening's first draw can never be
 * bought (the 06:08 to 08:16 draws of a morning): how many periods to ask for so that `count`
 * buyable ones remain, at most `max` (the period list's limit).
 */
export function kenoPeriodsToAsk(sales: KenoSalesState, count: number, max: number): number {
  if (sales.opening === null) return count;
  const opening = sales.opening;
  const closeMs = DRAW_CALENDARS.keno.salesCloseSeconds * 1000;
  const unbuyable = nextDraws('keno', sales.now, max).filter(
    (draw) => draw.at.getTime() - closeMs <= opening,
  ).length;
  return Math.min(count + unbuyable, max);
}

/**
 * While Keno is closed: when sales open again and the time left, and the first draw sold
 * then. Every place that shows Keno's next draw shows these lines instead of counting down
 * to a draw that cannot be bought; nothing while open.
 */
export function KenoReopening({ sales }: { sales: KenoSalesState }) {
  if (sales.open || sales.opening === null) return null;
  return (
    <>
      <p>
        Mở bán lại lúc <strong>{openingText(sales.opening, sales.now)}</strong> ·{' '}
        <span role="timer" aria-live="off" suppressHydrationWarning>
          {countdownText(new Date(sales.opening).toISOString(), sales.now)}
        </span>
      </p>
      {sales.firstDraw !== null ? (
        <p data-testid="keno-first-draw">
          Kỳ đầu tiên mở bán: quay lúc <strong>{openingText(sales.firstDraw, sales.now)}</strong>
        </p>
      ) : null}
    </>
  );
}

/**
 * Outside the sales hours, at the top of every Keno page and kept in view: that Keno is
 * not sold now (the code 104 message), then {@link KenoReopening}. The page counts down to
 * the opening only, never to a draw that cannot be bought. The game pages disable their
 * cart buttons meanwhile; browsing and choosing numbers go on.
 */
export function KenoHoursBanner({ sales }: { sales: KenoSalesState }) {
  if (sales.open || sales.opening === null) return null;
  return (
    <div role="status" className={styles.closedBanner} data-testid="keno-closed">
      <p className={styles.closedTitle}>{KENO_CLOSED_MESSAGE}.</p>
      <KenoReopening sales={sales} />
    </div>
  );
}

/** The cart buttons' explanation while Keno is closed. */
export function kenoClosedReason(sales: KenoSalesState): string | null {
  if (sales.open || sales.opening === null) return null;
  return `Ngoài giờ bán Keno (${sales.hours.from}–${sales.hours.to}): chưa thể thêm vé vào giỏ. Mở bán lại lúc ${openingText(sales.opening, sales.now)}.`;
}
