import { makeRequestId } from '@veso/api-client';
import type { ApiClient, ApiResult, RequestOptions } from '@veso/api-client';
import { authPaths, embedPaths, otpPaths, SERVICE_ID } from '@veso/contract';
import type {
  CheckAccount,
  CheckPassword,
  DeviceInfo,
  EmbedParams,
  EmbedRegister,
  EmbedSignin,
  OtpPurpose,
  Register,
  SendOtp,
  UpdateAccountInfoBody,
  UpdateBody,
  UserInfo,
  VerifyOtp,
  WalletLink,
} from '@veso/contract';
import { BALANCE_TAG, callApi, sessionApi } from '@veso/shop-core';
import type { AppThunk } from '@veso/shop-core';

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

/** One call on the api-client's request path: with the store (`callApi`) or before it. */
export type AccountRequest<T> = (api: ApiClient) => Promise<ApiResult<T>>;

/**
 * One silent account request: the page shows the error itself, and every body carries a
 * fresh `requestId`.
 */
function accountRequest<T>(
  method: 'post' | 'put',
  path: string,
  json: Record<string, unknown>,
  options: Omit<RequestOptions, 'json' | 'silent'> = {},
): AccountRequest<T> {
  return (api) =>
    api[method]<T>(path, {
      ...options,
      json: { ...json, requestId: makeRequestId() },
      silent: true,
    });
}

/** {@link accountRequest} as a store thunk. */
function accountCall<T>(
  ...args: Parameters<typeof accountRequest<T>>
): AppThunk<Promise<ApiResult<T>>> {
  return callApi(accountRequest<T>(...args));
}

/** Refetches the user info and balances everywhere (drawer, profile) once `call` succeeds. */
function refreshingAccount<T>(
  call: AppThunk<Promise<ApiResult<T>>>,
): AppThunk<Promise<ApiResult<T>>> {
  return async (dispatch) => {
    const result = await dispatch(call);
    if (result.ok) dispatch(sessionApi.util.invalidateTags([BALANCE_TAG]));
    return result;
  };
}

/** `GET /auth/check_account` (spec §4 step 1); the page shows the error itself. */
export function checkAccount(msisdn: string): AppThunk<Promise<ApiResult<CheckAccount>>> {
  return callApi((api) =>
    api.get<CheckAccount>(authPaths.checkAccount, { searchParams: { msisdn }, silent: true }),
  );
}

/** The request of {@link sendOtp}. */
export function sendOtpRequest(
  accountId: string,
  channel: OtpChannel,
  type: OtpPurpose,
): AccountRequest<SendOtp> {
  return accountRequest<SendOtp>(
    'post',
    channel === 'call' ? otpPaths.sendCall : otpPaths.sendMessage,
    { accountId, deviceInfo: deviceInfo(), type },
  );
}

/** Sends a code by the messaging app or a voice call (41 daily cap, 100 within 60 s). */
export function sendOtp(
  accountId: string,
  channel: OtpChannel,
  type: OtpPurpose,
): AppThunk<Promise<ApiResult<SendOtp>>> {
  return callApi(sendOtpRequest(accountId, channel, type));
}

/** Verifies a code: a single-use token for register / reset / wallet register. */
export function verifyOtp(
  accountId: string,
  otpCode: string,
): AppThunk<Promise<ApiResult<VerifyOtp>>> {
  return accountCall<VerifyOtp>(
    'post',
    otpPaths.verify,
    { accountId, deviceInfo: deviceInfo(), otpCode },
    { searchParams: { includesServiceId: 'true' } },
  );
}

/** The body of a password set with an OTP token (registration and reset). */
function passwordWithToken(msisdn: string, passwordMd5: string, token: string) {
  return { msisdn, password: passwordMd5, token, activeMethod: 'sms', deviceId: deviceId() };
}

/** `POST /auth/register`, OTP variant: the verified number gets its password. */
export function registerWithToken(
  msisdn: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<Register>>> {
  return accountCall<Register>(
    'post',
    authPaths.register,
    passwordWithToken(msisdn, passwordMd5, token),
  );
}

/** `POST /auth/reset_password` with the token of a forgot-password verification. */
export function resetPassword(
  msisdn: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<{ account_id: string }>>> {
  return accountCall<{ account_id: string }>(
    'post',
    authPaths.resetPassword,
    passwordWithToken(msisdn, passwordMd5, token),
  );
}

/** `POST /auth/update`: the profile form (fullname and birthday required). */
export function updateProfile(
  body: Omit<UpdateBody, 'requestId' | 'serviceId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return refreshingAccount(
    accountCall<UserInfo>('post', authPaths.update, { ...body, serviceId: SERVICE_ID }),
  );
}

/** `PUT /update_account_info`: some profile fields and/or a password change. */
export function updateAccountInfo(
  body: Omit<UpdateAccountInfoBody, 'requestId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return refreshingAccount(accountCall<UserInfo>('put', authPaths.updateAccountInfo, body));
}

/** Wallet flow: `POST /app-service/check_password` for an account that already has one. */
export function checkEmbedPassword(
  accountId: string,
  passwordMd5: string,
): AppThunk<Promise<ApiResult<CheckPassword>>> {
  return accountCall<CheckPassword>(
    'post',
    embedPaths.checkPassword,
    { accountId, password: passwordMd5 },
    { base: 'appService' },
  );
}

/** Wallet flow: `POST /app-service/user/register`, the first password with an OTP token. */
export function embedRegister(
  accountId: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<EmbedRegister>>> {
  return accountCall<EmbedRegister>(
    'post',
    embedPaths.userRegister,
    { accountId, password: passwordMd5, token, deviceId: deviceId() },
    { base: 'appService' },
  );
}

/** The request of {@link activateWalletLink}. */
export function activateWalletLinkRequest(params: EmbedParams): AccountRequest<WalletLink> {
  return accountRequest<WalletLink>(
    'post',
    embedPaths.activeData,
    { ...params, requestDate: Date.now() },
    { base: 'appService' },
  );
}

/** Wallet flow, last step: `POST /app-service/active_data` links the signed MID. */
export function activateWalletLink(params: EmbedParams): AppThunk<Promise<ApiResult<WalletLink>>> {
  return callApi(activateWalletLinkRequest(params));
}

/**
 * Webview sign-on: `POST /app-service/auth/signin` with the launch's signed parameters
 * (no requestId: the server refuses a replayed signature by itself).
 */
export function embedSignInRequest(params: EmbedParams): AccountRequest<EmbedSignin> {
  return (api) =>
    api.post<EmbedSignin>(embedPaths.signin, { base: 'appService', json: params, silent: true });
}
