import { fireEvent, screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  getSessionCookie,
  offlineFetch,
  renderWithProviders,
  selectToasts,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountServer, bodyOf, clearCookies, GOOD_OTP } from '../test/account-server';
import { RegisterPage } from './register-page';

// MD5 of 'matkhau1'.
const PASSWORD_MD5 = 'b562f20efc65e67ee63dfe447727c77a';

function WantedProbe() {
  const location = useLocation();
  return <p>Trang cần đến {location.search}</p>;
}

function renderRegister(handler: FakeApiHandler = accountServer(), from?: string) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={[{ pathname: '/dang-ky', state: from ? { from } : null }]}>
      <Routes>
        <Route path="/dang-ky" element={<RegisterPage />} />
        <Route path="/" element={<p>Trang chủ</p>} />
        <Route path="/lich-su-mua-ve" element={<WantedProbe />} />
      </Routes>
    </MemoryRouter>,
    { withRouter: false, fetch },
  );
  return { ...rendered, fetch };
}

type FormValues = { birthday?: string; password?: string; confirm?: string };

/** Fills the form (an empty birthday is left untouched) and presses Tiếp tục. */
async function fillForm(
  user: ReturnType<typeof renderRegister>['user'],
  phone = '0987654321',
  { birthday = '1990-05-17', password = 'matkhau1', confirm = password }: FormValues = {},
) {
  await user.type(screen.getByLabelText(/Số điện thoại của bạn/), phone);
  if (birthday !== '') {
    fireEvent.change(screen.getByLabelText(/Ngày sinh/), { target: { value: birthday } });
  }
  await user.type(screen.getByLabelText('Mật khẩu'), password);
  await user.type(screen.getByLabelText('Nhập lại mật khẩu'), confirm);
  await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
}

afterEach(clearCookies);

describe('RegisterPage', () => {
  it('registers with an OTP by the messaging app and signs the new account in', async () => {
    const { user, fetch, store } = renderRegister();
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Xác thực số điện thoại' });
    expect(dialog).toHaveTextContent('trong vòng 60 giây');
    expect(screen.getByRole('radio', { name: /Tin nhắn/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByRole('button', { name: /Gửi lại mã sau 60 giây/ })).toBeDisabled();
    expect(await bodyOf(fetch.requests, '/api/otp/message')).toMatchObject({
      accountId: '84987654321',
      type: 'register',
    });
    await user.type(screen.getByLabelText('Mã OTP'), GOOD_OTP);
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Trang chủ')).toBeInTheDocument();
    expect(await bodyOf(fetch.requests, '/api/auth/register')).toMatchObject({
      msisdn: '84987654321',
      password: PASSWORD_MD5,
      token: 'otp-token',
      activeMethod: 'sms',
      birthday: '1990-05-17',
    });
    expect(getSessionCookie()).toBe('tok');
    expect(selectToasts(store.getState()).map((t) => t.message)).toContain(
      'Đăng ký tài khoản thành công',
    );
  });

  it('offers a call instead: the button says Gọi Cho Tôi and the call endpoint is used', async () => {
    const { user, fetch } = renderRegister();
    await fillForm(user);
    await user.click(await screen.findByRole('radio', { name: /Cuộc gọi/ }));
    await user.click(screen.getByRole('button', { name: 'Gọi Cho Tôi' }));
    expect(await screen.findByLabelText('Mã OTP')).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.endsWith('/api/otp/call'))).toBe(true);
  });

  it('shows the wrong-code message and keeps the customer on the code', async () => {
    const { user, fetch } = renderRegister();
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Gửi mã' }));
    await user.type(await screen.findByLabelText('Mã OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mã OTP không đúng');
    expect(fetch.requests.some((r) => r.url.endsWith('/api/auth/register'))).toBe(false);
    expect(getSessionCookie()).toBeUndefined();
  });

  it('refuses a number that already has an account and a confirmation that differs', async () => {
    const { user } = renderRegister();
    await fillForm(user, '0912345678', { confirm: 'matkhau2' });
    expect(await screen.findByText('Mật khẩu nhập lại không khớp')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu'), 'matkhau1');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Số điện thoại đã được đăng ký, vui lòng đăng nhập',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the birthday and refuses a customer under 18 before calling the server', async () => {
    const { user, fetch } = renderRegister();
    await fillForm(user, '0987654321', { birthday: '' });
    expect(screen.getByLabelText(/Ngày sinh/)).toHaveAccessibleDescription(/Không được để trống\./);
    const minor = `${new Date().getFullYear() - 10}-01-01`;
    fireEvent.change(screen.getByLabelText(/Ngày sinh/), { target: { value: minor } });
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(
      await screen.findByText('Quý khách phải đủ 18 tuổi trở lên để mua vé số'),
    ).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });

  it('returns to the page the customer wanted, with its query, once registered', async () => {
    const { user } = renderRegister(accountServer(), '/lich-su-mua-ve?page=2');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Gửi mã' }));
    await user.type(await screen.findByLabelText('Mã OTP'), GOOD_OTP);
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Trang cần đến ?page=2')).toBeInTheDocument();
  });

  it('refuses a password shorter than 8 characters before calling the server', async () => {
    const { user, fetch } = renderRegister();
    await fillForm(user, '0987654321', { password: '12' });
    expect(await screen.findByText('Mật khẩu không được ít hơn 8 ký tự.')).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts a number typed with +84, spaces and dots and asks for the code of its msisdn', async () => {
    const { user, fetch } = renderRegister();
    await fillForm(user, '+84 987.654.321');
    await user.click(await screen.findByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByLabelText('Mã OTP')).toBeInTheDocument();
    const check = fetch.requests.find((r) => r.url.includes('/api/auth/check_account'));
    expect(new URL(check!.url).searchParams.get('msisdn')).toBe('84987654321');
    expect(await bodyOf(fetch.requests, '/api/otp/message')).toMatchObject({
      accountId: '84987654321',
    });
  });

  it('shows the daily cap message in the dialog when no more codes may be sent', async () => {
    const { user } = renderRegister(
      accountServer({ '/api/otp/message': () => errorResponse(41, 429) }),
    );
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Gửi mã' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Quý khách đã vượt quá số lần lấy mã OTP trong ngày',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mã OTP')).not.toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    const { user } = renderWithProviders(<RegisterPage />, { fetch: offlineFetch() });
    await fillForm(user);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Không có kết nối mạng',
    );
  }, 15_000);
});
