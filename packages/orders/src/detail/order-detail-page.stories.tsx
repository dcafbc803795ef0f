import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrder,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import { makeKenoOrder } from '../test/book-fixtures';
import { OrderDetailView } from './order-detail-page';
import { withServer } from '../test/story-server';

function withOrder(fetch: typeof globalThis.fetch) {
  return withServer(fetch, '/lich-su-dat-mua/101');
}

function order(status: number) {
  return createFakeFetch((_request, url) =>
    url.pathname === '/api/order/info' ? okResponse(makeTestOrder(status)) : errorResponse(-1, 503),
  );
}

const meta = {
  title: 'orders/Order detail',
  component: OrderDetailView,
  args: { orderId: 101 },
  parameters: { providers: withOrder(order(1)) },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Printed: Story = {};
export const Pending: Story = {
  args: { pending: true },
  parameters: { providers: withOrder(order(0)) },
};
export const Settled: Story = { parameters: { providers: withOrder(order(2)) } };
export const Cancelled: Story = { parameters: { providers: withOrder(order(3)) } };
export const Offline: Story = { parameters: { providers: withOrder(offlineFetch()) } };
export const Keno: Story = {
  args: { orderId: 201 },
  parameters: {
    providers: withOrder(
      createFakeFetch((_request, url) =>
        url.pathname === '/api/order/info'
          ? okResponse(makeKenoOrder(201))
          : errorResponse(-1, 503),
      ),
    ),
  },
};
