import { makeRequestId } from '@veso/api-client';
import type { ApiResult } from '@veso/api-client';
import { authPaths, embedPaths, otpPaths, SERVICE_ID } from '@veso/contract';
import type {
  CheckAccount,
  CheckPassword,
  DeviceInfo,
  EmbedRegister,
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

/** `GET /auth/check_account` (spec §4 step 1); the page shows the error itself. */
export function checkAccount(msisdn: string): AppThunk<Promise<ApiResult<CheckAccount>>> {
  return callApi((api) =>
    api.get<CheckAccount>(authPaths.checkAccount, { searchParams: { msisdn }, silent: true }),
  );
}

/** Sends a code by the messaging app or a voice call (41 daily cap, 100 within 60 s). */
export function sendOtp(
  accountId: string,
  channel: OtpChannel,
  type: OtpPurpose,
): AppThunk<Promise<ApiResult<SendOtp>>> {
  return callApi((api) =>
    api.post<SendOtp>(channel === 'call' ? otpPaths.sendCall : otpPaths.sendMessage, {
      json: { accountId, deviceInfo: deviceInfo(), requestId: makeRequestId(), type },
      silent: true,
    }),
  );
}

/** Verifies a code: a single-use token for register / reset / wallet register. */
export function verifyOtp(
  accountId: string,
  otpCode: string,
): AppThunk<Promise<ApiResult<VerifyOtp>>> {
  return callApi((api) =>
    api.post<VerifyOtp>(otpPaths.verify, {
      searchParams: { includesServiceId: 'true' },
      json: { accountId, deviceInfo: deviceInfo(), otpCode, requestId: makeRequestId() },
      silent: true,
    }),
  );
}

/** `POST /auth/register`, OTP variant: the verified number gets its password. */
export function registerWithToken(
  msisdn: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<Register>>> {
  return callApi((api) =>
    api.post<Register>(authPaths.register, {
      json: {
        msisdn,
        password: passwordMd5,
        token,
        activeMethod: 'sms',
        deviceId: deviceId(),
        requestId: makeRequestId(),
      },
      silent: true,
    }),
  );
}

/** `POST /auth/reset_password` with the token of a forgot-password verification. */
export function resetPassword(
  msisdn: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<{ account_id: string }>>> {
  return callApi((api) =>
    api.post<{ account_id: string }>(authPaths.resetPassword, {
      json: {
        msisdn,
        password: passwordMd5,
        token,
        activeMethod: 'sms',
        deviceId: deviceId(),
        requestId: makeRequestId(),
      },
      silent: true,
    }),
  );
}

/** Refetches the user info and balances everywhere (drawer, profile). */
function refreshAccount(): AppThunk {
  return (dispatch) => {
    dispatch(sessionApi.util.invalidateTags([BALANCE_TAG]));
  };
}

/** `POST /auth/update`: the profile form (fullname and birthday required). */
export function updateProfile(
  body: Omit<UpdateBody, 'requestId' | 'serviceId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callApi((api) =>
        api.post<UserInfo>(authPaths.update, {
          json: { ...body, serviceId: SERVICE_ID, requestId: makeRequestId() },
          silent: true,
        }),
      ),
    );
    if (result.ok) dispatch(refreshAccount());
    return result;
  };
}

/** `PUT /update_account_info`: some profile fields and/or a password change. */
export function updateAccountInfo(
  body: Omit<UpdateAccountInfoBody, 'requestId'>,
): AppThunk<Promise<ApiResult<UserInfo>>> {
  return async (dispatch) => {
    const result = await dispatch(
      callApi((api) =>
        api.put<UserInfo>(authPaths.updateAccountInfo, {
          json: { ...body, requestId: makeRequestId() },
          silent: true,
        }),
      ),
    );
    if (result.ok) dispatch(refreshAccount());
    return result;
  };
}

/** Wallet flow: `POST /app-service/check_password` for an account that already has one. */
export function checkEmbedPassword(
  accountId: string,
  passwordMd5: string,
): AppThunk<Promise<ApiResult<CheckPassword>>> {
  return callApi((api) =>
    api.post<CheckPassword>(embedPaths.checkPassword, {
      base: 'appService',
      json: { accountId, password: passwordMd5, requestId: makeRequestId() },
      silent: true,
    }),
  );
}

/** Wallet flow: `POST /app-service/user/register`, the first password with an OTP token. */
export function embedRegister(
  accountId: string,
  passwordMd5: string,
  token: string,
): AppThunk<Promise<ApiResult<EmbedRegister>>> {
  return callApi((api) =>
    api.post<EmbedRegister>(embedPaths.userRegister, {
      base: 'appService',
      json: {
        accountId,
        password: passwordMd5,
        token,
        deviceId: deviceId(),
        requestId: makeRequestId(),
      },
      silent: true,
    }),
  );
}

/** Wallet flow, last step: `POST /app-service/active_data` links the signed MID. */
export function activateWalletLink(params: {
  source: string;
  data: string;
  sig: string;
}): AppThunk<Promise<ApiResult<WalletLink>>> {
  return callApi((api) =>
    api.post<WalletLink>(embedPaths.activeData, {
      base: 'appService',
      json: { ...params, requestDate: Date.now(), requestId: makeRequestId() },
      silent: true,
    }),
  );
}
