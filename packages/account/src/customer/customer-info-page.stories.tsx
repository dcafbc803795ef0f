import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  makeTestSession,
  makeTestUserInfo,
  offlineFetch,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { CustomerInfoPage } from './customer-info-page';
import { CustomerInfoPendingPage } from './customer-info-pending-page';

const SESSION = { session: makeTestSession() };

function serverWith(info = makeTestUserInfo()) {
  return createFakeFetch(accountServer({ '/api/auth/info': () => okResponse(info) }));
}

const meta = {
  title: 'account/Customer information',
  component: CustomerInfoPage,
} satisfies Meta<typeof CustomerInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ID number and address not given yet: the notice links to what is missing. */
export const Default: Story = {
  decorators: [withStoryStore(serverWith(), { preloadedState: SESSION })],
};

export const Complete: Story = {
  decorators: [
    withStoryStore(
      serverWith(
        makeTestUserInfo({
          cmnd: '012345678901',
          address: '12 Tràng Tiền, Hà Nội',
          email: 'a@example.com',
        }),
      ),
      { preloadedState: SESSION },
    ),
  ],
};

export const Offline: Story = {
  decorators: [withStoryStore(offlineFetch(), { preloadedState: SESSION })],
};

/** `/thong-tin-khach-hang/van_cho_nhap_thong_tin` for a new customer. */
export const StillToFillIn: Story = {
  render: () => <CustomerInfoPendingPage />,
  decorators: [
    withStoryStore(
      serverWith(makeTestUserInfo({ fullname: null, birthday: null, canBuy: false })),
      {
        preloadedState: SESSION,
      },
    ),
  ],
};

export const NothingMissing: Story = {
  render: () => <CustomerInfoPendingPage />,
  decorators: [
    withStoryStore(serverWith(makeTestUserInfo({ cmnd: '012345678901', address: 'Hà Nội' })), {
      preloadedState: SESSION,
    }),
  ],
};
