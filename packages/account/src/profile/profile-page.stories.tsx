import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, offlineFetch, okResponse, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer, TEST_USER } from '../test/account-server';
import { ProfilePage } from './profile-page';

const SESSION = { signedIn: true, accountId: '84912345678', embed: false, embedParams: null };

function withServer(fetch: typeof globalThis.fetch) {
  return (Story: () => React.JSX.Element) => (
    <Provider store={setupTestStore({ session: SESSION }, { fetch })}>
      <MemoryRouter initialEntries={['/cap-nhat-thong-tin-tai-khoan']}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    </Provider>
  );
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
