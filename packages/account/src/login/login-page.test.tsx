import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  getSessionCookie,
  offlineFetch,
  okResponse,
  renderWithProviders,
  RequireAuth,
  selectToasts,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { getUserAreaCookie } from '@veso/shop-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { GuestLoginPage, LoginPage } from './login-page';
import { checkAccountAnswer } from '../test/account-server';

function HomeProbe() {
  const location = useLocation();
  return <p>Trang chủ {location.search}</p>;
}

function WantedProbe() {
  const location = useLocation();
  return (
    <p>
      Trang cần đến {location.pathname}
      {location.search}
    </p>
  );
}

function VerifyProbe() {
  const location = useLocation();
  return <p>OTP {location.search}</p>;
}

// MD5 of '123456', the demo account's password.
const PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';

const server: FakeApiHandler = async (request, url) => {
  if (url.pathname === '/api/auth/check_account') return checkAccountAnswer(url);
  if (url.pathname === '/api/otp/call') {
    return okResponse({
      account_id: '84912345678',
      channel: 'voice',
      expiresIn: 300,
      resendIn: 60,
    });
  }
  if (url.pathname === '/api/update_account_info') return okResponse({});
  if (url.pathname === '/api/auth/signin') {
    const body = (await request.json()) as { password: string };
    if (body.password !== PASSWORD_MD5) return errorResponse(303, 401);
    return okResponse({
      session: 'tok',
      account_id: '84912345678',
      expiresAt: '2030-01-01T00:00:00Z',
    });
  }
  return errorResponse(-1, 503);
};

function renderLogin(fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <Routes>
      <Route path="/dang-nhap" element={<LoginPage />} />
      <Route path="/" element={<p>Trang chủ</p>} />
      <Route path="/xac-thuc-so-dien-thoai" element={<VerifyProbe />} />
    </Routes>,
    { route: '/dang-nhap', fetch },
  );
}

afterEach(() => {
  document.cookie = 'session=; path=/; max-age=0';
  document.cookie = 'account_id=; path=/; max-age=0';
  document.cookie = 'userArea=; path=/; max-age=0';
});

