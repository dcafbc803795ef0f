import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, makeTestSession, withStoryStore } from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { EnterPasswordPage } from './enter-password-page';

const fetch = createFakeFetch(accountServer());
const SESSION = makeTestSession({
  embed: true,
  embedParams: { source: 'sandbox', data: 'd', sig: 's' },
});

const meta = {
  title: 'account/Enter password page',
  component: EnterPasswordPage,
  decorators: [
    withStoryStore(fetch, { route: '/nhap-mat-khau', preloadedState: { session: SESSION } }),
  ],
} satisfies Meta<typeof EnterPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Webview: Story = {};
