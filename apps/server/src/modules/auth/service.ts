import type {
  checkAccountQuerySchema,
  prizeBalanceQuerySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  updateAccountInfoBodySchema,
  updateBodySchema,
} from '@veso/contract';
import {
  Code,
  PRIZE_BALANCE_NAME,
  SERVICE_ID,
  type AccountId,
  type CaptchaConfig,
  type CheckAccount,
  type PrizeBalance,
  type RefreshSession,
  type Register,
  type Session,
  type UserInfo,
  messageForCode,
} from '@veso/contract';
import { msisdnToLocal, validateBirthday } from '@veso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest, refusedWith } from '../../http/errors';
import { CaptchaUnavailableError, type CaptchaVerifier } from '../../providers/captcha';
import { AccountMessages } from '../accounts';
import { namedAccount, toMsisdn } from '../accounts';
import {
  AccountStatus,
  findAccountById,
  findAccountByMsisdn,
  findOrCreateAccount,
  updateAccount,
  upsertDevice,
  type AccountRow,
} from '../accounts';
import { consumeVerificationToken } from '../otp';
import { idempotent, storedAnswer, requestKey } from '../session';
import {
  RevokeReason,
  closeAccountSessions,
  endSession,
  openSession,
  refreshSession,
  type SessionContext,
} from '../session';
import { assertNotLocked, recordAttempt } from './lockout';
import { AuthMessages } from './messages';
import { hashPassword, passwordDigestOf, verifyPassword } from './password';
import { profilePatch, toUserInfo } from './profile';

/** Who is calling: the client address counts for the sign-in lockout. */
export type Caller = { ip: string };

function accountError(code: number): CheckAccount['error'] {
  return { code, message: messageForCode(code) };
}

/**
 * The answer of `GET /auth/check_account` (spec §7): a missing account is an answer, not a
 * failure, so its `error` field carries 300 (unknown) or 305 (without a password).
 */
export async function checkAccount(
  deps: AppDeps,
  query: z.output<typeof checkAccountQuerySchema>,
): Promise<CheckAccount> {
  const msisdn =
    query.msisdn !== undefined
      ? toMsisdn(query.msisdn)
      : toMsisdn(query.accountId ?? '', query.accountId === undefined ? 'msisdn' : 'accountId');
  const account = await findAccountByMsisdn(deps.db.orm, msisdn);
  if (!account) {
    return { account_id: msisdn, registered: false, error: accountError(Code.ACCOUNT_NOT_FOUND) };
  }
  if (account.status !== AccountStatus.active) {
    return { account_id: msisdn, registered: false, error: accountError(Code.NOT_REGISTERED) };
  }
  return { account_id: msisdn, registered: true, error: null };
}

/** What `GET /auth/captcha` tells the client to load. */
export function captchaConfig(captcha: CaptchaVerifier): CaptchaConfig {
  return { provider: captcha.provider, siteKey: captcha.siteKey };
}

/**
 * Checks a password attempt of an account with the lockout: 4 while it must wait, 305
 * when it has no password yet, 303 when wrong (recorded). Resolves on success, which is
 * recorded too (clearing the account's failure count).
 */
export async function checkPasswordOf(
  orm: Orm,
  account: AccountRow,
  password: string,
  caller: Caller,
  now: Date,
  field = 'msisdn',
): Promise<void> {
  const who = { msisdn: account.msisdn, ip: caller.ip };
  await assertNotLocked(orm, who, now);
  if (account.status !== AccountStatus.active || !account.passwordHash) {
    throw refusedWith(Code.NOT_REGISTERED, field, 'state');
  }
  const ok = await verifyPassword(password, account.passwordHash);
  await recordAttempt(orm, who, ok, now);
  if (!ok) throw refusedWith(Code.WRONG_PASSWORD, 'password', 'mismatch');
}

async function verifyCaptcha(
  captcha: CaptchaVerifier,
  token: string | undefined,
  caller: Caller,
  log: FastifyBaseLogger,
): Promise<void> {
  let ok: boolean;
  try {
    ok = await captcha.verify(token, caller.ip);
  } catch (error) {
    if (!(error instanceof CaptchaUnavailableError)) throw error;
    log.warn({ err: error }, 'captcha verification unavailable');
    throw new ApiError(Code.SYSTEM_BUSY);
  }
  if (!ok) {
    throw refusedWith(Code.INVALID_REQUEST_ALT, 'captcha', 'signature', AuthMessages.captchaFailed);
  }
}

