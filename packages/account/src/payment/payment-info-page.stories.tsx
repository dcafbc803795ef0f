import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, okResponse, makeTestSession, withStoryStore } from '@veso/shop-core';
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
const SESSION = makeTestSession();

const meta = {
  title: 'account/Payment info page',
  component: PaymentInfoPage,
  decorators: [
    withStoryStore(fetch, { route: '/thong-tin-thanh-toan', preloadedState: { session: SESSION } }),
  ],
} satisfies Meta<typeof PaymentInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
