import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { errorResponse, makeTestAppConfig, okResponse } from '@veso/shop-core';
import { BANKS, FEES, userInfo, withdrawal } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { WithdrawPage } from './withdraw-page';

function handler(_request: Request, url: URL) {
  if (url.pathname === '/api/auth/info') return okResponse(userInfo(0, 350_000));
  if (url.pathname === '/api/withdraw/getRewardFee') return okResponse(FEES);
  if (url.pathname === '/api/config/bank') return okResponse(BANKS);
  if (url.pathname === '/api/withdraw/makeWithdraw') {
    return okResponse({ withdrawal: withdrawal(1, 0), prizeBalance: 244_500, balance: 0 });
  }
  return errorResponse(14, 404);
}

const meta = {
  title: 'wallet/Withdraw page',
  component: WithdrawPage,
  parameters: {
    providers: (Story: ComponentType) => <StoryFrame handler={handler}>{<Story />}</StoryFrame>,
  },
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BankTransfer: Story = { args: { slug: 'chuyen-khoan-ngan-hang' } };
export const ProductAccount: Story = { args: { slug: 'nap-tai-khoan-san-pham' } };
export const EWallet: Story = { args: { slug: 'nap-vi-dien-tu' } };
export const PhoneCredit: Story = { args: { slug: 'nap-tien-dien-thoai' } };
export const OtherEWallet: Story = { args: { slug: 'nap-vi-dien-tu-khac' } };
export const UnknownMethod: Story = { args: { slug: 'khong-co' } };

/** A prize balance above the 50.000.000đ limit: how such a prize is claimed, with the support phone. */
function largePrizeHandler(request: Request, url: URL) {
  if (url.pathname === '/api/auth/info') return okResponse(userInfo(0, 2_150_000_000));
  if (url.pathname === '/api/customer/get_config_v2') return okResponse(makeTestAppConfig());
  return handler(request, url);
}

export const LargePrize: Story = {
  args: { slug: 'chuyen-khoan-ngan-hang' },
  parameters: {
    providers: (Story: ComponentType) => (
      <StoryFrame handler={largePrizeHandler}>{<Story />}</StoryFrame>
    ),
  },
};
