import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import { withServer } from '../test/story-server';
import { KenoHistoryView } from './keno-history-page';

const orders = [0, 1, 2, 3].map((status) =>
  makeTestOrderSummary(305 - status, status, { products: ['keno'], productNames: ['Keno'] }),
);

function history(operatorAccess: boolean) {
  return withServer(
    createFakeFetch((_request, url) =>
      url.pathname === '/api/customer/keno/operator_access'
        ? okResponse({ kenoOrders: operatorAccess ? orders.length : 0, operatorAccess })
        : okResponse({ items: orders, page_index: 1, page_size: 10, total: 14 }),
    ),
    '/lich-su-choi-keno',
  );
}

const meta = {
  title: 'orders/Keno history',
  component: KenoHistoryView,
  parameters: { providers: history(true) },
} satisfies Meta<typeof KenoHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const NoAccess: Story = { parameters: { providers: history(false) } };
export const Failed: Story = {
  parameters: { providers: withServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withServer(offlineFetch()) } };
