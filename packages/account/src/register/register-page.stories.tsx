import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { RegisterPage } from './register-page';

// The stand-in server accepts any new number and the code 123456.
const fetch = createFakeFetch(accountServer());

const meta = {
  title: 'account/Register page',
  component: RegisterPage,
  decorators: [
    (Story) => (
      <Provider store={setupTestStore(undefined, { fetch })}>
        <MemoryRouter initialEntries={['/dang-ky']}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
