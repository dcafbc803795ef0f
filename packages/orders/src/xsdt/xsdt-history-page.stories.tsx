import type { Meta, StoryObj } from '@storybook/react-vite';
import { xsdtEndpoints } from '@veso/contract/endpoints/xsdt';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
} from '@veso/shop-core';
import { withServer } from '../test/story-server';
import { XsdtHistoryList } from './xsdt-history-page';

const rows = [
  makeTestOrderSummary(207, 2, {
    products: ['loto2'],
    productNames: ['Lô tô 2 số'],
    winStatus: 1,
    prizeNet: 700_000,
  }),
  makeTestOrderSummary(206, 0, { products: ['dientoan636'], productNames: ['Điện toán 6x36'] }),
];

const meta = {
  title: 'orders/Computer lottery history',
  component: XsdtHistoryList,
  parameters: {
    providers: withServer(
      createEndpointFetch([
        answers(xsdtEndpoints.listXsdt, () => ({
          items: rows,
          page_index: 1,
          page_size: 10,
          total: 2,
        })),
      ]),
      '/lich-su-mua-xsdt',
    ),
  },
} satisfies Meta<typeof XsdtHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = {
  parameters: {
    providers: withServer(
      createEndpointFetch([
        answers(xsdtEndpoints.listXsdt, () => ({
          items: [],
          page_index: 1,
          page_size: 10,
          total: 0,
        })),
      ]),
      '/lich-su-mua-xsdt',
    ),
  },
};
export const LoadError: Story = {
  parameters: {
    providers: withServer(
      createFakeFetch(() => errorResponse(14)),
      '/lich-su-mua-xsdt',
    ),
  },
};
export const Offline: Story = {
  parameters: { providers: withServer(offlineFetch(), '/lich-su-mua-xsdt') },
};
