import { screen } from '@testing-library/react';
import { createFakeFetch, errorResponse, okResponse, renderWithProviders } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountServer, bodyOf } from '../test/account-server';
import { EnterPasswordPage } from './enter-password-page';

const PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';
const PARAMS = { source: 'sandbox', data: 'd', sig: 's' };

function HomeProbe() {
  return <p>Trang chủ {useLocation().search}</p>;
}

const server = accountServer({
  '/api/app-service/check_password': async (request) => {
    const body = (await request.json()) as { password: string };
    return body.password === PASSWORD_MD5
      ? okResponse({ account_id: '84912345678', valid: true })
      : errorResponse(303);
  },
  '/api/app-service/active_data': () =>
    okResponse({ account_id: '84912345678', source: 'sandbox', mid: 'm', linked: true }),
});

function renderPage(handler: FakeApiHandler = server, embed = true) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/nhap-mat-khau" element={<EnterPasswordPage />} />
      <Route path="/" element={<HomeProbe />} />
    </Routes>,
    {
      route: '/nhap-mat-khau',
      fetch,
      preloadedState: {
        session: {
          signedIn: true,
          accountId: '84912345678',
          embed,
          embedParams: embed ? PARAMS : null,
        },
      },
    },
  );
  return { ...rendered, fetch };
}

describe('EnterPasswordPage', () => {
  it('confirms the password, links the wallet and opens the webview home', async () => {
    const { user, fetch } = renderPage();
    await user.type(screen.getByLabelText('Mật khẩu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText(/Trang chủ/)).toHaveTextContent('Trang chủ ?tab=1');
    expect(await bodyOf(fetch.requests, '/api/app-service/active_data')).toMatchObject(PARAMS);
  });

  it('shows the wrong-password message and links nothing', async () => {
    const { user, fetch } = renderPage();
    await user.type(screen.getByLabelText('Mật khẩu'), 'sai');
    await user.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản hoặc mật khẩu không đúng',
    );
    expect(fetch.requests.some((r) => r.url.includes('active_data'))).toBe(false);
  });

  it('explains itself outside the webview', () => {
    renderPage(server, false);
    expect(screen.getByText('Không có liên kết ví')).toBeInTheDocument();
  });
});
