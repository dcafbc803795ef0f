import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { SetPasswordPage } from './set-password-page';

const fetch = createFakeFetch(accountServer());

const meta = {
  title: 'account/Set password page',
  component: SetPasswordPage,
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterForgotPassword: Story = {
  decorators: [
    (Story) => (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: '/thiet-lap-mat-khau',
              state: { accountId: '84912345678', token: 'otp-token', purpose: 'forgot-password' },
            },
          ]}
        >
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
};

export const Expired: Story = {
  decorators: [
    (Story) => (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <MemoryRouter initialEntries={['/thiet-lap-mat-khau']}>
          <Story />
        </MemoryRouter>
      </Provider>
    ),
  ],
};
