import type { Orm } from '../../db/database';
import { findStoredAnswer, lockIdempotencyKey, storeAnswer } from './repo';

/** A retry within this time gets the first answer back (architecture §4). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Who made which call with which requestId; the account is the msisdn (84…). */
export type IdempotencyKey = { accountId: string; call: string; requestId: string };

export type IdempotentResult<T> = {
  value: T;
  /** True when this is the stored answer of an earlier call (nothing was done again). */
  replayed: boolean;
};

/** Thrown inside the transaction to undo it when an answer was stored under the key before. */
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
 * Concurrent twins (the same key at once, a client retrying before its first call
 * answered) never see each other half done: the transaction first takes the key's
 * advisory lock ({@link lockIdempotencyKey}), so a twin waits until the first has
 * committed or been undone, then runs. Whatever it then meets (the first's order already
 * paid, a unique index's violation, a balance now too small, the stored answer's row),
 * its transaction is undone and, when an answer is stored under the key by then, that
 * answer is its own (a replay). So is a refusal of a call whose answer was stored before:
 * the first answer stands. Only when no answer is stored does the error stand.
 *
 * `lookup: false` saves the read before the transaction, for a caller that has just
 * looked the key up with {@link storedAnswer}, or whose `run` changes nothing or fails
 * when its work was already done: a replay then runs `run` and ends as a twin does.
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
      await lockIdempotencyKey(tx, key);
      const result = await run(tx);
      // A stale row (older than `since`) is taken over; a live one was stored before.
      const written = await storeAnswer(tx, key, result, now, since);
      if (!written) throw new LostRace();
      return result;
    });
    return { value, replayed: false };
  } catch (error) {
    // The transaction is undone; an answer stored under the key (by a twin that held the
    // lock first, or by an earlier call) is this call's answer.
    let stored: unknown;
    try {
      stored = await findStoredAnswer(orm, key, since);
    } catch {
      throw error; // the database is gone: the first error tells why
    }
    if (stored !== undefined) return { value: stored as T, replayed: true };
    throw error;
  }
}
