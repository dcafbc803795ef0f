import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { SettingsPage } from './settings-page';

const fetch = createFakeFetch(accountServer());
const SESSION = { signedIn: true, accountId: '84912345678', embed: false, embedParams: null };

const meta = {
  title: 'account/Settings page',
  component: SettingsPage,
  decorators: [
    (Story) => (
      <Provider store={setupTestStore({ session: SESSION }, { fetch })}>
        <MemoryRouter initialEntries={['/cai-dat']}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
