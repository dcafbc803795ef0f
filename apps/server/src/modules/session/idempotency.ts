import type { Orm } from '../../db/database';
import { findStoredAnswer, storeAnswer } from './repo';

/** A retry within this time gets the first answer back (architecture §4). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Who made which call with which requestId; the account is the msisdn (84…). */
export type IdempotencyKey = { accountId: string; call: string; requestId: string };

export type IdempotentResult<T> = {
  value: T;
  /** True when this is the stored answer of an earlier call (nothing was done again). */
  replayed: boolean;
};

/** Thrown inside the transaction to undo it when a concurrent twin stored its answer first. */
class LostRace extends Error {}

/**
 * The stored answer of an earlier call with this key (within 24 hours), if any: for calls
 * that must check something that the first call changed (an old password) before
 * {@link idempotent} would replay it.
 */
export async function storedAnswer<T>(
  orm: Orm,
  now: Date,
  key: IdempotencyKey,
): Promise<T | undefined> {
  return (await findStoredAnswer(orm, key, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))) as
    T | undefined;
}

/**
 * Runs a mutating call once per (account, call, requestId) within 24 hours. `run` gets a
 * transaction; its answer (JSON) is stored in the same transaction, so the change and the
 * record commit together. A retry gets the stored answer back and changes nothing; a
 * refusal (thrown ApiError) stores nothing, so a corrected retry is judged afresh.
 * Effects outside the database (sending a code) belong after this resolves, when
 * `replayed` is false.
 *
 * `lookup: false` saves the read before the transaction, for a caller that has just
 * looked the key up with {@link storedAnswer}, or whose `run` changes nothing when its
 * work was already done: a replay then runs `run`, the insert finds the live answer, the
 * transaction is undone and the stored answer is returned all the same.
 */
export async function idempotent<T>(
  orm: Orm,
  now: Date,
  key: IdempotencyKey,
  run: (tx: Orm) => Promise<T>,
  options: { lookup?: boolean } = {},
): Promise<IdempotentResult<T>> {
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  if (options.lookup ?? true) {
    const stored = await findStoredAnswer(orm, key, since);
    if (stored !== undefined) return { value: stored as T, replayed: true };
  }
  try {
    const value = await orm.transaction(async (tx) => {
      const result = await run(tx);
      // A stale row (older than `since`) is taken over; a live one means a concurrent twin won.
      const written = await storeAnswer(tx, key, result, now, since);
      if (!written) throw new LostRace();
      return result;
    });
    return { value, replayed: false };
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    return { value: (await findStoredAnswer(orm, key, since)) as T, replayed: true };
  }
}
