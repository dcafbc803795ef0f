import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { accounts, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * A session with the msisdn and birthday of its account, found by the hash of its token
 * (one query serves the session check and the account facts a purchase needs).
 */
export async function findSessionByTokenHash(
  orm: Orm,
  tokenHash: string,
): Promise<(SessionRow & { msisdn: string; birthday: string | null }) | undefined> {
  const [row] = await orm
    .select({ session: sessions, msisdn: accounts.msisdn, birthday: accounts.birthday })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.session, msisdn: row.msisdn, birthday: row.birthday } : undefined;
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
