import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, withStoryStore } from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { SetPasswordPage } from './set-password-page';

const fetch = createFakeFetch(accountServer());

const meta = {
  title: 'account/Set password page',
  component: SetPasswordPage,
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterForgotPassword: Story = {
  decorators: [
    withStoryStore(fetch, {
      route: {
        pathname: '/thiet-lap-mat-khau',
        state: { accountId: '84912345678', token: 'otp-token', purpose: 'forgot-password' },
      },
    }),
  ],
};

export const Expired: Story = {
  decorators: [withStoryStore(fetch, { route: '/thiet-lap-mat-khau' })],
};
