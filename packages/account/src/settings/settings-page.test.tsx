import { screen } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  getNotifyFlag,
  getUserAreaCookie,
  okResponse,
  renderWithProviders,
  selectToasts,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accountServer, bodyOf, clearCookies, TEST_USER } from '../test/account-server';
import { SettingsPage } from './settings-page';

// MD5 of '123456' and of 'moi12345'.
const OLD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';
const NEW_MD5 = '0e63cd80a702d31ad0d1e6dbfd177a3c';

const server = accountServer({
  '/api/update_account_info': async (request) => {
    const body = (await request.json()) as { oldPassword?: string };
    if (body.oldPassword !== undefined && body.oldPassword !== OLD_MD5) return errorResponse(303);
    return okResponse(TEST_USER);
  },
});

function renderSettings(handler: FakeApiHandler = server) {
  const fetch = createFakeFetch(handler);
  const rendered = renderWithProviders(<SettingsPage />, {
    fetch,
    preloadedState: {
      session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
    },
  });
  return { ...rendered, fetch };
}

afterEach(() => {
  clearCookies();
  document.cookie = 'baoKenoNotify=; path=/; max-age=0';
});

async function change(
  user: ReturnType<typeof renderSettings>['user'],
  current: string,
  next = 'moi12345',
) {
  await user.type(screen.getByLabelText('Mật khẩu hiện tại'), current);
  await user.type(screen.getByLabelText('Mật khẩu mới'), next);
  await user.type(screen.getByLabelText('Nhập lại mật khẩu'), next);
  await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
}

describe('SettingsPage', () => {
  it('changes the password with the MD5 of the old and new passwords', async () => {
    const { user, fetch, store } = renderSettings();
    await change(user, '123456');
    await expect
      .poll(() => selectToasts(store.getState()).map((t) => t.message))
      .toContain('Đổi mật khẩu thành công');
    expect(await bodyOf(fetch.requests, '/api/update_account_info')).toMatchObject({
      oldPassword: OLD_MD5,
      newPassword: NEW_MD5,
    });
    expect(screen.getByLabelText('Mật khẩu hiện tại')).toHaveValue('');
  });

  it('refuses a new password shorter than 8 characters without calling the server', async () => {
    const { user, fetch } = renderSettings();
    await change(user, '123456', '1234567');
    expect(await screen.findByText('Mật khẩu không được ít hơn 8 ký tự.')).toBeInTheDocument();
    expect(fetch.requests.some((r) => r.url.includes('/api/update_account_info'))).toBe(false);
  });

  it('shows the wrong-password message for a wrong current password', async () => {
    const { user } = renderSettings();
    await change(user, 'sai-mat-khau');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tài khoản hoặc mật khẩu không đúng',
    );
  });

  it('keeps the notification flags in their cookies', async () => {
    const { user } = renderSettings();
    const keno = screen.getByRole('checkbox', { name: 'Nhắc mua bao Keno' });
    expect(keno).not.toBeChecked();
    await user.click(keno);
    expect(keno).toBeChecked();
    expect(getNotifyFlag('baoKenoNotify')).toBe(true);
  });

  it('saves the area in the cookie and on the account', async () => {
    const { user, fetch } = renderSettings();
    await user.click(screen.getByRole('radio', { name: 'Miền Trung' }));
    expect(getUserAreaCookie()).toBe('xsmt');
    await expect
      .poll(() => bodyOf(fetch.requests, '/api/update_account_info'))
      .toMatchObject({
        area: 'xsmt',
      });
  });
});
