import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestNotification,
  offlineFetch,
  okResponse,
  setupTestStore,
} from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { NotificationsPage } from './notifications-page';

const items = [
  makeTestNotification(3, { title: 'Chúc mừng bạn trúng thưởng', kind: 'won' }),
  makeTestNotification(2),
  makeTestNotification(1, { read: true }),
];

function withServer(fetch: typeof globalThis.fetch) {
  return (Story: () => React.JSX.Element) => (
    <Provider store={setupTestStore(undefined, { fetch })}>
      <MemoryRouter initialEntries={['/thong-bao']}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'orders/Notifications',
  component: NotificationsPage,
  decorators: [
    withServer(
      createFakeFetch(() =>
        okResponse({ items, unread: 2, total: 3, page_index: 1, page_size: 20 }),
      ),
    ),
  ],
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = {
  decorators: [
    withServer(
      createFakeFetch(() =>
        okResponse({ items: [], unread: 0, total: 0, page_index: 1, page_size: 20 }),
      ),
    ),
  ],
};
export const Failed: Story = { decorators: [withServer(createFakeFetch(() => errorResponse(14)))] };
export const Offline: Story = { decorators: [withServer(offlineFetch())] };
