import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  renderWithProviders,
  selectReceiver,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selectOrderFlow } from '../state/order-flow';
import { megaTicket, single, storeWithCart } from '../test/fixtures';
import { DeliveryPage } from './delivery-page';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function renderDelivery(store = storeWithCart(fetch, [megaTicket([single([1, 2, 3, 4, 5, 6])])])) {
  return renderWithProviders(
    <Routes>
      <Route path="/hinh-thuc-nhan-ve" element={<DeliveryPage />} />
      <Route path="/hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan" element={<p>Chọn thanh toán</p>} />
    </Routes>,
    { route: '/hinh-thuc-nhan-ve', store },
  );
}

describe('DeliveryPage', () => {
  it('holds the ticket at the agent by default and goes on to the payment method', async () => {
    const { user, store } = renderDelivery();
    expect(screen.getByRole('radio', { name: /Đại lý giữ vé hộ/ })).toBeChecked();
    expect(screen.queryByLabelText('Họ và tên')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Chọn thanh toán')).toBeInTheDocument();
    expect(selectOrderFlow(store.getState()).deliveryType).toBe(1);
  });

  it('asks for the receiver when shipping, checks it and keeps it in the persisted receiver', async () => {
    const { user, store } = renderDelivery();
    await user.click(screen.getByRole('radio', { name: /Giao vé tận nơi/ }));
    expect(selectOrderFlow(store.getState()).deliveryType).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Vui lòng nhập họ và tên người nhận')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập số điện thoại')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập địa chỉ nhận vé')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Văn A');
    await user.type(screen.getByLabelText(/Số điện thoại/), '0912345678');
    await user.type(screen.getByLabelText('Địa chỉ nhận vé'), '1 Tràng Tiền, Hà Nội');
    await user.type(screen.getByLabelText('Email'), 'sai-email');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Email không đúng định dạng')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Chọn thanh toán')).toBeInTheDocument();
    expect(selectReceiver(store.getState())).toMatchObject({
      name: 'Nguyễn Văn A',
      phone: '0912345678',
      address: '1 Tràng Tiền, Hà Nội',
    });
  });

  it('has nothing to deliver with an empty cart', () => {
    renderDelivery(storeWithCart(fetch, []));
    expect(screen.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
  });
});
