import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  embedDetected,
  makeTestOrder,
  makeTestPaperItem,
  makeTestStockTicket,
  okResponse,
} from '@veso/shop-core';
import { megaTicket, single, withCartStory } from '../test/fixtures';
import { ConfirmOrderPage } from './confirm-order-page';

// The stand-in server reserves order 101 and confirms it (or refuses a short balance).
function server(short: boolean) {
  return createFakeFetch((_request, url) => {
    if (url.pathname === '/api/order') return okResponse(makeTestOrder(0, { state: 'reserved' }));
    if (url.pathname === '/api/order/confirm') {
      return short
        ? Response.json(
            { code: 14, message: 'Số dư tài khoản chính không đủ để thanh toán đơn hàng' },
            { status: 400 },
          )
        : okResponse({ order: makeTestOrder(0), balance: 90_000, prizeBalance: 0 });
    }
    return Response.json({ code: -1, message: 'no handler' }, { status: 503 });
  });
}

function withCart(short: boolean) {
  return withCartStory(
    server(short),
    [megaTicket([single([3, 11, 19, 25, 38, 44]), single([1, 2, 3, 4, 5, 6])], 2)],
    '/xac-nhan-don-hang',
  );
}

const meta = {
  title: 'checkout/Confirm order page',
  component: ConfirmOrderPage,
  parameters: { providers: withCart(false) },
} satisfies Meta<typeof ConfirmOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
export const ShortBalance: Story = { parameters: { providers: withCart(true) } };

/**
 * In the e-wallet webview: a cart mixing Mega 6/45 and a held paper ticket, paid through
 * the linked wallet (one order, one payment) once the customer presses 'Thanh toán qua ví'.
 */
export const WalletInWebview: Story = {
  args: { onGateway: () => undefined },
  parameters: {
    providers: withCartStory(
      server(false),
      [
        megaTicket([single([5, 12, 18, 27, 33, 41])], 2),
        makeTestPaperItem(
          [makeTestStockTicket({ ticketId: 7, number: '123456' })],
          '2030-01-01T00:15:00.000Z',
        ),
      ],
      '/xac-nhan-don-hang',
      (store) => {
        store.dispatch(embedDetected({ source: 'sandbox', data: 'd', sig: 's' }));
      },
    ),
  },
};
