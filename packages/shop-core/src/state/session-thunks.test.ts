import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionApi } from '../api/session-api';
import { getAccountIdCookie, getSessionCookie, setSessionCookie } from '../cookies/cookies';
import { makeTestUserInfo } from '../test/account-fixture';
import { createFakeFetch, errorResponse, okResponse } from '../test/fake-api';
import type { FakeApiHandler } from '../test/fake-api';
import { setupTestStore } from '../test/render-with-providers';
import { signedIn } from './session-slice';
import { callApi, signIn } from './session-thunks';
import { signOut } from './thunks';
import { selectToasts } from './toasts-slice';

const PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';

const userInfo = makeTestUserInfo();

const serverHandler: FakeApiHandler = async (request, url) => {
  if (url.pathname === '/api/auth/signin') {
    const body = (await request.json()) as { password: string };
    if (body.password !== PASSWORD_MD5) return errorResponse(303);
    return okResponse({
      session: 'tok-1',
      account_id: '84912345678',
      expiresAt: '2030-01-01T00:00:00Z',
    });
  }
  if (url.pathname === '/api/auth/info') return okResponse(userInfo);
  if (url.pathname === '/api/auth/getPrizeBalance') {
    return okResponse({
      balanceName: 'TKTT',
      subscriber: url.searchParams.get('subscriber'),
      rewardBalance: 20000,
    });
  }
  if (url.pathname === '/api/auth/logout') return okResponse({ loggedOut: true });
  return errorResponse(-1, 503);
};

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

describe('signIn', () => {
  it('sends the captcha header, stores the cookies and loads info and prize balance', async () => {
    const fetch = createFakeFetch(serverHandler);
    const store = setupTestStore(undefined, { fetch });
    const result = await store.dispatch(
      signIn({ msisdn: '0912345678', passwordMd5: PASSWORD_MD5, captchaToken: 'dev-token' }),
    );
    expect(result.ok).toBe(true);
    expect(fetch.requests[0]?.headers.get('captcha')).toBe('dev-token');
    expect(getSessionCookie()).toBe('tok-1');
    expect(getAccountIdCookie()).toBe('84912345678');
    expect(store.getState().session).toMatchObject({ signedIn: true, accountId: '84912345678' });
    await waitFor(() => {
      const info = sessionApi.endpoints.getUserInfo.select()(store.getState());
      expect(info.data?.fullname).toBe('Nguyễn Văn A');
    });
    const balanceCall = fetch.requests.find((r) => r.url.includes('getPrizeBalance'));
    // An 84… account id goes out with a leading 0 for this call (spec §7).
    expect(new URL(balanceCall?.url ?? 'http://x').searchParams.get('subscriber')).toBe(
      '0912345678',
    );
  });

  it('stays signed out and shows the wrong-password message', async () => {
    const store = setupTestStore(undefined, { fetch: createFakeFetch(serverHandler) });
    const result = await store.dispatch(
      signIn({ msisdn: '0912345678', passwordMd5: '0'.repeat(32), captchaToken: 'dev' }),
    );
    expect(result.ok).toBe(false);
    expect(getSessionCookie()).toBeUndefined();
    expect(store.getState().session.signedIn).toBe(false);
    expect(selectToasts(store.getState()).map((t) => t.message)).toContain(
      'Tài khoản hoặc mật khẩu không đúng',
    );
  });
});

describe('signOut', () => {
  it('revokes the token, clears cookies and the user info', async () => {
    const fetch = createFakeFetch(serverHandler);
    const store = setupTestStore(undefined, { fetch });
    await store.dispatch(
      signIn({ msisdn: '0912345678', passwordMd5: PASSWORD_MD5, captchaToken: 'dev' }),
    );
    store.dispatch(signOut());
    expect(getSessionCookie()).toBeUndefined();
    expect(getAccountIdCookie()).toBeUndefined();
    expect(store.getState().session.signedIn).toBe(false);
    expect(sessionApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
    await waitFor(() => {
      const logout = fetch.requests.find((r) => r.url.endsWith('/api/auth/logout'));
      expect(logout?.headers.get('x-access-token')).toBe('tok-1');
    });
  });
});

describe('sessionEndMiddleware', () => {
  it.each([
    [5, 'Tài khoản của quý khách đã đăng nhập trên thiết bị khác'],
    [6, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
    [10, 'Phiên làm việc đã hết hạn'],
  ])('signs out once with a message when a call answers %i', async (code, message) => {
    setSessionCookie('old-token');
    const store = setupTestStore(undefined, {
      fetch: createFakeFetch(() => errorResponse(code, 401)),
    });
    store.dispatch(signedIn({ accountId: '84912345678' }));
    await Promise.all([
      store.dispatch(sessionApi.endpoints.getUserInfo.initiate()),
      store.dispatch(sessionApi.endpoints.getPrizeBalance.initiate('84912345678')),
    ]);
    expect(store.getState().session.signedIn).toBe(false);
    expect(getSessionCookie()).toBeUndefined();
    const messages = selectToasts(store.getState()).map((t) => t.message);
    expect(messages).toEqual([message]);
  });
});

describe('callApi', () => {
  it('signs out once when a direct api-client call answers 5, and passes other answers through', async () => {
    setSessionCookie('old-token');
    const store = setupTestStore(undefined, {
      fetch: createFakeFetch((_request, url) =>
        url.pathname === '/api/auth/update' ? errorResponse(5, 401) : errorResponse(303),
      ),
    });
    store.dispatch(signedIn({ accountId: '84912345678' }));
    const wrong = await store.dispatch(
      callApi((api) => api.post('/auth/update_password', { silent: true })),
    );
    expect(wrong).toMatchObject({ ok: false, code: 303 });
    expect(store.getState().session.signedIn).toBe(true);
    await store.dispatch(callApi((api) => api.post('/auth/update', { silent: true })));
    await store.dispatch(callApi((api) => api.post('/auth/update', { silent: true })));
    expect(store.getState().session.signedIn).toBe(false);
    expect(getSessionCookie()).toBeUndefined();
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual([
      'Tài khoản của quý khách đã đăng nhập trên thiết bị khác',
    ]);
  });
});
