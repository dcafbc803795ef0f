import type { ApiResult } from '@veso/api-client';
import type {
  BankList,
  CaptchaConfig,
  CheckAccount,
  CheckPassword,
  EmbedParams,
  EmbedRegister,
  OtpPurpose,
  Register,
  SandboxLaunch,
  SandboxLaunchBody,
  SendOtp,
  UpdateAccountInfoBody,
  UpdateBody,
  UserInfo,
  VerifyOtp,
  WalletLink,
} from '@veso/contract';
import { OFFLINE_MESSAGE } from '@veso/shop-core';
import type { AppThunk } from '@veso/shop-core';
import { accountApi, resultOf } from './account-api';
import type { OtpChannel } from './account-api';

export { deviceId, deviceInfo } from './account-api';
export type { OtpChannel } from './account-api';

/*
 * The account pages' calls: each dispatches its `accountApi` endpoint (RTK Query) and
 * answers the api-client's result, since the pages show a refusal themselves. Nothing is
 * cached: a mutation is not tracked and a lookup is asked again every time.
 */

type Answer<T> = PromiseLike<{ data?: T; error?: unknown }>;

function answered<T>(start: AppThunk<Answer<T>>): AppThunk<Promise<ApiResult<T>>> {
  return async (dispatch) => resultOf<T>(await dispatch(start));
}

const once = { track: false } as const;
const fresh = { subscribe: false, forceRefetch: true } as const;

/**
 * `GET /auth/check_account` (spec §4 step 1). A missing account is an OK answer whose
 * `error` field says why (300 none, 305 no password yet); the page shows it itself.
 */
export function checkAccount(msisdn: string): AppThunk<Promise<ApiResult<CheckAccount>>> {
  return answered(accountApi.endpoints.checkAccount.initiate(msisdn, fresh));
}

/**
 * What to tell the customer after a check for an account that must exist: the failure
 * (offline or refused) or the answer's `error` message; null when the account is usable.
 */
export function missingAccountMessage(check: ApiResult<CheckAccount>): string | null {
  if (!check.ok) return check.network ? OFFLINE_MESSAGE : check.message;
  return check.data.error?.message ?? null;
}

/** Sends a code by the messaging app or a voice call (41 daily cap, 100 within 60 s). */
export function sendOtp(
  accountId: string,
  channel: OtpChannel,
  type: OtpPurpose,
): AppThunk<Promise<ApiResult<SendOtp>>> {
  return answered(accountApi.endpoints.sendOtp.initiate({ accountId, channel, type }, once));
}

/** Verifies a code: a single-use token for register / reset / wallet register. */
export function verifyOtp(
  accountId: string,
  otpCode: string,
): AppThunk<Promise<ApiResult<VerifyOtp>>> {
  return answered(accountApi.endpoints.verifyOtp.initiate({ accountId, otpCode }, once));
}

/** `POST /auth/register`, OTP variant: the verified number gets its password. */
export function registerWithToken(
  msisdn: string,
  passwordMd5: string,
  token: string,
  birthday?: string,
): AppThunk<Promise<ApiResult<Register>>> {
  return answered(
    accountApi.endpoints.registerWithToken.initiate({ msisdn, passwordMd5, token, birthday }, once),
  );
}

/** `POST /auth/reset_password` with the token of a forgot-password verification. */
export function resetPassword(
  msisdn: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<{ account_id: string }>>> {
  return answered(
    accountApi.endpoints.resetPassword.initiate({ msisdn, passwordMd5, token }, once),
  );
}

/** `POST /auth/update`: the profile form (fullname and birthday required). */
export function updateProfile(
  body: Omit<UpdateBody, 'requestId' | 'serviceId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return answered(accountApi.endpoints.updateProfile.initiate(body, once));
}

/** `PUT /update_account_info`: some profile fields and/or a password change. */
export function updateAccountInfo(
  body: Omit<UpdateAccountInfoBody, 'requestId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return answered(accountApi.endpoints.updateAccountInfo.initiate(body, once));
}

/** Wallet flow: `POST /app-service/check_password` for an account that already has one. */
export function checkEmbedPassword(
  accountId: string,
  passwordMd5: string,
): AppThunk<Promise<ApiResult<CheckPassword>>> {
  return answered(
    accountApi.endpoints.checkEmbedPassword.initiate({ accountId, passwordMd5 }, once),
  );
}

/** Wallet flow: `POST /app-service/user/register`, the first password with an OTP token. */
export function embedRegister(
  accountId: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<EmbedRegister>>> {
  return answered(
    accountApi.endpoints.embedRegister.initiate({ accountId, passwordMd5, token }, once),
  );
}

/** Wallet flow, last step: `POST /app-service/active_data` links the signed MID. */
export function activateWalletLink(params: EmbedParams): AppThunk<Promise<ApiResult<WalletLink>>> {
  return answered(accountApi.endpoints.activateWalletLink.initiate(params, once));
}

/** `GET /customer/bank_prize_payment`: the banks prizes can be paid to. */
export function getPrizeBanks(): AppThunk<Promise<ApiResult<BankList>>> {
  return answered(accountApi.endpoints.getPrizeBanks.initiate(undefined, fresh));
}

/** `GET /auth/captcha`: which captcha provider the server runs. */
export function getCaptchaConfig(): AppThunk<Promise<ApiResult<CaptchaConfig>>> {
  return answered(accountApi.endpoints.getCaptchaConfig.initiate(undefined, fresh));
}

/** Sandbox: a test webview launch signed at the server's time. */
export function sandboxLaunch(
  body: SandboxLaunchBody,
): AppThunk<Promise<ApiResult<SandboxLaunch>>> {
  return answered(accountApi.endpoints.sandboxLaunch.initiate(body, once));
}
