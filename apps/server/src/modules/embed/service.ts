import type {
  activeDataBodySchema,
  checkMidBodySchema,
  checkPasswordBodySchema,
  embedRegisterBodySchema,
  embedSigninBodySchema,
  genCheckSumQuerySchema,
  getAccountInfoBodySchema,
  sandboxLaunchBodySchema,
  updateMidBodySchema,
  webCheckAccountQuerySchema,
  webUpdateAccountBodySchema,
} from '@veso/contract';
import {
  Code,
  EMBED_LINK_WINDOW_MS,
  EMBED_SIGNATURE_TTL_MS,
  SANDBOX_EMBED_SOURCE,
  type CheckMid,
  type CheckPassword,
  type CheckSig,
  type EmbedData,
  type EmbedParams,
  type EmbedRegister,
  type EmbedSignin,
  type GenCheckSum,
  type SandboxLaunch,
  type UserInfo,
  type WalletLink,
  type WebCheckAccount,
  checkSumMessage,
} from '@veso/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { ApiError, invalidRequest, refusedWith } from '../../http/errors';
import { AuthMessages } from '../auth';
import { hashPassword } from '../auth';
import { toMsisdn } from '../accounts';
import { profilePatch, toUserInfo } from '../auth';
import {
  AccountStatus,
  findAccountById,
  findAccountByMsisdn,
  findOrCreateAccount,
  updateAccount,
  upsertDevice,
} from '../accounts';
import { assertSameAccount, checkPasswordOf, registerVerified, type Caller } from '../auth';
import { idempotent, requestKey } from '../session';
import { openSession, type SessionContext } from '../session';
import { findLinkByMid, linkWallet, purgeNonces, useNonce } from './repo';
import {
  decodeEmbedData,
  encodeEmbedData,
  nonceOf,
  signMessage,
  signatureMatches,
} from './signature';

/** Source → secret of the partners the server trusts. */
export type Partners = ReadonlyMap<string, string>;

/** A signing time this far ahead of the server clock is still accepted (clock skew). */
const CLOCK_SKEW_MS = 60_000;
/** Used nonces are kept this long; older data is refused as expired anyway. */
const NONCE_RETENTION_MS = 60 * 60_000;

function secretOf(partners: Partners, source: string): string {
  const secret = partners.get(source);
  if (!secret) throw refusedWith(Code.WRONG_SERVICE, 'source', 'value');
  return secret;
}

/** The texts of a refusal: a partner's developer reads them, or (a launch) the customer. */
type RefusalTexts = { badSignature: string; expired?: string; futureTime: string };

const PARTNER_TEXTS: RefusalTexts = {
  badSignature: AuthMessages.badSignature,
  futureTime: AuthMessages.futureTime,
};

/**
 * A webview launch is refused with the same codes, but the customer reads the message:
 * what to do, never 'Chữ ký không hợp lệ'.
 */
const LAUNCH_TEXTS: RefusalTexts = {
  badSignature: AuthMessages.launchBadSignature,
  expired: AuthMessages.launchExpired,
  futureTime: AuthMessages.launchBadSignature,
};

/**
 * 10 when `time` (epoch ms, the signer's clock — a partner's server, never the phone) is
 * older than `maxAgeMs` by the server's clock, 20 when it is ahead of it by more than the
 * skew.
 */
function assertFresh(
  time: number,
  now: Date,
  maxAgeMs: number,
  texts = PARTNER_TEXTS,
  field = texts === LAUNCH_TEXTS ? 'data.time' : 'time',
): void {
  const age = now.getTime() - time;
  if (age > maxAgeMs) throw refusedWith(Code.SESSION_EXPIRED, field, 'min', texts.expired);
  if (age < -CLOCK_SKEW_MS) {
    throw refusedWith(Code.INVALID_REQUEST_ALT, field, 'max', texts.futureTime);
  }
}

/**
 * Checks signed sign-on parameters: 12 unknown partner, 20 bad signature, 14 malformed
 * data, 10 older than `maxAgeMs`, 1 malformed msisdn — with messages the customer can act
 * on (the webview shows them). Does not use them up.
 */
