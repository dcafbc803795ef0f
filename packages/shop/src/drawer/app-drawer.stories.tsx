import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, makeTestPrizeBalance, makeTestUserInfo, okResponse } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { fn } from 'storybook/test';
import { StoryProviders } from '../stories/story-providers';
import { AppDrawer } from './app-drawer';

// The signed-in account's info and prize balance, as the server answers them.
const accountServer: FakeApiHandler = (_request, url) => {
  if (url.pathname.endsWith('/auth/info')) {
    return okResponse(
      makeTestUserInfo({ balance: 1_250_000, prizeBalance: 300_000, area: 'xsmb' }),
    );
  }
  if (url.pathname.endsWith('/auth/getPrizeBalance')) {
    return okResponse(makeTestPrizeBalance(300_000));
  }
  return errorResponse(-1, 503);
};

const meta = {
  title: 'shop/Drawer',
  component: AppDrawer,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof AppDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
};

export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <StoryProviders session={{ signedIn: true, accountId: '84912345678' }} server={accountServer}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export const Webview: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        session={{ signedIn: true, accountId: '84912345678', embed: true }}
        server={accountServer}
        context={{
          canSignOut: false,
          menu: [
            { label: 'Trang chủ', to: '/?tab=1' },
            { label: 'Hướng dẫn', to: '/huong-dan-choi' },
            { label: 'Điều khoản & chính sách', to: '/dieu-khoan-chinh-sach' },
          ],
        }}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};
