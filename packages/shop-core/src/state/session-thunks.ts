import { baseApi, callEndpoint, makeRequestId } from '@veso/api-client';
import type { ApiClient, ApiResult } from '@veso/api-client';
import type { Session, SigninBody } from '@veso/contract';
import { CAPTCHA_HEADER, Code, messageForCode } from '@veso/contract';
import { authEndpoints } from '@veso/contract/endpoints/auth';
import { createAction } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { sessionApi } from '../api/session-api';
import { clearSession, setAccountIdCookie, setSessionCookie } from '../cookies/cookies';
import type { AppThunk, RootState } from './root-reducer';
import { signedIn, signedOut } from './session-slice';
import { showToast } from './toasts-slice';

/** What `signIn` sends: the msisdn, the MD5 hex of the trimmed password and a captcha token. */
export type SignInInput = {
  msisdn: string;
  passwordMd5: string;
  captchaToken: string;
  deviceId?: string;
};

/** Loads the account info and the prize balance of a signed-in account (spec §4). */
export function loadAccount(accountId: string): AppThunk {
  return (dispatch) => {
    void dispatch(sessionApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false }));
    void dispatch(sessionApi.endpoints.getPrizeBalance.initiate(accountId, { subscribe: false }));
  };
}

/**
 * Sign-in (spec §4): `POST /auth/signin` with the captcha header; on success stores the
 * `session` and `account_id` cookies (7 days), marks the session signed in and loads the
 * account info and prize balance. Errors (300, 303…) come back as the failed result; the
 * api-client has already toasted their message.
 */
export function signIn(input: SignInInput): AppThunk<Promise<ApiResult<Session>>> {
  return async (dispatch, _getState, { apiClient }) => {
    const body: SigninBody = {
      msisdn: input.msisdn,
      password: input.passwordMd5,
      requestId: makeRequestId(),
    };
    if (input.deviceId !== undefined) body.deviceId = input.deviceId;
    const result = await callEndpoint(
      apiClient,
      authEndpoints.signin,
      { body },
      { headers: { [CAPTCHA_HEADER]: input.captchaToken } },
    );
    if (result.ok) dispatch(startSession(result.data));
    return result;
  };
}

/** Stores a session the server handed out (sign-in, OTP registration, embed sign-on). */
export function startSession(session: Session): AppThunk {
  return (dispatch) => {
    setSessionCookie(session.session);
    setAccountIdCookie(session.account_id);
    dispatch(baseApi.util.resetApiState());
    dispatch(signedIn({ accountId: session.account_id }));
    dispatch(loadAccount(session.account_id));
  };
}

/** The answers that end the session wherever they come from (spec §7). */
const SESSION_END_CODES: ReadonlySet<number> = new Set([
  Code.LOGGED_ON_ANOTHER,
  Code.LOGIN_EXPIRED,
  Code.SESSION_EXPIRED,
]);

function sessionEndCode(action: unknown): number | undefined {
  if (typeof action !== 'object' || action === null) return undefined;
  const { payload } = action as { payload?: unknown };
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { ok, code } = payload as { ok?: unknown; code?: unknown };
  return ok === false && typeof code === 'number' && SESSION_END_CODES.has(code) ? code : undefined;
}

/**
 * Signs the customer out once, with the code's message, when any RTK Query call answers
 * 5 (signed in elsewhere), 6 or 10 (expired). Later answers of the same burst find the
 * session already closed and do nothing.
 */
export const sessionEndMiddleware: Middleware<object, RootState> =
  (store) => (next) => (action) => {
    const result = next(action);
    const code = sessionEndCode(action);
    if (code !== undefined && store.getState().session.signedIn) {
      clearSession();
      store.dispatch(signedOut());
      store.dispatch(baseApi.util.resetApiState());
      store.dispatch(showToast({ message: messageForCode(code), tone: 'error' }));
    }
    return result;
  };

/** A direct api-client answer, shown to {@link sessionEndMiddleware} (no state change of its own). */
export const apiAnswerReceived = createAction<ApiResult<unknown>>('session/apiAnswerReceived');

/**
 * A direct api-client call (outside RTK Query) made through the same session-end path:
 * a 5/6/10 answer signs the customer out once, with its message, as RTK Query calls do.
 */
export function callApi<T>(
  call: (apiClient: ApiClient) => Promise<ApiResult<T>>,
): AppThunk<Promise<ApiResult<T>>> {
  return async (dispatch, _getState, { apiClient }) => {
    const result = await call(apiClient);
    if (!result.ok) dispatch(apiAnswerReceived(result));
    return result;
  };
}
