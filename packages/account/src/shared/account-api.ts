import { BALANCE_TAG, baseApi, makeRequestId } from '@veso/api-client';
import type { ApiFailure, ApiQueryArgs, ApiResult } from '@veso/api-client';
import { authPaths, embedPaths, otpPaths, SERVICE_ID, withdrawPaths } from '@veso/contract';
import type {
  BankList,
  CaptchaConfig,
  CheckAccount,
  CheckPassword,
  DeviceInfo,
  EmbedParams,
  EmbedRegister,
  EmbedSignin,
  SandboxLaunch,
  SandboxLaunchBody,
  OtpPurpose,
  Register,
  SendOtp,
  UpdateAccountInfoBody,
  UpdateBody,
  UserInfo,
  VerifyOtp,
  WalletLink,
} from '@veso/contract';

const DEVICE_KEY = 'veso.deviceId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This browser's device id (spec §3 device identity), kept in localStorage. */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored) return stored;
    const fresh = randomId();
    localStorage.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return randomId();
  }
}

/** The device description of the OTP calls (spec §3). */
export function deviceInfo(): DeviceInfo {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return {
    devId: deviceId(),
    devName: agent.slice(0, 200) || 'web',
    deviceName: agent.slice(0, 200) || 'web',
    osName: 'web',
    osVersion: '',
  };
}

/** How the OTP reaches the customer: the messaging app (default) or a voice call. */
export type OtpChannel = 'message' | 'call';

/** A password set with an OTP token (registration and reset); the password is its MD5. */
export type PasswordWithToken = { msisdn: string; passwordMd5: string; token: string };

/**
 * One silent account call: the page shows the error itself, and every body carries a
 * fresh `requestId`.
 */
function accountCall(
  method: 'POST' | 'PUT',
  url: string,
  json: Record<string, unknown>,
  options: Omit<ApiQueryArgs, 'url' | 'method' | 'json' | 'silent'> = {},
): ApiQueryArgs {
  return { ...options, url, method, json: { ...json, requestId: makeRequestId() }, silent: true };
}

function passwordBody({ msisdn, passwordMd5, token }: PasswordWithToken) {
  return { msisdn, password: passwordMd5, token, activeMethod: 'sms', deviceId: deviceId() };
}

