import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { EnterPasswordPage } from './enter-password-page';

const fetch = createFakeFetch(accountServer());
const SESSION = {
  signedIn: true,
  accountId: '84912345678',
  embed: true,
  embedParams: { source: 'sandbox', data: 'd', sig: 's' },
};

const meta = {
  title: 'account/Enter password page',
  component: EnterPasswordPage,
  decorators: [
    (Story) => (
      <Provider store={setupTestStore({ session: SESSION }, { fetch })}>
        <MemoryRouter initialEntries={['/nhap-mat-khau']}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof EnterPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Webview: Story = {};
