import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, withStoryStore } from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { VerifyPhonePage } from './verify-phone-page';

// The stand-in server accepts the code 123456; other codes answer 3.
const fetch = createFakeFetch(accountServer());

function withRoute(route: string) {
  return withStoryStore(fetch, { route });
}

const meta = {
  title: 'account/Verify phone page',
  component: VerifyPhonePage,
} satisfies Meta<typeof VerifyPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  decorators: [withRoute('/xac-thuc-so-dien-thoai?account_id=84912345678&type=forgot-password')],
};

export const InvalidLink: Story = {
  decorators: [withRoute('/xac-thuc-so-dien-thoai')],
};
