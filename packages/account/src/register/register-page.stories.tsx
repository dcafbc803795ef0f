import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, withStoryStore } from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { RegisterPage } from './register-page';

// The stand-in server accepts any new number and the code 123456.
const fetch = createFakeFetch(accountServer());

const meta = {
  title: 'account/Register page',
  component: RegisterPage,
  decorators: [withStoryStore(fetch, { route: '/dang-ky' })],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
