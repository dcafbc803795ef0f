import { screen } from '@testing-library/react';
import { createFakeFetch, errorResponse, okResponse, renderWithProviders } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { accountServer } from '../test/account-server';
import { PaymentInfoPage } from './payment-info-page';

const BANKS = {
  banks: [
    {
      code: 'VCB',
      bin: '970436',
      shortName: 'Vietcombank',
      name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    },
  ],
};

function renderPage(handler: FakeApiHandler) {
  return renderWithProviders(<PaymentInfoPage />, {
    fetch: createFakeFetch(handler),
    preloadedState: {
      session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
    },
  });
}

describe('PaymentInfoPage', () => {
  it('shows who prizes are paid to, the banks and the way to withdraw', async () => {
    renderPage(accountServer({ '/api/customer/bank_prize_payment': () => okResponse(BANKS) }));
    expect(await screen.findByText('Nguyễn Văn A')).toBeInTheDocument();
    expect(screen.getByText('0912345678')).toBeInTheDocument();
    expect(await screen.findByText(/Vietcombank/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đến tài khoản trả thưởng' })).toHaveAttribute(
      'href',
      '/tai-khoan-tra-thuong',
    );
  });

  it('shows an empty bank list and a failed one with a retry', async () => {
    const { unmount } = renderPage(
      accountServer({ '/api/customer/bank_prize_payment': () => okResponse({ banks: [] }) }),
    );
    expect(await screen.findByText('Chưa có ngân hàng nhận thưởng')).toBeInTheDocument();
    unmount();
    renderPage(accountServer({ '/api/customer/bank_prize_payment': () => errorResponse(14) }));
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });
});