function verifyParams(
  partners: Partners,
  params: EmbedParams,
  now: Date,
  maxAgeMs: number,
): EmbedData & { msisdn: string } {
  const secret = partners.get(params.source);
  if (!secret) {
    throw refusedWith(Code.WRONG_SERVICE, 'source', 'value', AuthMessages.launchUnknownWallet);
  }
  if (!signatureMatches(secret, params.data, params.sig)) {
    throw refusedWith(Code.INVALID_REQUEST_ALT, 'sig', 'signature', LAUNCH_TEXTS.badSignature);
  }
  let data: EmbedData;
  try {
    data = decodeEmbedData(params.data);
  } catch (error) {
    // Signed but unreadable: the partner's fault; the customer can only reopen.
    if (error instanceof ApiError) {
      throw invalidRequest(LAUNCH_TEXTS.badSignature, 'data', 'format');
    }
    throw error;
  }
  assertFresh(data.time, now, maxAgeMs, LAUNCH_TEXTS);
  return { ...data, msisdn: toMsisdn(data.msisdn, 'data.msisdn') };
}

/**
 * The partner that signed a checkSum: the named `source` (12 unknown, 20 bad checkSum), or,
 * where the spec's field list names none (`update_mid`, `user/web_update_account`), the
 * one partner whose secret the checkSum verifies with (20 when none does).
 */
function checkSumSigner(
  partners: Partners,
  source: string | undefined,
  message: string,
  checkSum: string,
): string {
  const candidates = source === undefined ? [...partners.keys()] : [source];
  const signer = candidates.find((name) =>
    signatureMatches(secretOf(partners, name), message, checkSum),
  );
  if (signer === undefined) {
    throw new ApiError(Code.INVALID_REQUEST_ALT, AuthMessages.badSignature, undefined, {
      field: 'checkSum',
      rule: 'signature',
    });
  }
  return signer;
}

/**
 * A checkSum sent with a call (optional where the session already authenticates): it
 * needs `time` (14), a known partner when `source` is named (12), the right HMAC (20), a
 * fresh time (10).
 */
function verifyOptionalCheckSum(
  partners: Partners,
  input: { checkSum?: string; source?: string; time?: number },
  fields: ReadonlyArray<string | number | null | undefined>,
  now: Date,
): void {
  if (input.checkSum === undefined) return;
  if (input.time === undefined) throw invalidRequest(undefined, 'time', 'required');
  checkSumSigner(partners, input.source, checkSumMessage(fields), input.checkSum);
  assertFresh(input.time, now, EMBED_SIGNATURE_TTL_MS);
}

/** The session a relaunch carries (`x-access-token`), with its token. */
export type LaunchCaller = { session: SessionContext; token: string };

/**
 * Where a signed-in wallet user stands with the launch's MID: linked (nothing to do), else
 * the first-time flow's first step — `otp` while the account has no password, else
 * `active_data` (the MID is linked at once).
 */
function nextStepOf(linked: boolean, registered: boolean): EmbedSignin['nextStep'] {
  return linked ? null : registered ? 'active_data' : 'otp';
}

/**
 * The same launch reopened (a reload of the webview) by the session it opened, or by any
 * session of the signed msisdn from that partner: no new session, the flow resumes where
 * the account stands. Linked, the launch's age does not matter; not linked yet, the link
 * must still be possible (the `active_data` window, else 10 with what to do).
 */
async function resumeLaunch(
  deps: AppDeps,
  caller: LaunchCaller,
  input: z.output<typeof embedSigninBodySchema>,
  data: EmbedData & { msisdn: string },
  now: Date,
): Promise<EmbedSignin> {
  const orm = deps.db.orm;
  const account = await findAccountById(orm, caller.session.accountId);
  if (!account) throw new ApiError(Code.LOGIN_EXPIRED);
  const link = await findLinkByMid(orm, input.source, data.mid);
  const linked = link?.accountId === account.id;
  if (!linked) assertFresh(data.time, now, EMBED_LINK_WINDOW_MS, LAUNCH_TEXTS);
  const registered = account.status === AccountStatus.active;
  return {
    session: caller.token,
    account_id: data.msisdn,
    expiresAt: caller.session.expiresAt.toISOString(),
    fullname: account.fullname,
    source: input.source,
    mid: data.mid,
    linked,
    registered,
    nextStep: nextStepOf(linked, registered),
  };
}

