import { screen, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  renderWithProviders,
  selectReceiver,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selectOrderFlow } from '../state/order-flow';
import { megaTicket, single, storeWithCart } from '../test/fixtures';
import { DeliveryPage } from './delivery-page';
import { deliveryAnswer } from './delivery-test-server';

const fetch = createFakeFetch(
  async (request, url) => (await deliveryAnswer(request, url)) ?? errorResponse(-1, 503),
);

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
    expect(screen.getByText('Vui lòng chọn tỉnh/thành phố nhận vé')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn khu vực nhận vé')).toBeInTheDocument();
    const province = await screen.findByRole('combobox', { name: 'Tỉnh/thành phố' });
    await screen.findByRole('option', { name: 'Thành phố Hà Nội' });
    await user.selectOptions(province, 'Thành phố Hà Nội');
    const zone = screen.getByRole('combobox', { name: 'Khu vực' });
    await screen.findByRole('option', { name: 'Phường (khu vực nội thành, nội thị)' });
    await user.selectOptions(zone, 'Phường (khu vực nội thành, nội thị)');
    expect(await screen.findByText('Phí giao vé')).toBeInTheDocument();
    expect(await screen.findByText('20.000đ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Chọn thanh toán')).toBeInTheDocument();
    expect(selectReceiver(store.getState())).toMatchObject({
      name: 'Nguyễn Văn A',
      phone: '0912345678',
      address: '1 Tràng Tiền, Hà Nội',
    });
    expect(selectOrderFlow(store.getState()).shipArea).toEqual({
      provinceId: '01',
      districtId: 'urban',
    });
  });

  it('offers the island zone only where there is one and prices it', async () => {
    const { user } = renderDelivery();
    await user.click(screen.getByRole('radio', { name: /Giao vé tận nơi/ }));
    const province = screen.getByRole('combobox', { name: 'Tỉnh/thành phố' });
    expect(screen.getByRole('combobox', { name: 'Khu vực' })).toBeDisabled();
    expect(screen.getByText('Chọn tỉnh/thành phố và khu vực để tính phí')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Tỉnh Quảng Ninh' });
    await user.selectOptions(province, 'Tỉnh Quảng Ninh');
    const island = await screen.findByRole('option', { name: /Đặc khu \(huyện đảo\): Vân Đồn/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Khu vực' }), island);
    const fee = (await screen.findByText('Phí giao vé')).parentElement;
    expect(fee).not.toBeNull();
    expect(await within(fee as HTMLElement).findByText('50.000đ')).toBeInTheDocument();
    // Another province drops the zone of the previous one.
    await user.selectOptions(province, 'Thành phố Hà Nội');
    expect(screen.getByRole('combobox', { name: 'Khu vực' })).toHaveValue('');
  });

  it('says when the provinces cannot be loaded, with a retry', async () => {
    const { user } = renderDelivery(
      storeWithCart(offlineFetch(), [megaTicket([single([1, 2, 3, 4, 5, 6])])]),
    );
    await user.click(screen.getByRole('radio', { name: /Giao vé tận nơi/ }));
    expect(screen.getByText('Đang tải danh sách tỉnh/thành phố…')).toBeInTheDocument();
    expect(
      await screen.findByText(/Không có kết nối mạng/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' })).toBeDisabled();
  }, 15_000);

  it('has nothing to deliver with an empty cart', () => {
    renderDelivery(storeWithCart(fetch, []));
    expect(screen.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
  });
});
