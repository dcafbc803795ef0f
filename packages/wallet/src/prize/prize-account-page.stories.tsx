import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, okResponse } from '@veso/shop-core';
import { FEES, userInfo, withdrawal } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { PrizeAccountPage } from './prize-account-page';

function handler(withHistory: boolean) {
  return (_request: Request, url: URL) => {
    if (url.pathname === '/api/auth/info') return okResponse(userInfo(0, 350_000));
    if (url.pathname === '/api/withdraw/getRewardFee') return okResponse(FEES);
    if (url.pathname === '/api/withdraw/getWithdrawHistory') {
      const items = withHistory ? [withdrawal(3, 0), withdrawal(2, 1), withdrawal(1, 2)] : [];
      return okResponse({ items, page: 1, pageSize: 10, total: items.length });
    }
    return errorResponse(14, 404);
  };
}

const meta = { title: 'wallet/Prize account page', component: PrizeAccountPage } satisfies Meta<
  typeof PrizeAccountPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  decorators: [(Story) => <StoryFrame handler={handler(true)}>{<Story />}</StoryFrame>],
};

export const Empty: Story = {
  decorators: [(Story) => <StoryFrame handler={handler(false)}>{<Story />}</StoryFrame>],
};

export const Offline: Story = {
  decorators: [(Story) => <StoryFrame offline>{<Story />}</StoryFrame>],
};
