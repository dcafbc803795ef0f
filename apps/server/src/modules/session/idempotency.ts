import { createHash } from 'node:crypto';
import { Code, RefusalReason, REQUEST_ID_REUSED_MESSAGE } from '@veso/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { StoredAnswer } from './repo';
import { findStoredAnswer, lockIdempotencyKey, storeAnswer } from './repo';

/** A retry within this time gets the first answer back (architecture §4). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Who made which call with which requestId; the account is the msisdn (84…). `fingerprint`
 * is what was asked ({@link requestFingerprint}): the spec's requestId is the epoch in
 * milliseconds, so two devices of one account can send the same one with different requests.
 */
export type IdempotencyKey = {
  accountId: string;
  call: string;
  requestId: string;
  fingerprint: string;
};

/** The value with every object's keys in order and undefined members left out. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, member]) => [name, canonical(member)]));
}

/**
 * The fingerprint of a request as the server parsed it: SHA-256 of its canonical JSON (keys
 * in order), its `requestId` left out. A client's retry sends the same request again, so the
 * same fingerprint; another request under the same requestId has another one.
 */
export function requestFingerprint(request: object): string {
  const { requestId: _requestId, ...asked } = request as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify(canonical(asked)))
    .digest('base64url');
}

/**
 * The key of `call` made by `accountId` with `request` (which carries its requestId); none
 * for a request sent without one (a call whose spec shape names no requestId), which
 * {@link idempotent} then runs once, as asked.
 */
export function requestKey<Request extends { requestId: string }>(
  accountId: string,
  call: string,
  request: Request,
): IdempotencyKey;
export function requestKey<Request extends { requestId?: string | undefined }>(
  accountId: string,
  call: string,
  request: Request,
): IdempotencyKey | undefined;
export function requestKey<Request extends { requestId?: string | undefined }>(
  accountId: string,
  call: string,
  request: Request,
): IdempotencyKey | undefined {
  if (request.requestId === undefined) return undefined;
  return {
    accountId,
    call,
    requestId: request.requestId,
    fingerprint: requestFingerprint(request),
  };
}

/**
 * The refusal of a requestId already used for another request by the same account and call
 * (code 14, HTTP 409, `data.reason` `{ field: 'requestId', rule: 'reused' }`): nothing is done, and the client
 * sends its request again under a new requestId.
 */
export function requestIdReused(): ApiError {
  return new ApiError(
    Code.INVALID_REQUEST,
    REQUEST_ID_REUSED_MESSAGE,
    409,
    RefusalReason.REQUEST_ID_REUSED,
  );
}

/**
 * The stored answer as this call's own, if it answered the same request; a row stored before
 * fingerprints were kept (null) is taken as the same request.
 */
function replayOf(stored: StoredAnswer, key: IdempotencyKey): unknown {
  if (stored.fingerprint !== null && stored.fingerprint !== key.fingerprint) {
    throw requestIdReused();
  }
  return stored.response;
}

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
  key: IdempotencyKey | undefined,
): Promise<T | undefined> {
  if (!key) return undefined;
  const stored = await findStoredAnswer(orm, key, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
  return stored ? (replayOf(stored, key) as T) : undefined;
}

/**
 * Runs a mutating call once per (account, call, requestId) within 24 hours. The same key with
 * another request (another fingerprint) is refused ({@link requestIdReused}), never answered
 * with the first request's answer. `run` gets a
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
 *
 * Without a key (a request sent without requestId, where the call's spec shape names
 * none), `run` runs in its transaction and nothing is stored: such a call must be safe to
 * repeat by what it does (docs/decisions.md says how for each).
 */
export async function idempotent<T>(
  orm: Orm,
  now: Date,
  key: IdempotencyKey | undefined,
  run: (tx: Orm) => Promise<T>,
  options: { lookup?: boolean } = {},
): Promise<IdempotentResult<T>> {
  if (!key) return { value: await orm.transaction(run), replayed: false };
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  if (options.lookup ?? true) {
    const stored = await findStoredAnswer(orm, key, since);
    if (stored !== undefined) return { value: replayOf(stored, key) as T, replayed: true };
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
    let stored: StoredAnswer | undefined;
    try {
      stored = await findStoredAnswer(orm, key, since);
    } catch {
      throw error; // the database is gone: the first error tells why
    }
    if (stored !== undefined) return { value: replayOf(stored, key) as T, replayed: true };
    throw error;
  }
}
