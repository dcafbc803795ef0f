import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  offlineFetch,
  okResponse,
  makeTestSession,
  withStoryStore,
} from '@veso/shop-core';
import { accountServer, TEST_USER } from '../test/account-server';
import { ProfilePage } from './profile-page';

function withServer(fetch: typeof globalThis.fetch) {
  return withStoryStore(fetch, {
    route: '/cap-nhat-thong-tin-tai-khoan',
    preloadedState: { session: makeTestSession() },
  });
}

const meta = {
  title: 'account/Profile page',
  component: ProfilePage,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { decorators: [withServer(createFakeFetch(accountServer()))] };

export const Underage: Story = {
  decorators: [
    withServer(
      createFakeFetch(
        accountServer({
          '/api/auth/info': () =>
            okResponse({ ...TEST_USER, birthday: '2015-05-05', canBuy: false }),
        }),
      ),
    ),
  ],
};

export const Offline: Story = { decorators: [withServer(offlineFetch())] };