/**
 * `POST /auth/signin`: verifies the partner's parameters (12, 20, 14, 10, 1). Sent with
 * the session of the signed msisdn from the same partner (a reload), it resumes that
 * session ({@link resumeLaunch}); otherwise it refuses a replay (20), then opens a
 * session for the signed msisdn, creating the account (pending, with the wallet's full
 * name) on a first visit.
 */
export async function embedSignin(
  deps: AppDeps,
  partners: Partners,
  input: z.output<typeof embedSigninBodySchema>,
  caller: LaunchCaller | null = null,
): Promise<EmbedSignin> {
  const now = deps.clock.now();
  // Any age at first: how old a resumed launch may be depends on its link.
  const data = verifyParams(partners, input, now, Number.POSITIVE_INFINITY);
  if (caller?.session.source === input.source && caller.session.msisdn === data.msisdn) {
    return resumeLaunch(deps, caller, input, data, now);
  }
  assertFresh(data.time, now, EMBED_SIGNATURE_TTL_MS, LAUNCH_TEXTS);
  return deps.db.orm.transaction(async (tx) => {
    const fresh = await useNonce(
      tx,
      { hash: nonceOf(input.source, input.data, input.sig), source: input.source },
      now,
    );
    if (!fresh) {
      throw refusedWith(Code.INVALID_REQUEST_ALT, 'sig', 'reused', AuthMessages.replayed);
    }
    await purgeNonces(tx, new Date(now.getTime() - NONCE_RETENTION_MS));
    let account = await findOrCreateAccount(
      tx,
      data.msisdn,
      { fullname: data.fullName || null },
      now,
    );
    if (!account.fullname && data.fullName) {
      account = await updateAccount(tx, account.id, { fullname: data.fullName }, now);
    }
    const link = await findLinkByMid(tx, input.source, data.mid);
    const linked = link?.accountId === account.id;
    const registered = account.status === AccountStatus.active;
    const session = await openSession(tx, {
      accountId: account.id,
      deviceId: input.deviceId,
      source: input.source,
      now,
    });
    if (input.deviceId) await upsertDevice(tx, { id: input.deviceId, accountId: account.id }, now);
    return {
      session: session.token,
      account_id: data.msisdn,
      expiresAt: session.expiresAt.toISOString(),
      fullname: account.fullname,
      source: input.source,
      mid: data.mid,
      linked,
      registered,
      nextStep: nextStepOf(linked, registered),
    };
  });
}

/** `GET /check-sig`: the parameters are good (not used up), or the refusal code. */
export function checkSig(deps: AppDeps, partners: Partners, params: EmbedParams): CheckSig {
  const data = verifyParams(partners, params, deps.clock.now(), EMBED_SIGNATURE_TTL_MS);
  return {
    valid: true,
    source: params.source,
    msisdn: data.msisdn,
    fullName: data.fullName,
    mid: data.mid,
    time: data.time,
  };
}

/** `GET /web_check_account`: does the number have an account, with a password? */
export async function webCheckAccount(
  deps: AppDeps,
  query: z.output<typeof webCheckAccountQuerySchema>,
): Promise<WebCheckAccount> {
  const msisdn = toMsisdn(query.accountId ?? '', 'accountId');
  const account = await findAccountByMsisdn(deps.db.orm, msisdn);
  return {
    account_id: msisdn,
    exists: account !== undefined,
    registered: account?.status === AccountStatus.active,
  };
}

