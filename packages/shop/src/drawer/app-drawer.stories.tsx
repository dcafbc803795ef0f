import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../stories/story-providers';
import { AppDrawer } from './app-drawer';

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
      <StoryProviders session={{ signedIn: true, accountId: '84912345678' }}>
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
