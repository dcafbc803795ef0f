import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  makeTestSession,
  makeTestUserInfo,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountServer } from '../test/account-server';
import { CustomerInfoPage } from './customer-info-page';
import { CustomerInfoPendingPage } from './customer-info-pending-page';

const SIGNED_IN = { session: makeTestSession() };

function render(info = makeTestUserInfo(), path = '/thong-tin-khach-hang') {
  const fetch = createFakeFetch(accountServer({ '/api/auth/info': () => okResponse(info) }));
  return renderWithProviders(
    <Routes>
      <Route path="/thong-tin-khach-hang" element={<CustomerInfoPage />} />
      <Route
        path="/thong-tin-khach-hang/van_cho_nhap_thong_tin"
        element={<CustomerInfoPendingPage />}
      />
      <Route path="/cap-nhat-thong-tin-tai-khoan" element={<p>Trang cập nhật</p>} />
    </Routes>,
    { fetch, preloadedState: SIGNED_IN, route: path },
  );
}

describe('CustomerInfoPage (/thong-tin-khach-hang)', () => {
  it('shows the customer’s information, marks what is missing and links to it', async () => {
    const { user, store } = render(
      makeTestUserInfo({ gender: 'female', email: 'a@example.com', area: null }),
    );
    expect(store.getState().app.pageTitle).toBe('Thông tin khách hàng');
    expect(await screen.findByText('Nguyễn Văn A')).toBeInTheDocument();
    expect(screen.getByText('0912345678')).toBeInTheDocument();
    expect(screen.getByText('01/01/1990')).toBeInTheDocument();
    expect(screen.getByText('Nữ')).toBeInTheDocument();
    expect(screen.getAllByText('Chưa cập nhật')).toHaveLength(3);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Quý khách còn 2 thông tin chưa nhập (Số CMND/CCCD, Địa chỉ).',
    );
    await user.click(screen.getByRole('link', { name: 'Xem thông tin còn thiếu' }));
    expect(
      await screen.findByText('Cần khi lĩnh giải thưởng lớn và nhận vé giấy.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Số CMND/CCCD')).toBeInTheDocument();
    expect(screen.getByText('Cần khi giao vé giấy đến quý khách.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Nhập thông tin' }));
    expect(screen.getByText('Trang cập nhật')).toBeInTheDocument();
  });

  it('has no notice when everything is filled in', async () => {
    render(makeTestUserInfo({ cmnd: '012345678901', address: 'Hà Nội' }));
    expect(await screen.findByText('012345678901')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers a retry offline', async () => {
    renderWithProviders(<CustomerInfoPage />, { fetch: offlineFetch(), preloadedState: SIGNED_IN });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});

describe('CustomerInfoPendingPage (/thong-tin-khach-hang/van_cho_nhap_thong_tin)', () => {
  it('lists the fields a new customer still has to fill in, name and birthday first', async () => {
    const { store } = render(
      makeTestUserInfo({ fullname: null, birthday: null, canBuy: false }),
      '/thong-tin-khach-hang/van_cho_nhap_thong_tin',
    );
    expect(store.getState().app.pageTitle).toBe('Thông tin còn thiếu');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Họ và tên',
      'Ngày sinh',
      'Số CMND/CCCD',
      'Địa chỉ',
    ]);
    expect(items[1]).toHaveTextContent('đủ 18 tuổi');
  });

  it('says the information is complete when nothing is missing', async () => {
    render(
      makeTestUserInfo({ cmnd: '012345678901', address: 'Hà Nội' }),
      '/thong-tin-khach-hang/van_cho_nhap_thong_tin',
    );
    expect(await screen.findByText('Thông tin đã đầy đủ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem thông tin khách hàng' })).toHaveAttribute(
      'href',
      '/thong-tin-khach-hang',
    );
  });
});
