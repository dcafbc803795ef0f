import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it, vi } from 'vitest';
import { BANK_TRANSFER, SIGNED_IN } from '../test/fixtures';
import { BankTransferPage } from './bank-transfer-page';

function server() {
  const amounts: (string | null)[] = [];
  const fetch = createFakeFetch((_request, url) => {
    if (url.pathname !== '/api/payments/bank_transfer') return errorResponse(14, 404);
    const amount = url.searchParams.get('amount');
    amounts.push(amount);
    return okResponse({ ...BANK_TRANSFER, amount: amount === null ? null : Number(amount) });
  });
  return { fetch, amounts };
}

describe('BankTransferPage (/nap-tien/chuyen-khoan-ngan-hang)', () => {
  it('shows the VietQR, bank, account, holder and memo, and copies them with a confirmation', async () => {
    const { fetch } = server();
    const { user } = renderWithProviders(<BankTransferPage />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    const qr = await screen.findByRole('img', {
      name: 'Mã VietQR chuyển khoản đến Vietcombank 1023456789',
    });
    expect(qr).toHaveAttribute('src', BANK_TRANSFER.qrDataUrl);
    expect(
      screen.getByText('Vietcombank – Ngân hàng TMCP Ngoại thương Việt Nam'),
    ).toBeInTheDocument();
    expect(screen.getByText('CONG TY VESO')).toBeInTheDocument();
    expect(screen.getByText('VESO 84912345678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sao chép số tiền' })).not.toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(writeText).toHaveBeenLastCalledWith('1023456789');
    expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép số tài khoản');
    await user.click(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(writeText).toHaveBeenLastCalledWith('VESO 84912345678');
    expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép nội dung chuyển khoản');
  });

  it('puts a valid amount in the QR and refuses one outside the limits', async () => {
    const { fetch, amounts } = server();
    const { user } = renderWithProviders(<BankTransferPage />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await screen.findByRole('img');
    const field = screen.getByLabelText('Số tiền muốn nạp (đ, không bắt buộc)');
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    expect(field).toHaveAccessibleDescription('Số tiền nạp tối thiểu là 10.000đ');
    await user.clear(field);
    await user.type(field, '100000');
    await user.click(screen.getByRole('button', { name: 'Tạo mã QR' }));
    const copyAmount = await screen.findByRole('button', { name: 'Sao chép số tiền' });
    expect(amounts).toEqual([null, '100000']);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(copyAmount);
    expect(writeText).toHaveBeenLastCalledWith('100000');
    expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép số tiền');
  });

  it('shows a load error with retry', async () => {
    let calls = 0;
    const fetch = createFakeFetch(() => {
      calls += 1;
      return calls === 1 ? errorResponse(14, 400) : okResponse(BANK_TRANSFER);
    });
    const { user } = renderWithProviders(<BankTransferPage />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    expect(
      await screen.findByRole('heading', { name: 'Không tải được dữ liệu' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<BankTransferPage />, { fetch: offlineFetch(), preloadedState: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
