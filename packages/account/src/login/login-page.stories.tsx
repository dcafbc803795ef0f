import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, okResponse, withStoryStore } from '@veso/shop-core';
import { expect, userEvent } from 'storybook/test';
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

/** A wrong password: the page says so and keeps the customer on it. */
export const WrongPassword: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Tiếp tục' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Số điện thoại của bạn/), '0912345678');
    await expect(submit).toBeEnabled();
    await userEvent.type(canvas.getByLabelText('Mật khẩu'), 'sai-mat-khau');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Tài khoản hoặc mật khẩu không đúng',
    );
  },
};