/** `POST /check_mid`: is the partner's MID linked to the signed-in account (or another)? */
export async function checkMid(
  deps: AppDeps,
  partners: Partners,
  session: SessionContext,
  input: z.output<typeof checkMidBodySchema>,
): Promise<CheckMid> {
  secretOf(partners, input.source);
  const link = await findLinkByMid(deps.db.orm, input.source, input.mid);
  return {
    source: input.source,
    mid: input.mid,
    linked: link?.accountId === session.accountId,
    linkedToOther: link !== undefined && link.accountId !== session.accountId,
  };
}

/**
 * `POST /active_data`: links the signed MID to the signed-in account (the signed msisdn,
 * else 304), once it has a password (305). The data may be up to 30 minutes old: the
 * first-time flow (OTP, password, profile) runs in between; a MID already linked to the
 * caller is answered linked at any age. Idempotent on requestId.
 */
export async function activeData(
  deps: AppDeps,
  partners: Partners,
  session: SessionContext,
  input: z.output<typeof activeDataBodySchema>,
): Promise<WalletLink> {
  const now = deps.clock.now();
  const data = verifyParams(partners, input, now, Number.POSITIVE_INFINITY);
  if (data.msisdn !== session.msisdn) {
    throw refusedWith(Code.SIGNED_IN_PHONE_MISMATCH, 'data', 'mismatch');
  }
  const account = await findAccountById(deps.db.orm, session.accountId);
  if (!account || account.status !== AccountStatus.active) {
    throw refusedWith(Code.NOT_REGISTERED, 'data', 'state');
  }
  const link = await findLinkByMid(deps.db.orm, input.source, data.mid);
  if (link?.accountId === account.id) {
    // Already linked to the caller: nothing to do, whatever the data's age.
    return { account_id: session.msisdn, source: input.source, mid: data.mid, linked: true };
  }
  assertFresh(data.time, now, EMBED_LINK_WINDOW_MS, LAUNCH_TEXTS);
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'embed_active_data', input),
    async (tx): Promise<WalletLink> => {
      await linkWallet(tx, { source: input.source, mid: data.mid, accountId: account.id }, now);
      return { account_id: session.msisdn, source: input.source, mid: data.mid, linked: true };
    },
  );
  return value;
}

/**
 * `POST /update_mid` (partner call): checkSum of `msisdn|mid|requestDate` (12, 20),
 * requestDate within 5 minutes (10), a known account (1, 300); moves its link to `mid`.
 * Without a requestId (§3 names none) a repeat links the same MID again, a no-op; the
 * 5-minute requestDate bounds how long a checkSum can be replayed at all.
 */
export async function updateMid(
  deps: AppDeps,
  partners: Partners,
  input: z.output<typeof updateMidBodySchema>,
): Promise<WalletLink> {
  const now = deps.clock.now();
  const message = checkSumMessage([input.msisdn, input.mid, input.requestDate]);
  const source = checkSumSigner(partners, input.source, message, input.checkSum);
  assertFresh(input.requestDate, now, EMBED_SIGNATURE_TTL_MS, PARTNER_TEXTS, 'requestDate');
  const msisdn = toMsisdn(input.msisdn);
  const account = await findAccountByMsisdn(deps.db.orm, msisdn);
  if (!account) throw refusedWith(Code.ACCOUNT_NOT_FOUND, 'msisdn', 'exists');
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(msisdn, 'embed_update_mid', input),
    async (tx): Promise<WalletLink> => {
      await linkWallet(tx, { source, mid: input.mid, accountId: account.id }, now);
      return { account_id: msisdn, source, mid: input.mid, linked: true };
    },
  );
  return value;
}

/** `POST /check_password`: the signed-in account's password (304, 4, 305, 303). */
export async function checkPassword(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof checkPasswordBodySchema>,
  caller: Caller,
): Promise<CheckPassword> {
  assertSameAccount(session, input.accountId, 'accountId');
  const account = await findAccountById(deps.db.orm, session.accountId);
  if (!account) throw new ApiError(Code.LOGIN_EXPIRED);
  await checkPasswordOf(
    deps.db.orm,
    account,
    input.password,
    caller,
    deps.clock.now(),
    'accountId',
  );
  return { account_id: session.msisdn, valid: true };
}

