import { Code } from '@veso/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import { CLOCK_SKEW_MS } from '../../providers/clock';
import { recentAttempts, recordSigninAttempt, type AttemptRow } from './repo';

/**
 * Password guessing is slowed per account and per client address (code 4): after a few
 * failures each new try must wait a growing delay, and after more the account (or the
 * address) is locked for a while. A successful sign-in clears the account's count; the
 * address count only ages out.
 *
 * Attempts are stamped and judged with the app's clock. That clock can move (the
 * sandbox's demo clock, and it starts again at real time after a restart), so attempts
 * stamped later than now by more than a small skew between servers come from a clock
 * that was ahead: they are ignored, and no lockout lasts longer than its window measured
 * on the current clock.
 */
export const LOCKOUT = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxDelayMs: 60_000,
  /** Attempts up to this far in the future still count (as made now): servers' clocks differ a little. */
  clockSkewMs: CLOCK_SKEW_MS,
  account: { delayAfter: 3, lockAfter: 5 },
  ip: { delayAfter: 10, lockAfter: 20 },
} as const;

type Limits = { delayAfter: number; lockAfter: number };

/** Failures before the latest success (newest first), and when the last one was. */
function failures(rows: AttemptRow[], stopAtSuccess: boolean): { count: number; last?: Date } {
  let count = 0;
  let last: Date | undefined;
  for (const row of rows) {
    if (row.success) {
      if (stopAtSuccess) break;
      continue;
    }
    count += 1;
    last ??= row.createdAt;
  }
  return { count, last };
}

/** How long after `last` the next try must wait; 0 when it may try now. */
function waitMs(count: number, limits: Limits): number {
  if (count >= limits.lockAfter) return LOCKOUT.lockMs;
  if (count >= limits.delayAfter) {
    // 2 s, 4 s, 8 s… between tries once the free ones are used up.
    return Math.min(2 ** (count - limits.delayAfter + 1) * 1000, LOCKOUT.maxDelayMs);
  }
  return 0;
}

function isBlocked(rows: AttemptRow[], limits: Limits, stopAtSuccess: boolean, now: Date) {
  const { count, last } = failures(rows, stopAtSuccess);
  if (last === undefined) return false;
  // Never counted from later than now: the wait ends at most one window from now.
  const from = Math.min(last.getTime(), now.getTime());
  return now.getTime() < from + waitMs(count, limits);
}

/** Refuses with code 4 while the account or the client address has to wait. */
export async function assertNotLocked(
  orm: Orm,
  who: { msisdn: string; ip: string },
  now: Date,
): Promise<void> {
  const range = {
    since: new Date(now.getTime() - LOCKOUT.windowMs),
    until: new Date(now.getTime() + LOCKOUT.clockSkewMs),
  };
  const limit = LOCKOUT.ip.lockAfter + 1;
  const [byAccount, byIp] = await Promise.all([
    recentAttempts(orm, { msisdn: who.msisdn }, range, limit),
    recentAttempts(orm, { ip: who.ip }, range, limit),
  ]);
  if (isBlocked(byAccount, LOCKOUT.account, true, now) || isBlocked(byIp, LOCKOUT.ip, false, now)) {
    throw new ApiError(Code.TOO_MANY_ATTEMPTS);
  }
}

/** Records the outcome of a password check. */
export function recordAttempt(
  orm: Orm,
  who: { msisdn: string; ip: string },
  success: boolean,
  now: Date,
): Promise<void> {
  return recordSigninAttempt(orm, { ...who, success }, now);
}
