import { Code, DRAW_CALENDARS, messageForCode, vnMinuteOfDay } from '@veso/domain';
import { useNow } from '@veso/shop-core';
import { useGetKenoOrderConfigQuery } from './keno-api';
import styles from '../styles';

/** Spec §8 code 104: what the server answers to a Keno order outside the sales hours. */
export const KENO_CLOSED_MESSAGE = messageForCode(Code.KENO_CLOSED);

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether `now` falls in the `HH:mm` window (Vietnam time, `to` exclusive). */
export function withinHours(now: number, hours: { from: string; to: string }): boolean {
  const minute = Math.floor(vnMinuteOfDay(new Date(now)));
  return minute >= minutesOf(hours.from) && minute < minutesOf(hours.to);
}

/**
 * Keno's ordering hours from the order config (the calendar's 8:15–22:00 while it loads
 * or when it fails) against the shop's clock.
 */
export function useKenoSalesOpen(): boolean {
  const config = useGetKenoOrderConfigQuery();
  const now = useNow(30_000);
  const hours = config.data?.orderTimeConfigs[0] ??
    DRAW_CALENDARS.keno.salesHours ?? { from: '00:00', to: '24:00' };
  return withinHours(now, hours);
}

/**
 * Outside the sales hours: the code 104 message, while the customer may still browse and
 * choose numbers (the server refuses the order itself).
 */
export function KenoHoursNotice() {
  const open = useKenoSalesOpen();
  if (open) return null;
  return (
    <p role="status" className={styles.notice}>
      {KENO_CLOSED_MESSAGE}
    </p>
  );
}
