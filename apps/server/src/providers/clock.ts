import { systemClock, toInstant, type Clock, type ManualClock } from '@veso/domain';

export { manualClock, systemClock } from '@veso/domain';
export type { Clock, ManualClock } from '@veso/domain';

/**
 * How far ahead of the app's clock a stored time may be and still count as "now": servers'
 * clocks differ a little. Rows stamped later than that come from a clock that was ahead (the
 * sandbox's movable clock before a restart) and must not hold limits or lockouts.
 */
export const CLOCK_SKEW_MS = 5_000;

/**
 * The sandbox clock: real time plus an offset. It starts at real time and keeps ticking,
 * and `POST /api/dev/clock` shifts it, so a demo can jump to a draw's cut-off and watch
 * the countdown run out. (Tests use the frozen `manualClock` of `@veso/domain`.)
 */
export function offsetClock(base: Clock = systemClock): ManualClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    set: (instant) => {
      offset = toInstant(instant).getTime() - base.now().getTime();
    },
    advance: (ms) => {
      if (!Number.isFinite(ms)) throw new RangeError(`Cannot advance a clock by ${ms} ms`);
      offset += ms;
    },
  };
}

/** True when the clock can be moved (a manual or sandbox clock). */
export function isManualClock(clock: Clock): clock is ManualClock {
  const candidate = clock as Partial<ManualClock>;
  return typeof candidate.set === 'function' && typeof candidate.advance === 'function';
}
