import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
  setupTestStore,
} from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { OrderListPage } from './order-list-page';

const rows = [0, 1, 2, 3, 4].map((status) => makeTestOrderSummary(105 - status, status));

function withServer(fetch: typeof globalThis.fetch) {
  return (Story: () => React.JSX.Element) => (
    <Provider store={setupTestStore(undefined, { fetch })}>
      <MemoryRouter initialEntries={['/lich-su-dat-mua']}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'orders/Order list page',
  component: OrderListPage,
  args: { kind: 'vietlott' },
  decorators: [
    withServer(
      createFakeFetch(() => okResponse({ items: rows, page_index: 1, page_size: 10, total: 5 })),
    ),
  ],
} satisfies Meta<typeof OrderListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const Empty: Story = {
  decorators: [
    withServer(
      createFakeFetch(() => okResponse({ items: [], page_index: 1, page_size: 10, total: 0 })),
    ),
  ],
};
export const Failed: Story = { decorators: [withServer(createFakeFetch(() => errorResponse(14)))] };
export const Offline: Story = { decorators: [withServer(offlineFetch())] };
