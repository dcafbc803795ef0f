import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { megaTicket, single, storeWithCart, userInfo } from '../test/fixtures';
import { PaymentMethodPage } from './payment-method-page';

function renderPayment(fetch: typeof globalThis.fetch) {
  const store = storeWithCart(fetch, [megaTicket([single([1, 2, 3, 4, 5, 6])], 2)]);
  return renderWithProviders(
    <Routes>
      <Route path="/chon-hinh-thuc-thanh-toan" element={<PaymentMethodPage />} />
      <Route path="/xac-nhan-don-hang" element={<p>Xác nhận</p>} />
    </Routes>,
    { route: '/chon-hinh-thuc-thanh-toan', store },
  );
}

function server(balance: number) {
  return createFakeFetch((_request, url) =>
    url.pathname === '/api/auth/info' ? okResponse(userInfo(balance)) : errorResponse(-1, 503),
  );
}

describe('PaymentMethodPage', () => {
  it('pays from the main balance and shows it against the total', async () => {
    const { user } = renderPayment(server(50_000));
    const method = await screen.findByRole('radio', { name: /Tài khoản chính/ });
    expect(method).toBeChecked();
    expect(screen.getByText(/Số dư:/)).toHaveTextContent('50.000đ');
    expect(screen.getByText('Tổng tiền').parentElement).toHaveTextContent('20.000đ');
    expect(screen.queryByRole('link', { name: 'Nạp tiền' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Xác nhận')).toBeInTheDocument();
  });

  it('links to top-up when the balance is short', async () => {
    renderPayment(server(5_000));
    expect(await screen.findByRole('link', { name: 'Nạp tiền' })).toHaveAttribute(
      'href',
      '/nap-tien',
    );
  });

  it('shows the error and offline states of the balance', async () => {
    renderPayment(createFakeFetch(() => errorResponse(14)));
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderPayment(offlineFetch());
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