/**
 * `POST /auth/signin`, the account named by msisdn (§7) or account_id / accountId (§3).
 * Refusals in order: 1 malformed number, 4 locked out, 20 captcha,
 * 300 unknown account, 305 no password yet, 303 wrong password. Opens the account's only
 * session (an older one elsewhere then answers 5). A token is never stored, so a retry
 * signs in again rather than replaying the first answer.
 */
export async function signIn(
  deps: AppDeps,
  captcha: CaptchaVerifier,
  input: z.output<typeof signinBodySchema>,
  context: Caller & { captchaToken: string | undefined; log: FastifyBaseLogger },
): Promise<Session> {
  const { msisdn, field } = namedAccount(input);
  const orm = deps.db.orm;
  const now = deps.clock.now();
  const who = { msisdn, ip: context.ip };
  await assertNotLocked(orm, who, now);
  await verifyCaptcha(captcha, context.captchaToken, context, context.log);
  const account = await findAccountByMsisdn(orm, msisdn);
  if (!account) {
    await recordAttempt(orm, who, false, now);
    throw refusedWith(Code.ACCOUNT_NOT_FOUND, field, 'exists');
  }
  await checkPasswordOf(orm, account, passwordDigestOf(input.password), context, now, field);
  const opened = await orm.transaction(async (tx) => {
    const session = await openSession(tx, {
      accountId: account.id,
      deviceId: input.deviceId,
      source: 'web',
      now,
    });
    if (input.deviceId) await upsertDevice(tx, { id: input.deviceId, accountId: account.id }, now);
    return session;
  });
  return { session: opened.token, account_id: msisdn, expiresAt: opened.expiresAt.toISOString() };
}

/**
 * Sets the first password of a verified number (the OTP token is used up): the account
 * is created or activated. 20 when it already has one; 37 / 301 for a bad token.
 */
export async function registerVerified(
  tx: Orm,
  input: {
    msisdn: string;
    passwordHash: string;
    token: string;
    deviceId?: string;
    birthday?: string;
    /** The request's field naming the account (the reason of a refusal). */
    field?: string;
  },
  now: Date,
): Promise<AccountRow> {
  const existing = await findAccountByMsisdn(tx, input.msisdn, { forUpdate: true });
  if (existing?.status === AccountStatus.active) {
    throw alreadyRegistered(input.field ?? 'msisdn');
  }
  await consumeVerificationToken(tx, input.token, input.msisdn, now);
  const account = await findOrCreateAccount(tx, input.msisdn, {}, now);
  const updated = await updateAccount(
    tx,
    account.id,
    {
      passwordHash: input.passwordHash,
      passwordSetAt: now,
      status: AccountStatus.active,
      ...(input.birthday === undefined ? {} : { birthday: input.birthday }),
    },
    now,
  );
  if (input.deviceId) await upsertDevice(tx, { id: input.deviceId, accountId: account.id }, now);
  return updated;
}

/** The refusal (20) of a number that already has an account with a password. */
function alreadyRegistered(field: string): ApiError {
  return refusedWith(Code.INVALID_REQUEST_ALT, field, 'state', AccountMessages.alreadyRegistered);
}

/** A birthday given at registration: a real past day of someone 18 or older, else 14. */
function adultBirthday(birthday: string, now: Date): string {
  const invalid = validateBirthday(birthday, now);
  if (invalid !== null) throw invalidRequest(invalid, 'birthday', 'value');
  return birthday;
}

/**
 * `POST /auth/register`. With `token` (OTP variant) the account is active at once; without
 * (plain), it waits as `pending` until a code asked for afterwards is verified. 20 when
 * the number is already registered; 14 for a birthday under 18 (or not a real past day),
 * which is stored with the account. Idempotent on requestId; §3's form sends none, and a
 * repeat is harmless (the same password set again; an OTP token is used once).
 */
