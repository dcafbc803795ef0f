import { act, screen } from '@testing-library/react';
import { createFakeFetch, errorResponse, renderWithProviders } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountServer, bodyOf, GOOD_OTP } from '../test/account-server';
import { VerifyPhonePage } from './verify-phone-page';

function SetPasswordProbe() {
  const location = useLocation();
  return <p>Đặt mật khẩu {JSON.stringify(location.state)}</p>;
}

function renderVerify(
  handler: FakeApiHandler = accountServer(),
  route = '/xac-thuc-so-dien-thoai?account_id=84912345678&type=forgot-password',
) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/xac-thuc-so-dien-thoai" element={<VerifyPhonePage />} />
      <Route path="/thiet-lap-mat-khau" element={<SetPasswordProbe />} />
    </Routes>,
    { route, fetch },
  );
  return { ...rendered, fetch };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyPhonePage', () => {
  it('verifies the code and hands the token to the set-password page', async () => {
    const { user, fetch } = renderVerify();
    expect(screen.getByRole('heading', { name: 'Xác thực số điện thoại' })).toBeInTheDocument();
    expect(screen.getByText(/0912345678/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mã OTP'), GOOD_OTP);
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(/Đặt mật khẩu/)).toHaveTextContent(
      '{"accountId":"84912345678","token":"otp-token","purpose":"forgot-password"}',
    );
    expect(await bodyOf(fetch.requests, '/api/otp/verify')).toMatchObject({
      accountId: '84912345678',
      otpCode: GOOD_OTP,
      deviceInfo: { devId: expect.any(String) },
    });
    const verify = fetch.requests.find((r) => r.url.includes('/api/otp/verify'));
    expect(new URL(verify!.url).searchParams.get('includesServiceId')).toBe('true');
  });

  it.each([
    [2, 'Mã OTP đã hết hạn, vui lòng lấy mã mới'],
    [3, 'Mã OTP không đúng, vui lòng nhập lại'],
    [4, 'Quý khách đã thao tác quá nhiều lần, vui lòng thử lại sau'],
    [40, 'Quý khách đã nhập sai mã OTP quá nhiều lần'],
    [301, 'Số điện thoại xác thực khác với số điện thoại nhận mã OTP'],
    [304, 'Số điện thoại xác thực khác với số điện thoại đang đăng nhập'],
  ])('shows the spec §8 message of code %i and stays on the code', async (code, message) => {
    const { user } = renderVerify(accountServer({ '/api/otp/verify': () => errorResponse(code) }));
    await user.type(screen.getByLabelText('Mã OTP'), GOOD_OTP);
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Đặt mật khẩu/)).not.toBeInTheDocument();
  });

  it.each([
    [41, 'Quý khách đã vượt quá số lần lấy mã OTP trong ngày'],
    [100, 'Quý khách thao tác quá nhanh, vui lòng thử lại sau'],
  ])('shows the message of code %i when a new code is refused', async (code, message) => {
    const { user } = renderVerify(accountServer({ '/api/otp/message': () => errorResponse(code) }));
    await user.click(screen.getByRole('button', { name: 'Gửi lại mã' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('waits 60 s after a new code before offering another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetch } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Gửi lại mã' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Đã gửi mã mới');
    const resend = screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' });
    expect(resend).toBeDisabled();
    expect(await bodyOf(fetch.requests, '/api/otp/message')).toMatchObject({
      type: 'forgot-password',
    });
    for (let i = 0; i < 60; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Gửi lại mã' })).toBeEnabled();
  });

  it('refuses a code of the wrong shape without asking the server', async () => {
    const { user, fetch } = renderVerify();
    await user.type(screen.getByLabelText('Mã OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng nhập mã OTP gồm 6 chữ số');
    expect(fetch.requests).toHaveLength(0);
  });

  it('explains a link without a valid account_id', () => {
    renderVerify(accountServer(), '/xac-thuc-so-dien-thoai?type=forgot-password');
    expect(screen.getByText('Liên kết xác thực không hợp lệ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang đăng nhập' })).toHaveAttribute(
      'href',
      '/dang-nhap',
    );
  });

  it('explains a link with an unknown purpose, and sends no code', () => {
    const { fetch } = renderVerify(
      accountServer(),
      '/xac-thuc-so-dien-thoai?account_id=84912345678&type=Verify',
    );
    expect(screen.getByText('Liên kết xác thực không hợp lệ')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mã OTP')).not.toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });
});
