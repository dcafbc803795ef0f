import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { VerifyPhonePage } from './verify-phone-page';

// The stand-in server accepts the code 123456; other codes answer 3.
const fetch = createFakeFetch(accountServer());

function withRoute(route: string) {
  return (Story: () => React.JSX.Element) => (
    <Provider store={setupTestStore(undefined, { fetch })}>
      <MemoryRouter initialEntries={[route]}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'account/Verify phone page',
  component: VerifyPhonePage,
} satisfies Meta<typeof VerifyPhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  decorators: [withRoute('/xac-thuc-so-dien-thoai?account_id=84912345678&type=forgot-password')],
};

export const InvalidLink: Story = {
  decorators: [withRoute('/xac-thuc-so-dien-thoai')],
};
