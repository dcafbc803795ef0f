import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
} from '@veso/shop-core';
import { expect, userEvent, waitFor } from 'storybook/test';
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
  parameters: {
    providers: withListServer(
      createFakeFetch(() => okResponse({ items: rows, page_index: 1, page_size: 10, total: 5 })),
    ),
  },
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = {
  parameters: {
    providers: withListServer(
      createFakeFetch(() => okResponse({ items: [], page_index: 1, page_size: 10, total: 0 })),
    ),
  },
};
export const Failed: Story = {
  parameters: { providers: withListServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withListServer(offlineFetch()) } };

/** A server that filters by status, as the real one does. */
const filtering = createFakeFetch((_request, url) => {
  const status = Number(url.searchParams.get('status') ?? '-1');
  const items = rows.filter((row) => status === -1 || row.status === status);
  return okResponse({ items, page_index: 1, page_size: 10, total: items.length });
});

/** Filtering by 'Đại lý giữ vé': the filter is pressed and only that order is listed. */
export const FilteringByStatus: Story = {
  args: { kind: 'all' },
  parameters: { providers: withListServer(filtering) },
  play: async ({ canvas }) => {
    await canvas.findByText(/Đơn #105/);
    await userEvent.click(canvas.getByRole('button', { name: 'Đại lý giữ vé' }));
    await expect(canvas.getByRole('button', { name: 'Đại lý giữ vé' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(canvas.queryByText(/Đơn #105/)).not.toBeInTheDocument());
    await expect(canvas.getByText(/Đơn #104/)).toBeInTheDocument();
  },
};