/**
 * The account calls (spec §4, §7) as RTK Query endpoints of the shop's one api: the
 * account pages dispatch them through `./account-calls`, and the webview's sign-on runs
 * them on its launch store before the shop's store exists. A profile change refetches the
 * user info and balances everywhere (drawer, profile).
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /auth/check_account` (spec §4 step 1). */
    checkAccount: build.query<CheckAccount, string>({
      query: (msisdn) => ({ url: authPaths.checkAccount, searchParams: { msisdn }, silent: true }),
    }),
    /** Sends a code by the messaging app or a voice call (41 daily cap, 100 within 60 s). */
    sendOtp: build.mutation<SendOtp, { accountId: string; channel: OtpChannel; type: OtpPurpose }>({
      query: ({ accountId, channel, type }) =>
        accountCall('POST', channel === 'call' ? otpPaths.sendCall : otpPaths.sendMessage, {
          accountId,
          deviceInfo: deviceInfo(),
          type,
        }),
    }),
    /** Verifies a code: a single-use token for register / reset / wallet register. */
    verifyOtp: build.mutation<VerifyOtp, { accountId: string; otpCode: string }>({
      query: ({ accountId, otpCode }) =>
        accountCall(
          'POST',
          otpPaths.verify,
          { accountId, deviceInfo: deviceInfo(), otpCode },
          { searchParams: { includesServiceId: 'true' } },
        ),
    }),
    /** `POST /auth/register`, OTP variant: the verified number gets its password and birthday. */
    registerWithToken: build.mutation<Register, PasswordWithToken & { birthday?: string }>({
      query: ({ birthday, ...input }) =>
        accountCall('POST', authPaths.register, { ...passwordBody(input), birthday }),
    }),
    /** `POST /auth/reset_password` with the token of a forgot-password verification. */
    resetPassword: build.mutation<{ account_id: string }, PasswordWithToken>({
      query: (input) => accountCall('POST', authPaths.resetPassword, passwordBody(input)),
    }),
    /** `POST /auth/update`: the profile form (fullname and birthday required). */
    updateProfile: build.mutation<UserInfo, Omit<UpdateBody, 'requestId' | 'serviceId'>>({
      query: (body) => accountCall('POST', authPaths.update, { ...body, serviceId: SERVICE_ID }),
      invalidatesTags: (result) => (result ? [BALANCE_TAG] : []),
    }),
    /** `PUT /update_account_info`: some profile fields and/or a password change. */
    updateAccountInfo: build.mutation<UserInfo, Omit<UpdateAccountInfoBody, 'requestId'>>({
      query: (body) => accountCall('PUT', authPaths.updateAccountInfo, body),
      invalidatesTags: (result) => (result ? [BALANCE_TAG] : []),
    }),
    /** Wallet flow: `POST /app-service/check_password` for an account that already has one. */
    checkEmbedPassword: build.mutation<CheckPassword, { accountId: string; passwordMd5: string }>({
      query: ({ accountId, passwordMd5 }) =>
        accountCall(
          'POST',
          embedPaths.checkPassword,
          { accountId, password: passwordMd5 },
          { base: 'appService' },
        ),
    }),
    /** Wallet flow: `POST /app-service/user/register`, the first password with an OTP token. */
    embedRegister: build.mutation<
      EmbedRegister,
      { accountId: string; passwordMd5: string; token: string }
    >({
      query: ({ accountId, passwordMd5, token }) =>
        accountCall(
          'POST',
          embedPaths.userRegister,
          { accountId, password: passwordMd5, token, deviceId: deviceId() },
          { base: 'appService' },
        ),
    }),
    /** Wallet flow, last step: `POST /app-service/active_data` links the signed MID. */
    activateWalletLink: build.mutation<WalletLink, EmbedParams>({
      query: (params) =>
        accountCall(
          'POST',
          embedPaths.activeData,
          { ...params, requestDate: Date.now() },
          { base: 'appService' },
        ),
    }),
    /**
     * Webview sign-on: `POST /app-service/auth/signin` with the launch's signed parameters
     * (no requestId: the server refuses a replayed signature by itself).
     */
    embedSignIn: build.mutation<EmbedSignin, EmbedParams>({
      query: (params) => ({
        url: embedPaths.signin,
        method: 'POST',
        base: 'appService',
        json: params,
        silent: true,
      }),
    }),
    /** `GET /customer/bank_prize_payment`: the banks prizes can be paid to. */
    getPrizeBanks: build.query<BankList, void>({
      query: () => ({ url: withdrawPaths.bankPrizePayment, silent: true }),
    }),
    /** `GET /auth/captcha`: which captcha provider the server runs. */
    getCaptchaConfig: build.query<CaptchaConfig, void>({
      query: () => ({ url: authPaths.captcha, silent: true }),
    }),
    /**
     * Sandbox: `POST /app-service/sandbox/launch` signs a test webview launch as a wallet
     * partner's server does, at the server's time (never the phone's clock).
     */
    sandboxLaunch: build.mutation<SandboxLaunch, SandboxLaunchBody>({
      query: (body) => ({
        url: embedPaths.sandboxLaunch,
        method: 'POST',
        base: 'appService',
        json: body,
        silent: true,
      }),
    }),
  }),
});

function isApiFailure(error: unknown): error is ApiFailure {
  return typeof error === 'object' && error !== null && (error as ApiFailure).ok === false;
}

/**
 * An endpoint's answer as the api-client's result, for the pages that handle a refusal
 * themselves (its code, message and whether it was a network failure).
 */
export function resultOf<T>(answer: { data?: T; error?: unknown }): ApiResult<T> {
  if (answer.error === undefined) {
    return { ok: true, code: 0, message: 'OK', data: answer.data as T };
  }
  if (isApiFailure(answer.error)) return answer.error;
  // A thrown error (RTK Query serializes it): no answer to show but its text.
  const { message } = answer.error as { message?: unknown };
  return {
    ok: false,
    code: -1,
    message: typeof message === 'string' ? message : String(answer.error),
    silent: false,
    network: false,
  };
}