describe('LoginPage', () => {
  it('shows the spec §2 dialog and keeps Tiếp tục disabled while the phone is invalid', async () => {
    const { user } = renderLogin(createFakeFetch(server));
    expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByText('+84')).toBeInTheDocument();
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('maxLength', '25');
    expect(screen.getByRole('link', { name: 'ĐĂNG KÝ' })).toHaveAttribute('href', '/dang-ky');
    const submit = screen.getByRole('button', { name: 'Tiếp tục' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    expect(submit).toBeEnabled();
  });

  it('takes the number typed after +84 without its 0, and says what is expected of a wrong one', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderLogin(fetch);
    const phone = screen.getByLabelText(/Số điện thoại của bạn/);
    const submit = screen.getByRole('button', { name: 'Tiếp tục' });
    await user.type(phone, '91234567');
    expect(submit).toBeDisabled();
    expect(phone).toHaveAccessibleDescription(
      /Nhập số di động 9 chữ số sau \+84 \(ví dụ 912 345 678\)/,
    );
    await user.type(phone, '8');
    expect(submit).toBeEnabled();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/ví dụ 912 345 678/)).toBeNull();
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(submit);
    expect(
      await screen.findByRole('heading', { name: 'Chọn khu vực của bạn' }),
    ).toBeInTheDocument();
    const check = fetch.requests.find((r) => r.url.includes('/api/auth/check_account'));
    expect(new URL(check?.url ?? '').searchParams.get('msisdn')).toBe('84912345678');
    const signin = fetch.requests.find((r) => r.url.endsWith('/api/auth/signin'));
    expect(await signin?.clone().json()).toMatchObject({ msisdn: '84912345678' });
  });

  it('signs in with the MD5 of the trimmed password, toasts for 2 s, asks the area and goes home', async () => {
    const fetch = createFakeFetch(server);
    const { user, store } = renderLogin(fetch);
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await user.type(screen.getByLabelText('Mật khẩu'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(
      await screen.findByRole('heading', { name: 'Chọn khu vực của bạn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miền Bắc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miền Trung' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Miền Nam' }));
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(getUserAreaCookie()).toBe('xsmn');
    const areaSaved = fetch.requests.find((r) => r.url.endsWith('/api/update_account_info'));
    expect(await areaSaved?.clone().json()).toMatchObject({ area: 'xsmn' });
    expect(getSessionCookie()).toBe('tok');
    const signin = fetch.requests.find((r) => r.url.endsWith('/api/auth/signin'));
    expect(signin?.headers.get('captcha')).toBe('veso-sandbox-captcha');
    expect(selectToasts(store.getState())).toContainEqual(
      expect.objectContaining({ message: 'Đăng nhập thành công', durationMs: 2000 }),
    );
  });

  it('returns to the protected page the customer wanted, with its query, after signing in', async () => {
    const { user } = renderWithProviders(
      <MemoryRouter initialEntries={['/lich-su-mua-ve?page=2&status=1']}>
        <Routes>
          <Route path="/dang-nhap" element={<GuestLoginPage />} />
          <Route path="/" element={<p>Trang chủ</p>} />
          <Route
            path="/lich-su-mua-ve"
            element={
              <RequireAuth>
                <WantedProbe />
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>,
      { withRouter: false, fetch: createFakeFetch(server) },
    );
    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ĐĂNG KÝ' })).toHaveAttribute('href', '/dang-ky');
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912 345 678');
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await user.click(await screen.findByRole('button', { name: 'Miền Nam' }));
    expect(
      await screen.findByText('Trang cần đến /lich-su-mua-ve?page=2&status=1'),
    ).toBeInTheDocument();
  });

  it('tells an unknown number to register', async () => {
    const { user } = renderLogin(createFakeFetch(server));
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0987654321');
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản không tồn tại, hãy đăng ký tài khoản mới',
    );
  });

  it('shows the wrong-password message and stays on the page', async () => {
    const { user } = renderLogin(createFakeFetch(server));
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await user.type(screen.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản hoặc mật khẩu không đúng',
    );
    expect(getSessionCookie()).toBeUndefined();
  });

  it('says when there is no connection', async () => {
    const { user } = renderLogin(offlineFetch());
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Không có kết nối mạng',
    );
  }, 15_000);

  it('forgot password: asks for the phone first, then confirms and calls with the code', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderLogin(fetch);
    await user.click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hãy nhập sdt của bạn');
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('60 giây');
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gọi cho tôi' }));
    expect(await screen.findByText(/^OTP /)).toHaveTextContent(
      'OTP ?account_id=84912345678&type=forgot-password',
    );
    const call = fetch.requests.find((r) => r.url.endsWith('/api/otp/call'));
    expect(await call?.clone().json()).toMatchObject({
      accountId: '84912345678',
      type: 'forgot-password',
    });
  });

  it('forgot password for an unknown number says to register and sends nothing', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderLogin(fetch);
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Quên mật khẩu?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản không tồn tại, hãy đăng ký tài khoản mới',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.includes('/otp/'))).toBe(false);
  });

  it('guest guard: a signed-in customer opening the page goes home, in the webview with tab=1', () => {
    renderWithProviders(
      <Routes>
        <Route path="/dang-nhap" element={<LoginPage guestOnly />} />
        <Route path="/" element={<HomeProbe />} />
      </Routes>,
      {
        route: '/dang-nhap?source=vi',
        preloadedState: {
          session: {
            signedIn: true,
            accountId: '84912345678',
            embed: true,
            embedParams: { source: 'vi', data: 'd', sig: 's' },
          },
        },
      },
    );
    expect(screen.getByText(/Trang chủ/)).toHaveTextContent('Trang chủ ?source=vi&tab=1');
  });

  it('guest guard: its own sign-in still reaches the area step', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/dang-nhap" element={<LoginPage guestOnly />} />
        <Route path="/" element={<HomeProbe />} />
      </Routes>,
      { route: '/dang-nhap', fetch: createFakeFetch(server) },
    );
    await user.type(screen.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(
      await screen.findByRole('heading', { name: 'Chọn khu vực của bạn' }),
    ).toBeInTheDocument();
  });
});
