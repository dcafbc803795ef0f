import { screen } from '@testing-library/react';
import { createFakeFetch, errorResponse, renderWithProviders, selectToasts } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountServer, bodyOf } from '../test/account-server';
import { SetPasswordPage } from './set-password-page';
import type { SetPasswordState } from './set-password-page';

function ProfileProbe() {
  const location = useLocation();
  return <p>Hồ sơ {location.search}</p>;
}

const LAUNCH = { source: 'sandbox', data: 'launch-data', sig: 'launch-sig' };

function renderSetPassword(
  state: SetPasswordState | null,
  handler: FakeApiHandler = accountServer(),
  embedParams: typeof LAUNCH | null = null,
) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[{ pathname: '/thiet-lap-mat-khau', state }]}>
      <Routes>
        <Route path="/thiet-lap-mat-khau" element={<SetPasswordPage />} />
        <Route path="/dang-nhap" element={<p>Trang đăng nhập</p>} />
        <Route path="/cap-nhat-thong-tin-tai-khoan" element={<ProfileProbe />} />
      </Routes>
    </MemoryRouter>,
    {
      fetch,
      withRouter: false,
      ...(embedParams
        ? {
            preloadedState: {
              session: { signedIn: true, accountId: '84912345678', embed: true, embedParams },
            },
          }
        : {}),
    },
  );
  return { ...rendered, fetch };
}

const FORGOT: SetPasswordState = {
  accountId: '84912345678',
  token: 'otp-token',
  purpose: 'forgot-password',
};

async function typePasswords(
  user: ReturnType<typeof renderSetPassword>['user'],
  a: string,
  b: string,
) {
  await user.type(screen.getByLabelText('Mật khẩu mới'), a);
  await user.type(screen.getByLabelText('Nhập lại mật khẩu'), b);
  await user.click(screen.getByRole('button', { name: 'Lưu mật khẩu' }));
}

describe('SetPasswordPage', () => {
  it('resets a forgotten password with the OTP token, then asks to sign in again', async () => {
    const { user, fetch, store } = renderSetPassword(FORGOT);
    await typePasswords(user, 'moi12345', 'moi12345');
    expect(await screen.findByText('Trang đăng nhập')).toBeInTheDocument();
    expect(await bodyOf(fetch.requests, '/api/auth/reset_password')).toMatchObject({
      msisdn: '84912345678',
      token: 'otp-token',
      password: '0e63cd80a702d31ad0d1e6dbfd177a3c', // MD5 of 'moi12345'
    });
    expect(selectToasts(store.getState()).map((t) => t.message)).toContain(
      'Đặt lại mật khẩu thành công, vui lòng đăng nhập',
    );
  });

  it('refuses a password shorter than 8 characters without calling the server', async () => {
    const { user, fetch } = renderSetPassword(FORGOT);
    await typePasswords(user, '12', '12');
    expect(await screen.findByText('Mật khẩu không được ít hơn 8 ký tự.')).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.includes('/api/auth/reset_password'))).toBe(false);
  });

  it('refuses a confirmation that differs without calling the server', async () => {
    const { user, fetch } = renderSetPassword(FORGOT);
    await typePasswords(user, 'moi12345', 'khac1234');
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });

  it('shows the server message when the token is refused', async () => {
    const { user } = renderSetPassword(
      FORGOT,
      accountServer({ '/api/auth/reset_password': () => errorResponse(37) }),
    );
    await typePasswords(user, 'moi12345', 'moi12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mã OTP không hợp lệ');
  });

  it('sets a wallet user’s first password, links the wallet at once, then opens the profile step', async () => {
    const { user, fetch } = renderSetPassword(
      { accountId: '84912345678', token: 'otp-token', purpose: 'link' },
      accountServer({
        '/api/app-service/user/register': () =>
          Response.json({
            code: 0,
            message: 'OK',
            data: { account_id: '84912345678', registered: true },
          }),
        '/api/app-service/active_data': () =>
          Response.json({
            code: 0,
            message: 'OK',
            data: { account_id: '84912345678', source: 'sandbox', mid: 'm', linked: true },
          }),
      }),
      LAUNCH,
    );
    await typePasswords(user, 'moi12345', 'moi12345');
    // The profile step keeps its linking mode in the address (a reload keeps it).
    expect(await screen.findByText(/Hồ sơ/)).toHaveTextContent('Hồ sơ ?link=1');
    expect(await bodyOf(fetch.requests, '/api/app-service/user/register')).toMatchObject({
      accountId: '84912345678',
      token: 'otp-token',
    });
    expect(await bodyOf(fetch.requests, '/api/app-service/active_data')).toMatchObject(LAUNCH);
    const paths = fetch.requests.map((r) => new URL(r.url).pathname);
    expect(paths.indexOf('/api/app-service/active_data')).toBeGreaterThan(
      paths.indexOf('/api/app-service/user/register'),
    );
  });

  it('explains that the verification is gone when opened directly', () => {
    renderSetPassword(null);
    expect(screen.getByText('Phiên xác thực không còn hiệu lực')).toBeInTheDocument();
  });
});
