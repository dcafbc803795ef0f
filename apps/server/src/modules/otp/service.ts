import type { sendOtpBodySchema, verifyOtpBodySchema } from '@veso/contract';
import { vnDayStart } from '@veso/domain';
import {
  Code,
  OTP_COOLDOWN_MS,
  OTP_DAILY_LIMIT,
  OTP_MAX_WRONG,
  OTP_TOKEN_TTL_MS,
  OTP_TTL_MS,
  SERVICE_ID,
  type SendOtp,
  type VerifyOtp,
} from '@veso/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, refusedWith } from '../../http/errors';
import { CLOCK_SKEW_MS } from '../../providers/clock';
import type { OtpChannel, OtpSender } from '../../providers/otp-sender';
import { AccountMessages } from '../accounts';
import { toMsisdn } from '../accounts';
import { AccountStatus, findAccountByMsisdn, updateAccount, upsertDevice } from '../accounts';
import { idempotent, requestKey } from '../session';
import type { SessionContext } from '../session';
import { hashToken, newToken } from '../session';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './code';
import {
  OtpStatus,
  findByTokenHash,
  insertRequest,
  latestRequest,
  latestRequestOfDevice,
  lockMsisdn,
  requestsSince,
  supersedePending,
  updateRequest,
  type OtpRow,
} from './repo';

type SendOtpInput = z.output<typeof sendOtpBodySchema>;
type VerifyOtpInput = z.output<typeof verifyOtpBodySchema>;

function deviceRecord(info: SendOtpInput['deviceInfo']): Record<string, unknown> {
  const { devId: _devId, ...rest } = info;
  return rest;
}

/**
 * Sends a new code by the messaging app or a voice call. Refusals: 1 malformed number,
 * 300 forgot-password for an unknown number, 20 register for a registered one, 41 after
 * 5 codes today (Vietnam day), 100 within 60 s of the last code. A newer code replaces
 * the older one. Idempotent on requestId: a retry answers the same and sends nothing.
 */