/**
 * `POST /user/register`: the wallet user's first password with an OTP token (304, 37,
 * 301, 20 already registered). Idempotent on requestId.
 */
export async function embedRegister(
  deps: AppDeps,
  session: SessionContext,
  input: z.output<typeof embedRegisterBodySchema>,
): Promise<EmbedRegister> {
  assertSameAccount(session, input.accountId, 'accountId');
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'embed_register', input),
    async (tx): Promise<EmbedRegister> => {
      await registerVerified(
        tx,
        {
          msisdn: session.msisdn,
          passwordHash,
          token: input.token,
          deviceId: input.deviceId,
          field: 'accountId',
        },
        now,
      );
      return { account_id: session.msisdn, registered: true };
    },
  );
  return value;
}

/** `POST /user/web_update_account`: the wallet user's profile (304, checkSum rules). */
export async function webUpdateAccount(
  deps: AppDeps,
  partners: Partners,
  session: SessionContext,
  input: z.output<typeof webUpdateAccountBodySchema>,
): Promise<UserInfo> {
  assertSameAccount(session, input.accountId, 'accountId');
  const now = deps.clock.now();
  verifyOptionalCheckSum(
    partners,
    input,
    [input.accountId, input.fullName, input.cmnd, input.address, input.email, input.time],
    now,
  );
  const patch = profilePatch(
    {
      fullname: input.fullName,
      cmnd: input.cmnd,
      address: input.address,
      email: input.email,
      birthday: input.birthday,
    },
    now,
  );
  const { value } = await idempotent(
    deps.db.orm,
    now,
    requestKey(session.msisdn, 'embed_web_update_account', input),
    async (tx) => toUserInfo(tx, await updateAccount(tx, session.accountId, patch, now), now),
  );
  return value;
}

/** `POST /get-account-info`: the signed-in account's userInfo (304, checkSum rules). */
export async function getAccountInfo(
  deps: AppDeps,
  partners: Partners,
  session: SessionContext,
  input: z.output<typeof getAccountInfoBodySchema>,
): Promise<UserInfo> {
  assertSameAccount(session, input.account_id, 'account_id');
  const now = deps.clock.now();
  verifyOptionalCheckSum(
    partners,
    { checkSum: input.check_sum, source: input.source, time: input.time },
    [input.account_id, input.device_id, input.time],
    now,
  );
  const account = await findAccountById(deps.db.orm, session.accountId);
  if (!account) throw new ApiError(Code.LOGIN_EXPIRED);
  return toUserInfo(deps.db.orm, account, now);
}

/**
 * `GET /gen-check-sum` (sandbox only): the sandbox partner's HMAC of `msg`. Only that
 * partner: a sandbox configured with real partners' secrets must not sign for them (12).
 */
export function genCheckSum(
  partners: Partners,
  query: z.output<typeof genCheckSumQuerySchema>,
): GenCheckSum {
  const source = query.source ?? SANDBOX_EMBED_SOURCE;
  if (source !== SANDBOX_EMBED_SOURCE) throw refusedWith(Code.WRONG_SERVICE, 'source', 'value');
  return { source, msg: query.msg, checkSum: signMessage(secretOf(partners, source), query.msg) };
}

/**
 * `POST /sandbox/launch` (sandbox only): signs a webview launch as a wallet partner's
 * server does, with the signing `time` from the server's clock — so a launch built on a
 * phone whose clock is off (or while the sandbox clock is moved) is not refused as old or
 * future. 1 for a malformed msisdn.
 */
export function sandboxLaunch(
  deps: AppDeps,
  partners: Partners,
  body: z.output<typeof sandboxLaunchBodySchema>,
): SandboxLaunch {
  const time = deps.clock.now().getTime();
  const data = encodeEmbedData({
    msisdn: toMsisdn(body.msisdn),
    fullName: body.fullName,
    mid: body.mid,
    time,
  });
  const source = SANDBOX_EMBED_SOURCE;
  return { source, data, sig: signMessage(secretOf(partners, source), data), time };
}
