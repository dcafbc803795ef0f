import { createContext, useContext, useEffect, useState } from 'react';
import { useRendersServerMarkup } from '../ssr/use-server-markup';
import { serverNow, subscribeServerClock } from './server-clock';

/**
 * The time a server-rendered page was rendered at: countdowns start from it on the server
 * and while the browser hydrates the page, so both render the same text. Null otherwise.
 */
export const RenderNowContext = createContext<number | null>(null);

/**
 * The current time on the server's clock (see `server-clock.ts`), re-read every
 * `intervalMs` (for countdowns): a phone whose clock is off still counts down right.
 * While rendered on the server or hydrated, the render's time; what mounts later starts
 * from the clock.
 */
export function useNow(intervalMs = 1000): number {
  const renderNow = useContext(RenderNowContext);
  const hydrating = useRendersServerMarkup();
  const [now, setNow] = useState(() => (hydrating && renderNow !== null ? renderNow : serverNow()));
  useEffect(() => {
    const tick = () => setNow(serverNow());
    const timer = setInterval(tick, intervalMs);
    // The first answer from the server sets its clock: count from it at once.
    const unsubscribe = subscribeServerClock(tick);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [intervalMs]);
  return now;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The time left until a sales cut-off: 'Còn 1 ngày 02:03:04', 'Còn 02:03:04', or
 * 'Đã hết giờ bán' once it has passed.
 */
export function countdownText(untilIso: string, now: number): string {
  const left = Math.floor((new Date(untilIso).getTime() - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return 'Đã hết giờ bán';
  const days = Math.floor(left / 86_400);
  const clock = `${two(Math.floor((left % 86_400) / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return days > 0 ? `Còn ${days} ngày ${clock}` : `Còn ${clock}`;
}
