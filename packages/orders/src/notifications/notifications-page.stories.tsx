import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestNotification,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import { NotificationsPage } from './notifications-page';
import { withServer } from '../test/story-server';

const items = [
  makeTestNotification(3, { title: 'Chúc mừng bạn trúng thưởng', kind: 'won' }),
  makeTestNotification(2),
  makeTestNotification(1, { read: true }),
];

function withListServer(fetch: typeof globalThis.fetch) {
  return withServer(fetch, '/thong-bao');
}

const meta = {
  title: 'orders/Notifications',
  component: NotificationsPage,
  parameters: {
    providers: withListServer(
      createFakeFetch(() =>
        okResponse({ items, unread: 2, total: 3, page_index: 1, page_size: 20 }),
      ),
    ),
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = {
  parameters: {
    providers: withListServer(
      createFakeFetch(() =>
        okResponse({ items: [], unread: 0, total: 0, page_index: 1, page_size: 20 }),
      ),
    ),
  },
};
export const Failed: Story = {
  parameters: { providers: withListServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withListServer(offlineFetch()) } };
