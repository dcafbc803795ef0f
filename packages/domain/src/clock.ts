import { toInstant } from './format';
import type { DateInput } from './format';

/**
 * The source of "now". Everything that depends on the current time takes a Clock, so
 * tests and the server's sandbox can move time instead of waiting for it.
 */
export type Clock = {
  /** The current instant; a fresh Date on every call, safe to mutate. */
  now(): Date;
};

/** A clock whose time can be set and advanced by hand. */
export type ManualClock = Clock & {
  /** Jumps to `instant` (forwards or backwards). */
  set(instant: DateInput): void;
  /** Moves time by `ms` milliseconds (negative moves it back). */
  advance(ms: number): void;
};

function toEpochMs(instant: DateInput): number {
  return toInstant(instant).getTime();
}

/** The machine's real time. */
export const systemClock: Clock = Object.freeze({
  now: () => new Date(),
});

/**
 * A clock stopped at `instant` (strings as in {@link toInstant}).
 *
 * @throws RangeError when `instant` is not a valid date.
 */
export function fixedClock(instant: DateInput): Clock {
  const ms = toEpochMs(instant);
  return Object.freeze({ now: () => new Date(ms) });
}

/**
 * A clock that starts at `start` and moves only when told to, with `set` and `advance`.
 *
 * @throws RangeError when `start` (or a later `set`) is not a valid date, or when `advance`
 *   gets a non-finite number.
 */
export function manualClock(start: DateInput): ManualClock {
  let ms = toEpochMs(start);
  return {
    now: () => new Date(ms),
    set(instant) {
      ms = toEpochMs(instant);
    },
    advance(by) {
      if (!Number.isFinite(by)) throw new RangeError(`Cannot advance a clock by ${by} ms`);
      ms += by;
    },
  };
}