export async function register(
  deps: AppDeps,
  input: z.output<typeof registerBodySchema>,
): Promise<Register> {
  const { msisdn, field } = namedAccount(input);
  const now = deps.clock.now();
  const birthday =
    input.birthday === undefined ? {} : { birthday: adultBirthday(input.birthday, now) };
  const passwordHash = await hashPassword(input.password);
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(msisdn, 'register', input),
    async (tx): Promise<Register> => {
      if (input.token) {
        await registerVerified(
          tx,
          {
            msisdn,
            passwordHash,
            token: input.token,
            deviceId: input.deviceId,
            field,
            ...birthday,
          },
          now,
        );
        return { account_id: msisdn, registered: true, nextStep: 'signin' };
      }
      const existing = await findAccountByMsisdn(tx, msisdn, { forUpdate: true });
      if (existing?.status === AccountStatus.active) throw alreadyRegistered(field);
      const account = await findOrCreateAccount(tx, msisdn, {}, now);
      await updateAccount(tx, account.id, { passwordHash, passwordSetAt: now, ...birthday }, now);
      if (input.deviceId) {
        await upsertDevice(tx, { id: input.deviceId, accountId: account.id }, now);
      }
      return { account_id: msisdn, registered: false, nextStep: 'otp' };
    },
  );
  return value;
}

/**
 * `POST /auth/reset_password` with the token of an OTP verification: 300 unknown account,
 * 37 / 301 bad token. Every session of the account ends (old tokens answer 6) and the
 * sign-in lockout of the account is cleared. Idempotent on requestId.
 */
export async function resetPassword(
  deps: AppDeps,
  input: z.output<typeof resetPasswordBodySchema>,
  caller: Caller,
): Promise<AccountId> {
  const msisdn = toMsisdn(input.msisdn);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(msisdn, 'reset_password', input),
    async (tx) => {
      const account = await findAccountByMsisdn(tx, msisdn, { forUpdate: true });
      if (!account) throw refusedWith(Code.ACCOUNT_NOT_FOUND, 'msisdn', 'exists');
      await consumeVerificationToken(tx, input.token, msisdn, now);
      await updateAccount(
        tx,
        account.id,
        { passwordHash, passwordSetAt: now, status: AccountStatus.active },
        now,
      );
      await closeAccountSessions(tx, account.id, RevokeReason.passwordReset, now);
      await recordAttempt(tx, { msisdn, ip: caller.ip }, true, now);
      if (input.deviceId) {
        await upsertDevice(tx, { id: input.deviceId, accountId: account.id }, now);
      }
      return { account_id: msisdn };
    },
  );
  return value;
}

async function sessionAccount(orm: Orm, session: SessionContext): Promise<AccountRow> {
  const account = await findAccountById(orm, session.accountId);
  if (!account) throw new ApiError(Code.LOGIN_EXPIRED);
  return account;
}

/** `GET /auth/info`: the signed-in account's userInfo. */
export async function accountInfo(deps: AppDeps, session: SessionContext): Promise<UserInfo> {
  return toUserInfo(deps.db.orm, await sessionAccount(deps.db.orm, session), deps.clock.now());
}

/** Refuses (304) an account named in a body's `field` that is not the signed-in one. */
export function assertSameAccount(session: SessionContext, phone: string, field = 'msisdn'): void {
  if (toMsisdn(phone, field) !== session.msisdn) {
    throw new ApiError(Code.SIGNED_IN_PHONE_MISMATCH, undefined, undefined, {
      field,
      rule: 'mismatch',
    });
  }
}

/**
 * `POST /auth/update`: the profile form (fullname and birthday required). 1 / 304 for
 * the named account, 12 for another service id, 14 for a future birthday.
 */
export async function updateProfile(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof updateBodySchema>,
): Promise<UserInfo> {
  if (input.msisdn !== undefined) assertSameAccount(session, input.msisdn);
  if (input.accountId !== undefined) assertSameAccount(session, input.accountId, 'accountId');
  if (input.serviceId !== undefined && input.serviceId !== SERVICE_ID) {
    throw refusedWith(Code.WRONG_SERVICE, 'serviceId', 'value');
  }
  const now = deps.clock.now();
  const patch = profilePatch(input, now);
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'auth_update', input),
    async (tx) => toUserInfo(tx, await updateAccount(tx, session.accountId, patch, now), now),
  );
  return value;
}

