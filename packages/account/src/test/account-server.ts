import { errorResponse, makeTestPrizeBalance, makeTestUserInfo, okResponse } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';

/** The signed-in test account's `userInfo`. */
export const TEST_USER = makeTestUserInfo();

/** The one OTP code the fake server accepts. */
export const GOOD_OTP = '123456';

type Overrides = Record<string, FakeApiHandler>;

/**
 * The `check_account` answer of the fake server: the one registered number, else an OK
 * answer whose `error` says the account does not exist (spec §7, code 300).
 */
export function checkAccountAnswer(url: URL): Response {
  const msisdn = url.searchParams.get('msisdn') ?? '';
  return msisdn === '84912345678'
    ? okResponse({ account_id: msisdn, registered: true, error: null })
    : okResponse({
        account_id: msisdn,
        registered: false,
        error: { code: 300, message: 'Tài khoản không tồn tại, hãy đăng ký tài khoản mới' },
      });
}

/**
 * A small fake of the account endpoints: one registered number (0912345678), code
 * {@link GOOD_OTP}, wrong codes answer 3; `overrides` replaces any path's answer.
 */
export function accountServer(overrides: Overrides = {}): FakeApiHandler {
  return async (request, url) => {
    const override = overrides[url.pathname];
    if (override) return override(request, url);
    switch (url.pathname) {
      case '/api/auth/check_account':
        return checkAccountAnswer(url);
      case '/api/otp/message':
      case '/api/otp/call': {
        const body = (await request.json()) as { accountId: string };
        return okResponse({
          account_id: body.accountId,
          channel: url.pathname.endsWith('call') ? 'voice' : 'message',
          expiresIn: 300,
          resendIn: 60,
        });
      }
      case '/api/otp/verify': {
        const body = (await request.json()) as { accountId: string; otpCode: string };
        return body.otpCode === GOOD_OTP
          ? okResponse({ account_id: body.accountId, token: 'otp-token', registered: false })
          : errorResponse(3);
      }
      case '/api/auth/register':
        return okResponse({ account_id: '84987654321', registered: true, nextStep: 'signin' });
      case '/api/auth/reset_password':
        return okResponse({ account_id: '84912345678' });
      case '/api/auth/signin': {
        const body = (await request.json()) as { msisdn: string };
        return okResponse({
          session: 'tok',
          account_id: body.msisdn,
          expiresAt: '2030-01-01T00:00:00Z',
        });
      }
      case '/api/auth/info':
        return okResponse(TEST_USER);
      case '/api/auth/getPrizeBalance':
        return okResponse(makeTestPrizeBalance());
      case '/api/auth/update': {
        const body = (await request.json()) as Record<string, unknown>;
        return okResponse({ ...TEST_USER, ...body });
      }
      default:
        return errorResponse(-1, 503);
    }
  };
}

/** The JSON body of the first request to `path`. */
export async function bodyOf(requests: Request[], path: string): Promise<unknown> {
  const request = requests.find((r) => new URL(r.url).pathname === path);
  return request ? request.clone().json() : undefined;
}

export function clearCookies(): void {
  for (const name of ['session', 'account_id', 'userArea', 'embedParams']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/** The captcha (`provider`) and `gen-check-sum` endpoints of the webview launch page. */
export function genCheckSumServer(provider: 'sandbox' | 'recaptcha'): FakeApiHandler {
  return (_request, url) => {
    if (url.pathname === '/api/auth/captcha') return okResponse({ provider, siteKey: null });
    if (url.pathname === '/api/app-service/sandbox/launch') {
      return okResponse({
        source: 'sandbox',
        data: 'eyJzaWduZWQiOiJieSB0aGUgc2VydmVyIn0',
        sig: 'ab'.repeat(32),
        time: 1_700_000_000_000,
      });
    }
    return errorResponse(-1, 503);
  };
}
