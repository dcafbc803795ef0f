import {
  BALANCE_TAG,
  baseApi,
  endpointRequest,
  fromEndpoint,
  makeRequestId,
} from '@veso/api-client';
import type { ApiFailure, ApiResult, CallOptions } from '@veso/api-client';
import { SERVICE_ID } from '@veso/contract';
import type {
  CallInput,
  DeviceInfo,
  EmbedParams,
  OtpPurpose,
  SandboxLaunchBody,
  UpdateAccountInfoBody,
  UpdateBody,
} from '@veso/contract';
import { authEndpoints } from '@veso/contract/endpoints/auth';
import { embedEndpoints } from '@veso/contract/endpoints/embed';
import { otpEndpoints } from '@veso/contract/endpoints/otp';
import { withdrawEndpoints } from '@veso/contract/endpoints/withdraw';

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

/** The account calls are silent: the page shows the error itself. */
const SILENT: CallOptions = { silent: true };

/** What `sendOtp` is asked: the number, the channel and the purpose of the code. */
type SendOtpRequest = { accountId: string; channel: OtpChannel; type: OtpPurpose };

function sendOtpInput({
  accountId,
  type,
}: SendOtpRequest): CallInput<typeof otpEndpoints.sendMessage> {
  return { body: { accountId, deviceInfo: deviceInfo(), type, requestId: makeRequestId() } };
}

function passwordBody({ msisdn, passwordMd5, token }: PasswordWithToken) {
  return {
    msisdn,
    password: passwordMd5,
    token,
    activeMethod: 'sms' as const,
    deviceId: deviceId(),
    requestId: makeRequestId(),
  };
}

/**
 * The account calls (spec §4, §7) as RTK Query endpoints of the shop's one api: the
 * account pages dispatch them through `./account-calls`, and the webview's sign-on runs
 * them on its launch store before the shop's store exists. A profile change refetches the
 * user info and balances everywhere (drawer, profile). Every body carries a fresh
 * `requestId` (the webview sign-on's excepted).
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /auth/check_account` (spec §4 step 1). */
    checkAccount: build.query(
      fromEndpoint(authEndpoints.checkAccount, (msisdn: string) => ({ query: { msisdn } }), SILENT),
    ),
    /** Sends a code by the messaging app or a voice call (41 daily cap, 100 within 60 s). */
    sendOtp: build.mutation({
      ...fromEndpoint(otpEndpoints.sendMessage, sendOtpInput, SILENT),
      // Both channels take the same body and answer the same shape: the channel picks the entry.
      query: (request: SendOtpRequest) =>
        endpointRequest(
          request.channel === 'call' ? otpEndpoints.sendCall : otpEndpoints.sendMessage,
          sendOtpInput(request),
          SILENT,
        ),
    }),
    /** Verifies a code: a single-use token for register / reset / wallet register. */
    verifyOtp: build.mutation(
      fromEndpoint(
        otpEndpoints.verify,
        ({
          accountId,
          otpCode,
        }: {
          accountId: string;
          otpCode: string;
        }): CallInput<typeof otpEndpoints.verify> => ({
          query: { includesServiceId: 'true' },
          body: { accountId, deviceInfo: deviceInfo(), otpCode, requestId: makeRequestId() },
        }),
        SILENT,
      ),
    ),
    /** `POST /auth/register`, OTP variant: the verified number gets its password and birthday. */
    registerWithToken: build.mutation(
      fromEndpoint(
        authEndpoints.register,
        ({ birthday, ...input }: PasswordWithToken & { birthday?: string }) => ({
          body: { ...passwordBody(input), birthday },
        }),
        SILENT,
      ),
    ),
    /** `POST /auth/reset_password` with the token of a forgot-password verification. */
    resetPassword: build.mutation(
      fromEndpoint(
        authEndpoints.resetPassword,
        (input: PasswordWithToken) => ({ body: passwordBody(input) }),
        SILENT,
      ),
    ),
    /** `POST /auth/update`: the profile form (fullname and birthday required). */
    updateProfile: build.mutation({
      ...fromEndpoint(
        authEndpoints.update,
        (body: Omit<UpdateBody, 'requestId' | 'serviceId'>) => ({
          body: { ...body, serviceId: SERVICE_ID, requestId: makeRequestId() },
        }),
        SILENT,
      ),
      invalidatesTags: (result) => (result ? [BALANCE_TAG] : []),
    }),
    /** `PUT /update_account_info`: some profile fields and/or a password change. */
    updateAccountInfo: build.mutation({
      ...fromEndpoint(
        authEndpoints.updateAccountInfo,
        (body: Omit<UpdateAccountInfoBody, 'requestId'>) => ({
          body: { ...body, requestId: makeRequestId() },
        }),
        SILENT,
      ),
      invalidatesTags: (result) => (result ? [BALANCE_TAG] : []),
    }),
    /** Wallet flow: `POST /app-service/check_password` for an account that already has one. */
    checkEmbedPassword: build.mutation(
      fromEndpoint(
        embedEndpoints.checkPassword,
        ({ accountId, passwordMd5 }: { accountId: string; passwordMd5: string }) => ({
          body: { accountId, password: passwordMd5, requestId: makeRequestId() },
        }),
        SILENT,
      ),
    ),
    /** Wallet flow: `POST /app-service/user/register`, the first password with an OTP token. */
    embedRegister: build.mutation(
      fromEndpoint(
        embedEndpoints.userRegister,
        ({
          accountId,
          passwordMd5,
          token,
        }: {
          accountId: string;
          passwordMd5: string;
          token: string;
        }) => ({
          body: {
            accountId,
            password: passwordMd5,
            token,
            deviceId: deviceId(),
            requestId: makeRequestId(),
          },
        }),
        SILENT,
      ),
    ),
    /** Wallet flow, last step: `POST /app-service/active_data` links the signed MID. */
    activateWalletLink: build.mutation(
      fromEndpoint(
        embedEndpoints.activeData,
        (params: EmbedParams) => ({
          body: { ...params, requestDate: Date.now(), requestId: makeRequestId() },
        }),
        SILENT,
      ),
    ),
    /**
     * Webview sign-on: `POST /app-service/auth/signin` with the launch's signed parameters
     * (no requestId: the server refuses a replayed signature by itself).
     */
    embedSignIn: build.mutation(
      fromEndpoint(embedEndpoints.signin, (params: EmbedParams) => ({ body: params }), SILENT),
    ),
    /** `GET /customer/bank_prize_payment`: the banks prizes can be paid to. */
    getPrizeBanks: build.query(fromEndpoint(withdrawEndpoints.bankPrizePayment, SILENT)),
    /** `GET /auth/captcha`: which captcha provider the server runs. */
    getCaptchaConfig: build.query(fromEndpoint(authEndpoints.captcha, SILENT)),
    /**
     * Sandbox: `POST /app-service/sandbox/launch` signs a test webview launch as a wallet
     * partner's server does, at the server's time (never the phone's clock).
     */
    sandboxLaunch: build.mutation(
      fromEndpoint(embedEndpoints.sandboxLaunch, (body: SandboxLaunchBody) => ({ body }), SILENT),
    ),
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