/** The old password of a password change was wrong (judged in the change's transaction). */
class WrongOldPassword extends Error {}

/**
 * `PUT /update_account_info`: any profile fields, and a password change when
 * `newPassword` comes with the right `oldPassword` (303 wrong, 4 locked out). The old
 * password is judged inside the change's transaction, under the lock of its requestId: a
 * twin of the call that changed the password first is answered with that call's answer,
 * never judged against the new password (which would count a wrong try to the lockout).
 */
export async function updateAccountInfo(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof updateAccountInfoBodySchema>,
  caller: Caller,
): Promise<UserInfo> {
  const orm = deps.db.orm;
  const now = deps.clock.now();
  const { requestId } = input;
  const key =
    requestId === undefined
      ? undefined
      : requestKey(session.msisdn, 'update_account_info', { ...input, requestId });
  // A retry after a password change must not be judged against the new password.
  const stored = key ? await storedAnswer<UserInfo>(orm, now, key) : undefined;
  if (stored) return stored;
  const patch = profilePatch(input, now);
  const oldPassword = input.newPassword !== undefined ? input.oldPassword : undefined;
  const who = { msisdn: session.msisdn, ip: caller.ip };
  if (input.newPassword !== undefined && oldPassword !== undefined) {
    const account = await sessionAccount(orm, session);
    await assertNotLocked(orm, who, now);
    if (account.status !== AccountStatus.active || !account.passwordHash) {
      throw refusedWith(Code.NOT_REGISTERED, 'oldPassword', 'state');
    }
    patch.passwordHash = await hashPassword(input.newPassword);
    patch.passwordSetAt = now;
  }
  const change = async (tx: Orm) => {
    if (oldPassword !== undefined) {
      const account = await findAccountById(tx, session.accountId);
      const hash = account?.passwordHash;
      const ok = !!hash && (await verifyPassword(oldPassword, hash));
      // Without a requestId, the same change sent again finds it made: answered as done,
      // never counted as a wrong try (the new password is the account's already).
      const done =
        !ok && key === undefined && !!hash && (await verifyPassword(input.newPassword!, hash));
      if (!ok && !done) throw new WrongOldPassword();
      if (done) return toUserInfo(tx, account!, now);
      await recordAttempt(tx, who, true, now);
    }
    return toUserInfo(tx, await updateAccount(tx, session.accountId, patch, now), now);
  };
  try {
    if (key === undefined) return await orm.transaction(change);
    // Just looked up above.
    const { value } = await idempotent(orm, now, key, change, { lookup: false });
    return value;
  } catch (error) {
    if (!(error instanceof WrongOldPassword)) throw error;
    // Counted to the lockout once the transaction is undone (no answer was stored).
    await recordAttempt(orm, who, false, now);
    throw refusedWith(Code.WRONG_PASSWORD, 'oldPassword', 'mismatch');
  }
}

/**
 * `GET /auth/getPrizeBalance`: the prize balance (TKTT) of the signed-in account;
 * `subscriber` is its number in either form (304 for another).
 */
export async function prizeBalance(
  deps: AppDeps,
  session: SessionContext,
  query: z.output<typeof prizeBalanceQuerySchema>,
): Promise<PrizeBalance> {
  assertSameAccount(session, query.subscriber, 'subscriber');
  const info = await accountInfo(deps, session);
  return {
    balanceName: PRIZE_BALANCE_NAME,
    subscriber: msisdnToLocal(session.msisdn),
    rewardBalance: info.prizeBalance,
  };
}

/** `POST /auth/logout`: the token answers 6 from now on. */
export async function logout(deps: AppDeps, session: SessionContext): Promise<{ loggedOut: true }> {
  await endSession(deps.db.orm, session, deps.clock.now());
  return { loggedOut: true };
}

/** `POST /refresh_session`: the same token, valid 7 days from now. */
export async function refresh(deps: AppDeps, session: SessionContext): Promise<RefreshSession> {
  const expiresAt = await refreshSession(deps.db.orm, session, deps.clock.now());
  return { account_id: session.msisdn, expiresAt: expiresAt.toISOString() };
}
