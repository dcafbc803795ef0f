import type { Meta, StoryObj } from '@storybook/react-vite';
import { xsktEndpoints } from '@veso/contract/endpoints/xskt';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  offlineFetch,
} from '@veso/shop-core';
import {
  CLAIM_NOTE,
  makeTestPaperTicket,
  makeTestXsktOrder,
  winningPaperTicket,
  xsktOrderList,
  xsktTicketBook,
} from '../test/paper-fixtures';
import { withServer } from '../test/story-server';
import { XsktHistoryList, XsktTicketBookList } from './xskt-history-page';
import { XsktOrderView } from './xskt-order-page';

const won = winningPaperTicket();
const big = winningPaperTicket({
  id: 502,
  number: '654321',
  prizeGross: 30_000_000,
  prizeTax: 2_000_000,
  prizeNet: 28_000_000,
  wins: [{ tier: 'second', name: 'Giải Nhì', amount: 30_000_000 }],
  claimInPerson: true,
  claimNote: CLAIM_NOTE,
});
const waiting = makeTestPaperTicket({
  id: 503,
  orderId: 402,
  status: 0,
  statusLabel: 'Chờ in vé',
  scannedAt: null,
  imagePath: null,
});
const orders = [makeTestXsktOrder([won, big]), makeTestXsktOrder([waiting])];

const server = createEndpointFetch(
  [
    answers(xsktEndpoints.customerHistory, () => xsktOrderList(orders)),
    answers(xsktEndpoints.paperTickets, () =>
      xsktTicketBook(orders.flatMap((o) => o.paperTickets)),
    ),
    answers(xsktEndpoints.xsktInfo, () => orders[0] ?? errorResponse(14)),
  ],
  () => errorResponse(14),
);
const empty = createEndpointFetch([
  answers(xsktEndpoints.customerHistory, () => xsktOrderList([])),
  answers(xsktEndpoints.paperTickets, () => xsktTicketBook([])),
]);

const meta = {
  title: 'orders/Paper lottery (xskt)',
  component: XsktHistoryList,
  parameters: { providers: withServer(server, '/lich-su-mua-xskt') },
} satisfies Meta<typeof XsktHistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const HistoryEmpty: Story = {
  parameters: { providers: withServer(empty, '/lich-su-mua-xskt') },
};
export const HistoryOffline: Story = {
  parameters: { providers: withServer(offlineFetch(), '/lich-su-mua-xskt') },
};
export const TicketBook: Story = { render: () => <XsktTicketBookList /> };
export const TicketBookEmpty: Story = {
  render: () => <XsktTicketBookList />,
  parameters: { providers: withServer(empty, '/so-xo-kien-thiet') },
};
/** A won order: each tier's prize and a prize to claim in person. */
export const OrderDetail: Story = { render: () => <XsktOrderView orderId={401} /> };
export const OrderLoadError: Story = {
  render: () => <XsktOrderView orderId={401} />,
  parameters: {
    providers: withServer(
      createFakeFetch(() => errorResponse(14)),
      '/chi-tiet-don-kien-thiet',
    ),
  },
};
export const OrderOffline: Story = {
  render: () => <XsktOrderView orderId={401} />,
  parameters: { providers: withServer(offlineFetch(), '/chi-tiet-don-kien-thiet') },
};
