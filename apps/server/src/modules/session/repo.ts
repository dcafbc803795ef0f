import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { columnsOf, runStatement, statement } from '../../db/prepared';
import { accounts, idempotencyKeys, rateLimitHits, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

// Every request with a session asks this: one named statement.
const SESSION_BY_TOKEN_HASH = statement(
  'session_by_token_hash',
  `SELECT ${columnsOf(sessions, 's')}, a.msisdn, a.birthday::text AS birthday
  FROM sessions s JOIN accounts a ON a.id = s.account_id
  WHERE s.token_hash = $1 LIMIT 1`,
);

/**
 * A session with the msisdn and birthday of its account, found by the hash of its token
 * (one query serves the session check and the account facts a purchase needs).
 */
export async function findSessionByTokenHash(
  orm: Orm,
  tokenHash: string,
): Promise<(SessionRow & { msisdn: string; birthday: string | null }) | undefined> {
  const [row] = await runStatement<SessionRow & { msisdn: string; birthday: string | null }>(
    orm,
    SESSION_BY_TOKEN_HASH,
    [tokenHash],
  );
  return row;
}

/** Locks the account row until the end of the transaction (serialises its sign-ins). */
export async function lockAccount(tx: Orm, accountId: number): Promise<void> {
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
}

/**
 * Revokes the account's unrevoked sessions: `reason` for those still valid, `expired` for
 * those past their lifetime (so an old token keeps answering code 10, not 5).
 */
export async function revokeAccountSessions(
  tx: Orm,
  accountId: number,
  reason: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx
    .update(sessions)
    .set({
      revokedAt: now,
      revokeReason: sql`CASE WHEN ${sessions.expiresAt} <= ${at}::timestamptz THEN 'expired' ELSE ${reason} END`,
    })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

export async function insertSession(
  tx: Orm,
  row: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [inserted] = await tx.insert(sessions).values(row).returning();
  if (!inserted) throw new Error('sessions insert returned no row');
  return inserted;
}

export async function revokeSession(
  orm: Orm,
  sessionId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await orm
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function extendSession(orm: Orm, sessionId: number, expiresAt: Date): Promise<void> {
  await orm.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

// One named statement: every idempotent call takes it first in its transaction.
const LOCK_IDEMPOTENCY_KEY = statement(
  'lock_idempotency_key',
  'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
);

/**
 * Takes the transaction-scoped advisory lock of (account, call, requestId): a concurrent
 * twin of the call waits here until the holder's transaction has ended (committed with its
 * answer stored, or undone).
 */
export async function lockIdempotencyKey(
  tx: Orm,
  key: { accountId: string; call: string; requestId: string },
): Promise<void> {
  await runStatement(tx, LOCK_IDEMPOTENCY_KEY, [idempotencyLockName(key)]);
}

/** The text whose 64-bit hash is the advisory lock's key (the parts cannot run together). */
export function idempotencyLockName(key: {
  accountId: string;
  call: string;
  requestId: string;
}): string {
  return `veso:idempotency:${JSON.stringify([key.accountId, key.call, key.requestId])}`;
}

/** An answer stored under a key, with the fingerprint of the request it answered. */
export type StoredAnswer = { response: unknown; fingerprint: string | null };

/** The answer stored for (account, call, requestId) after `since`, if any. */
export async function findStoredAnswer(
  orm: Orm,
  key: { accountId: string; call: string; requestId: string },
  since: Date,
): Promise<StoredAnswer | undefined> {
  const [row] = await orm
    .select({ response: idempotencyKeys.response, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, key.accountId),
        eq(idempotencyKeys.call, key.call),
        eq(idempotencyKeys.requestId, key.requestId),
        gt(idempotencyKeys.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Stores the answer of (account, call, requestId), taking over a row stored at or before
 * `since`; false when a live row is there (a concurrent twin stored its answer first).
 */
export async function storeAnswer(
  tx: Orm,
  key: { accountId: string; call: string; requestId: string; fingerprint: string },
  response: unknown,
  now: Date,
  since: Date,
): Promise<boolean> {
  const { accountId, call, requestId, fingerprint } = key;
  const written = await tx
    .insert(idempotencyKeys)
    .values({ accountId, call, requestId, fingerprint, response, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.call, idempotencyKeys.requestId],
      set: { response, fingerprint, createdAt: now },
      setWhere: lte(idempotencyKeys.createdAt, since),
    })
    .returning({ call: idempotencyKeys.call });
  return written.length > 0;
}

// Every throttled request asks this when the counters are shared: one named statement.
// The window is the database's clock, the same for every process.
const RATE_LIMIT_HIT = statement(
  'rate_limit_hit',
  `INSERT INTO rate_limit_hits AS r (key, hits, window_ends_at)
  VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
    window_ends_at = CASE WHEN r.window_ends_at <= clock_timestamp()
      THEN excluded.window_ends_at ELSE r.window_ends_at END
  RETURNING r.hits,
    greatest(0, ceil(extract(epoch FROM r.window_ends_at - clock_timestamp()) * 1000))::int AS ttl`,
);

/**
 * Counts one call of `key` in its fixed window of `windowMs` (a new window once the last
 * one ended); answers the calls in the window, this one included, and the ms it has left.
 */
export async function countRateLimitHit(
  orm: Orm,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const [row] = await runStatement<{ hits: number; ttl: number }>(orm, RATE_LIMIT_HIT, [
    key,
    windowMs,
  ]);
  if (!row) throw new Error('rate limit: no row counted');
  return { hits: Number(row.hits), ttl: Number(row.ttl) };
}

/** Deletes the counters whose window ended; answers how many. */
export async function sweepRateLimitHits(orm: Orm): Promise<number> {
  const gone = await orm
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.windowEndsAt, sql`clock_timestamp()`))
    .returning({ key: rateLimitHits.key });
  return gone.length;
}
