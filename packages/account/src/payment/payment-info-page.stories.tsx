import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, okResponse, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accountServer } from '../test/account-server';
import { PaymentInfoPage } from './payment-info-page';

const fetch = createFakeFetch(
  accountServer({
    '/api/customer/bank_prize_payment': () =>
      okResponse({
        banks: [
          {
            code: 'VCB',
            bin: '970436',
            shortName: 'Vietcombank',
            name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
          },
          {
            code: 'BIDV',
            bin: '970418',
            shortName: 'BIDV',
            name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam',
          },
        ],
      }),
  }),
);
const SESSION = { signedIn: true, accountId: '84912345678', embed: false, embedParams: null };

const meta = {
  title: 'account/Payment info page',
  component: PaymentInfoPage,
  decorators: [
    (Story) => (
      <Provider store={setupTestStore({ session: SESSION }, { fetch })}>
        <MemoryRouter initialEntries={['/thong-tin-thanh-toan']}>
          <div style={{ maxWidth: 360 }}>
            <Story />
          </div>
        </MemoryRouter>
      </Provider>
    ),
  ],
} satisfies Meta<typeof PaymentInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
