import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, okResponse, withStoryStore } from '@veso/shop-core';
import { LoginPage } from './login-page';
import { checkAccountAnswer } from '../test/account-server';

// The stand-in server knows the demo account 0912345678 with password 123456.
const fetch = createFakeFetch(async (request, url) => {
  if (url.pathname === '/api/auth/check_account') return checkAccountAnswer(url);
  if (url.pathname === '/api/auth/signin') {
    const body = (await request.json()) as { password: string };
    return body.password === 'e10adc3949ba59abbe56e057f20f883e'
      ? okResponse({ session: 'tok', account_id: '84912345678', expiresAt: '2030-01-01T00:00:00Z' })
      : errorResponse(303, 401);
  }
  return errorResponse(-1, 503);
});

const meta = {
  title: 'account/Login page',
  component: LoginPage,
  decorators: [withStoryStore(fetch, { route: '/dang-nhap' })],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
