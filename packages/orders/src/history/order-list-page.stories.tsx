import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import { OrderListPage } from './order-list-page';
import { withServer } from '../test/story-server';

const rows = [0, 1, 2, 3, 4].map((status) => makeTestOrderSummary(105 - status, status));

function withListServer(fetch: typeof globalThis.fetch) {
  return withServer(fetch, '/lich-su-dat-mua');
}

const meta = {
  title: 'orders/Order list page',
  component: OrderListPage,
  args: { kind: 'vietlott' },
  decorators: [
    withListServer(
      createFakeFetch(() => okResponse({ items: rows, page_index: 1, page_size: 10, total: 5 })),
    ),
  ],
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = {
  decorators: [
    withListServer(
      createFakeFetch(() => okResponse({ items: [], page_index: 1, page_size: 10, total: 0 })),
    ),
  ],
};
export const Failed: Story = {
  decorators: [withListServer(createFakeFetch(() => errorResponse(14)))],
};
export const Offline: Story = { decorators: [withListServer(offlineFetch())] };
