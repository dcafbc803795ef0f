import { fireEvent, screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
  selectToasts,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountServer, bodyOf, TEST_USER } from '../test/account-server';
import { ProfilePage } from './profile-page';

function renderProfile(handler: FakeApiHandler = accountServer()) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(<ProfilePage />, {
    fetch,
    preloadedState: {
      session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
    },
  });
  return { ...rendered, fetch };
}

describe('ProfilePage', () => {
  it('returns to the order confirmation that sent the customer to add a birthday', async () => {
    const fetch = createFakeFetch(
      accountServer({
        '/api/auth/info': () => okResponse({ ...TEST_USER, birthday: null, canBuy: false }),
      }),
    );
    const { user } = renderWithProviders(
      <MemoryRouter
        initialEntries={[
          { pathname: '/cap-nhat-thong-tin-tai-khoan', state: { from: '/xac-nhan-don-hang?a=1' } },
        ]}
      >
        <Routes>
          <Route path="/cap-nhat-thong-tin-tai-khoan" element={<ProfilePage />} />
          <Route path="/xac-nhan-don-hang" element={<p>Xác nhận đơn hàng</p>} />
        </Routes>
      </MemoryRouter>,
      {
        withRouter: false,
        fetch,
        preloadedState: {
          session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
        },
      },
    );
    const birthday = await screen.findByLabelText(/Ngày sinh/);
    expect(birthday).toHaveValue('');
    fireEvent.change(birthday, { target: { value: '1990-05-17' } });
    await user.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    expect(await screen.findByText('Xác nhận đơn hàng')).toBeInTheDocument();
    expect(await bodyOf(fetch.requests, '/api/auth/update')).toMatchObject({
      birthday: '1990-05-17',
    });
  });

  it('loads the profile, saves the edited fields and refreshes the user info', async () => {
    const { user, fetch, store } = renderProfile();
    const name = await screen.findByLabelText(/Họ và tên/);
    expect(name).toHaveValue('Nguyễn Văn A');
    expect(screen.getByLabelText(/Ngày sinh/)).toHaveValue('1990-01-01');
    await user.clear(name);
    await user.type(name, 'Trần Thị B');
    await user.selectOptions(screen.getByLabelText('Giới tính'), 'female');
    await user.type(screen.getByLabelText('Email'), 'b@example.com');
    await user.type(screen.getByLabelText('Số CMND/CCCD'), '012345678901');
    await user.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    await screen.findByRole('button', { name: 'Lưu thông tin' });
    await expect
      .poll(() => selectToasts(store.getState()).map((t) => t.message))
      .toContain('Cập nhật thông tin thành công');
    expect(await bodyOf(fetch.requests, '/api/auth/update')).toMatchObject({
      accountId: '84912345678',
      fullname: 'Trần Thị B',
      birthday: '1990-01-01',
      gender: 'female',
      email: 'b@example.com',
      cmnd: '012345678901',
      serviceId: 'VESO',
    });
    await expect
      .poll(() => fetch.requests.filter((r) => r.url.includes('/api/auth/info')).length)
      .toBe(2);
  });

  it('requires the full name and the birthday, and checks the email and the national id', async () => {
    const { user, fetch } = renderProfile(
      accountServer({
        '/api/auth/info': () => okResponse({ ...TEST_USER, fullname: null, birthday: null }),
      }),
    );
    await screen.findByLabelText(/Họ và tên/);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Số CMND/CCCD'), '1234');
    await user.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    expect(await screen.findAllByText('Không được để trống.')).toHaveLength(2);
    expect(screen.getByText('Email không đúng định dạng')).toBeInTheDocument();
    expect(screen.getByText('Số CMND/CCCD gồm 9 hoặc 12 chữ số')).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.includes('/api/auth/update'))).toBe(false);
  });

  it('tells an under-18 customer that they cannot buy', async () => {
    renderProfile(
      accountServer({
        '/api/auth/info': () => okResponse({ ...TEST_USER, birthday: '2015-05-05', canBuy: false }),
      }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Quý khách phải đủ 18 tuổi trở lên để mua vé số',
    );
  });

  it('shows the server refusal and keeps the form', async () => {
    const { user } = renderProfile(accountServer({ '/api/auth/update': () => errorResponse(14) }));
    await screen.findByLabelText(/Họ và tên/);
    await user.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByLabelText(/Họ và tên/)).toHaveValue('Nguyễn Văn A');
  });

  it('shows the offline state when the profile cannot load', async () => {
    renderWithProviders(<ProfilePage />, {
      fetch: offlineFetch(),
      preloadedState: {
        session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
      },
    });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