export async function sendOtp(
  deps: AppDeps,
  sender: OtpSender,
  input: SendOtpInput,
  channel: OtpChannel,
): Promise<SendOtp> {
  const msisdn = toMsisdn(input.accountId, 'accountId');
  const purpose = input.type ?? 'verify';
  const orm = deps.db.orm;
  const now = deps.clock.now();
  let code: string | undefined;

  const { value, replayed } = await idempotent(
    orm,
    now,
    requestKey(msisdn, `otp_${channel}`, input),
    async (tx) => {
      await lockMsisdn(tx, msisdn);
      const account = await findAccountByMsisdn(tx, msisdn);
      if (purpose === 'forgot-password' && !account) {
        throw refusedWith(Code.ACCOUNT_NOT_FOUND, 'accountId', 'exists');
      }
      if (purpose === 'register' && account?.status === AccountStatus.active) {
        throw refusedWith(
          Code.INVALID_REQUEST_ALT,
          'accountId',
          'state',
          AccountMessages.alreadyRegistered,
        );
      }
      // Codes stamped by a clock that was ahead (sandbox, before a restart) hold no limit.
      const until = new Date(now.getTime() + CLOCK_SKEW_MS);
      const today = await requestsSince(tx, msisdn, vnDayStart(now), until);
      if (today.length >= OTP_DAILY_LIMIT) throw new ApiError(Code.OTP_DAILY_LIMIT);
      const last = today[0];
      if (last && now.getTime() - last.createdAt.getTime() < OTP_COOLDOWN_MS) {
        throw new ApiError(Code.TOO_FAST);
      }
      await supersedePending(tx, msisdn);
      code = newOtpCode();
      await insertRequest(tx, {
        msisdn,
        deviceId: input.deviceInfo.devId,
        channel,
        purpose,
        codeHash: hashOtpCode(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
      await upsertDevice(
        tx,
        { id: input.deviceInfo.devId, info: deviceRecord(input.deviceInfo) },
        now,
      );
      return {
        account_id: msisdn,
        channel,
        expiresIn: OTP_TTL_MS / 1000,
        resendIn: OTP_COOLDOWN_MS / 1000,
      };
    },
  );
  // Delivered only once the request is committed, and never again for a retry.
  if (!replayed && code) await sender.send({ msisdn, code, channel });
  return value;
}

type VerifyOutcome = { ok: true; token: string; registered: boolean } | { ok: false; code: number };

async function mintToken(tx: Orm, otp: OtpRow, requestId: string, now: Date): Promise<string> {
  const token = newToken();
  await updateRequest(tx, otp.id, {
    status: OtpStatus.verified,
    verifiedAt: otp.verifiedAt ?? now,
    verifyRequestId: requestId,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + OTP_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Verifies the code of a number. Refusals: 1 malformed number; 304 the caller is signed in
 * as another number; 301 this device's code went to another number; 37 no code; 4 the
 * code is dead; 2 expired; 3 wrong (the fifth wrong answers 40 and kills the code). A
 * pending account with a password (plain registration) becomes active. A retry with the
 * same requestId gets a fresh token instead of 37.
 */
export async function verifyOtp(
  deps: AppDeps,
  input: VerifyOtpInput,
  options: { session: SessionContext | null; includesServiceId: boolean },
): Promise<VerifyOtp> {
  const msisdn = toMsisdn(input.accountId, 'accountId');
  if (options.session && options.session.msisdn !== msisdn) {
    throw refusedWith(Code.SIGNED_IN_PHONE_MISMATCH, 'accountId', 'mismatch');
  }
  const now = deps.clock.now();
  // Wrong tries must be counted even though the call fails: the transaction commits an
  // outcome, and the refusal is thrown afterwards.
  const outcome = await deps.db.orm.transaction(async (tx): Promise<VerifyOutcome> => {
    await lockMsisdn(tx, msisdn);
    const ofDevice = await latestRequestOfDevice(tx, input.deviceInfo.devId);
    if (ofDevice && ofDevice.msisdn !== msisdn && ofDevice.status === OtpStatus.pending) {
      return { ok: false, code: Code.OTP_PHONE_MISMATCH };
    }
    const otp = await latestRequest(tx, msisdn);
    if (!otp) return { ok: false, code: Code.OTP_INVALID };
    if (otp.status === OtpStatus.verified) {
      const retry =
        otp.verifyRequestId === input.requestId &&
        !otp.tokenUsedAt &&
        otp.tokenExpiresAt !== null &&
        otp.tokenExpiresAt.getTime() > now.getTime() &&
        otpCodeMatches(input.otpCode, otp.codeHash);
      if (!retry) return { ok: false, code: Code.OTP_INVALID };
      const account = await findAccountByMsisdn(tx, msisdn);
      const token = await mintToken(tx, otp, input.requestId, now);
      return { ok: true, token, registered: account?.status === AccountStatus.active };
    }
    if (otp.status === OtpStatus.dead) return { ok: false, code: Code.TOO_MANY_ATTEMPTS };
    if (now.getTime() >= otp.expiresAt.getTime()) return { ok: false, code: Code.OTP_EXPIRED };
    if (!otpCodeMatches(input.otpCode, otp.codeHash)) {
      const attempts = otp.attempts + 1;
      const dead = attempts >= OTP_MAX_WRONG;
      await updateRequest(tx, otp.id, {
        attempts,
        ...(dead ? { status: OtpStatus.dead } : {}),
      });
      return { ok: false, code: dead ? Code.OTP_TOO_MANY_ENTRIES : Code.OTP_WRONG };
    }
    const token = await mintToken(tx, otp, input.requestId, now);
    let account = await findAccountByMsisdn(tx, msisdn, { forUpdate: true });
    // A plain registration is activated by the first code asked for after its password.
    if (
      account &&
      account.status === AccountStatus.pending &&
      account.passwordHash &&
      account.passwordSetAt &&
      account.passwordSetAt.getTime() <= otp.createdAt.getTime()
    ) {
      account = await updateAccount(tx, account.id, { status: AccountStatus.active }, now);
    }
    await upsertDevice(
      tx,
      { id: input.deviceInfo.devId, accountId: account?.id, info: deviceRecord(input.deviceInfo) },
      now,
    );
    return { ok: true, token, registered: account?.status === AccountStatus.active };
  });
  if (!outcome.ok) {
    throw refusedWith(
      outcome.code,
      'otpCode',
      outcome.code === Code.OTP_WRONG ? 'mismatch' : 'state',
    );
  }
  return {
    account_id: msisdn,
    token: outcome.token,
    registered: outcome.registered,
    ...(options.includesServiceId ? { serviceId: SERVICE_ID } : {}),
  };
}

/**
 * Uses up the verification token of a verified code for `msisdn`, inside the caller's
 * transaction: 37 when unknown, used or expired, 301 when it verified another number.
 */
export async function consumeVerificationToken(
  tx: Orm,
  token: string,
  msisdn: string,
  now: Date,
): Promise<void> {
  const otp = await findByTokenHash(tx, hashToken(token));
  if (
    !otp ||
    otp.tokenUsedAt ||
    !otp.tokenExpiresAt ||
    otp.tokenExpiresAt.getTime() <= now.getTime()
  ) {
    throw refusedWith(Code.OTP_INVALID, 'token', 'exists');
  }
  if (otp.msisdn !== msisdn) throw refusedWith(Code.OTP_PHONE_MISMATCH, 'token', 'mismatch');
  await updateRequest(tx, otp.id, { tokenUsedAt: now });
}
