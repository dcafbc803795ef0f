import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, okResponse } from '@veso/shop-core';
import { METHODS, payment, userInfo } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { TopUpPage } from './top-up-page';

function handler(status: 'pending' | 'paid' = 'paid') {
  return (_request: Request, url: URL) => {
    if (url.pathname === '/api/auth/info') return okResponse(userInfo(50_000, 0));
    if (url.pathname === '/api/customer/method_payment_ext')
      return okResponse({ methods: METHODS });
    if (url.pathname === '/api/payments/create') return okResponse(payment('pending'));
    if (url.pathname === '/api/payments/pay_1') return okResponse(payment(status));
    return errorResponse(14, 404);
  };
}

const meta = {
  title: 'wallet/Top-up page',
  component: TopUpPage,
  args: { onGateway: () => undefined },
} satisfies Meta<typeof TopUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {
  decorators: [(Story) => <StoryFrame handler={handler()}>{<Story />}</StoryFrame>],
};

export const MomoRoute: Story = {
  args: { method: 'momo' },
  decorators: [(Story) => <StoryFrame handler={handler()}>{<Story />}</StoryFrame>],
};

export const Pending: Story = {
  decorators: [
    (Story) => (
      <StoryFrame handler={handler('pending')} route="/nap-tien?paymentId=pay_1">
        <Story />
      </StoryFrame>
    ),
  ],
};

export const Paid: Story = {
  decorators: [
    (Story) => (
      <StoryFrame handler={handler('paid')} route="/nap-tien?paymentId=pay_1">
        <Story />
      </StoryFrame>
    ),
  ],
};

export const Offline: Story = {
  decorators: [(Story) => <StoryFrame offline>{<Story />}</StoryFrame>],
};
