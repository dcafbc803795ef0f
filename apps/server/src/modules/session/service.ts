import { Code, SESSION_TTL_MS } from '@veso/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../http/errors';
import {
  extendSession,
  findSessionByTokenHash,
  insertSession,
  lockAccount,
  revokeAccountSessions,
  revokeSession,
} from './repo';
import { hashToken, newToken } from './tokens';

/** Why a session ended; each answers its own code to the old token. */
export const RevokeReason = {
  /** A sign-in elsewhere: code 5 (loggedOnAnother). */
  replaced: 'replaced',
  /** Logout: code 6. */
  logout: 'logout',
  /** The password was reset: code 6. */
  passwordReset: 'password_reset',
} as const;

/** The signed-in caller of a protected call. */
export type SessionContext = {
  sessionId: number;
  accountId: number;
  /** The account's msisdn (84…), the spec's account_id. */
  msisdn: string;
  source: string;
  expiresAt: Date;
  /**
   * The account's birthday (YYYY-MM-DD, null when not given) as read with the session;
   * absent when the context was built without it (then whoever needs it reads the account).
   */
  birthday?: string | null;
};

/** A session just opened; `token` is shown once and never stored. */
export type OpenedSession = { token: string; expiresAt: Date };

/**
 * Opens a session for the account, revoking its previous one (one active session per
 * account: the old token then answers code 5). Must run inside a transaction: the account
 * row is locked so two sign-ins at once cannot both stay active.
 */
export async function openSession(
  tx: Orm,
  input: { accountId: number; deviceId?: string | null; source: string; now: Date },
): Promise<OpenedSession> {
  await lockAccount(tx, input.accountId);
  await revokeAccountSessions(tx, input.accountId, RevokeReason.replaced, input.now);
  const token = newToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_TTL_MS);
  await insertSession(tx, {
    accountId: input.accountId,
    tokenHash: hashToken(token),
    deviceId: input.deviceId ?? null,
    source: input.source,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Revokes every session of the account (password reset: old tokens answer code 6). */
export async function closeAccountSessions(
  tx: Orm,
  accountId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await revokeAccountSessions(tx, accountId, reason, now);
}

const MAX_TOKEN_LENGTH = 200;

/**
 * The caller of a token: code 6 when there is none or it is unknown or logged out,
 * 5 when a sign-in elsewhere replaced it, 10 when its 7 days are over.
 */
export async function authenticate(
  orm: Orm,
  token: string | undefined,
  now: Date,
): Promise<SessionContext> {
  if (!token || token.length > MAX_TOKEN_LENGTH) throw new ApiError(Code.LOGIN_EXPIRED);
  const row = await findSessionByTokenHash(orm, hashToken(token));
  if (!row) throw new ApiError(Code.LOGIN_EXPIRED);
  if (row.revokedAt) {
    if (row.revokeReason === RevokeReason.replaced) throw new ApiError(Code.LOGGED_ON_ANOTHER);
    if (row.revokeReason === 'expired') throw new ApiError(Code.SESSION_EXPIRED);
    throw new ApiError(Code.LOGIN_EXPIRED);
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError(Code.SESSION_EXPIRED);
  return {
    sessionId: row.id,
    accountId: row.accountId,
    msisdn: row.msisdn,
    source: row.source,
    expiresAt: row.expiresAt,
    birthday: row.birthday,
  };
}

/** Logout: the token answers code 6 from now on. */
export async function endSession(orm: Orm, session: SessionContext, now: Date): Promise<void> {
  await revokeSession(orm, session.sessionId, RevokeReason.logout, now);
}

/** Keeps the same token valid for 7 days from now. */
export async function refreshSession(orm: Orm, session: SessionContext, now: Date): Promise<Date> {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await extendSession(orm, session.sessionId, expiresAt);
  return expiresAt;
}
