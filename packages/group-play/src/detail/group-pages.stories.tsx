import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  groupServer,
  makeTestGroup,
  makeTestHeldGroup,
  makeTestSharePayment,
  makeTestWonGroup,
} from '../test/group-server';
import { BUY_SUCCESS_TITLE } from '../join/buy-shares';
import { GroupStory } from '../test/story-router';
import { expect, userEvent, within } from 'storybook/test';

const HELD = makeTestHeldGroup();

const meta = { title: 'group-play/Group pages', component: GroupStory } satisfies Meta<
  typeof GroupStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /nhom-mua-chung/cung-chon-so/thong-tin-nhom/{id}. */
export const Group: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7', server: groupServer() },
};
/** /nhom-mua-chung/gop-quy/thong-tin-nhom/{id}: shares bought on the group's page. */
export const PoolGroup: Story = {
  args: {
    route: '/nhom-mua-chung/gop-quy/thong-tin-nhom/7',
    server: groupServer([makeTestGroup({ kind: 'gop-quy' })]),
  },
};
/** /nhom-mua-chung/cung-chon-so/gop-co-phan/{id}: the share picker and payment. */
export const BuyShares: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so/gop-co-phan/7', server: groupServer() },
};
/** Buying two shares of 1.000đ: the total follows the count, and paying shows the new balance. */
export const BuyingTwoShares: Story = {
  args: {
    route: '/nhom-mua-chung/cung-chon-so/gop-co-phan/7',
    server: groupServer([makeTestGroup()], { balance: 50_000 }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Thêm 1 cổ phần' }));
    await expect(canvas.getByTestId('share-total')).toHaveTextContent('2.000đ');
    await userEvent.click(canvas.getByRole('button', { name: 'Thanh toán 2.000đ' }));
    const result = await canvas.findByRole('region', { name: BUY_SUCCESS_TITLE });
    await expect(within(result).getByText('48.000đ')).toBeInTheDocument();
    await expect(within(result).getByText(/Nhóm đã hoàn thành 50%/)).toBeInTheDocument();
  },
};
/** In the e-wallet webview: the linked wallet is offered (first) beside the main balance. */
export const BuySharesWebview: Story = {
  args: {
    route: '/nhom-mua-chung/cung-chon-so/gop-co-phan/7',
    server: groupServer([makeTestGroup()], { balance: 0 }),
    embed: true,
  },
};
/** Back from the wallet's gateway (`?paymentId=`): the payment came after the group filled. */
export const WalletPaymentTooLate: Story = {
  args: {
    route: '/nhom-mua-chung/cung-chon-so/gop-co-phan/7?paymentId=pay-9',
    server: (() => {
      const server = groupServer([makeTestGroup({ soldShares: 10 })]);
      server.sharePayments.push(
        makeTestSharePayment({ outcome: 'refused', refusal: 'Nhóm đã đủ cổ phần' }),
      );
      return server;
    })(),
  },
};
export const BuySharesShortBalance: Story = {
  args: {
    route: '/nhom-mua-chung/mua-chung-ve-bao/gop-co-phan/7',
    server: groupServer([makeTestGroup({ kind: 'mua-chung-ve-bao', sharePrice: 200_000 })], {
      balance: 50_000,
    }),
  },
};
/** /thong-tin-nhom/cung-chon-so/{index}: the customer's own group, money held, leave. */
export const OwnGroupHeld: Story = {
  args: { route: '/thong-tin-nhom/cung-chon-so/7', server: groupServer([HELD]) },
};
/** A won group: 'Trúng thưởng', the printed ticket and the customer's prize. */
export const OwnGroupWon: Story = {
  args: { route: '/thong-tin-nhom/cung-chon-so/9', server: groupServer([makeTestWonGroup()]) },
};
export const NotFound: Story = {
  args: { route: '/nhom-mua-chung/ve-le-tc/thong-tin-nhom/99', server: groupServer([]) },
};
/** /nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan without a group being created. */
export const BaoPaymentNoGroup: Story = {
  args: {
    route: '/nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan',
    server: groupServer(),
  },
};
export const Offline: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7', offline: true },
};
