import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, okResponse } from '@veso/shop-core';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

/**
 * The form: nothing chosen is refused with the spec's message; a preset fills the amount;
 * a typed amount under the minimum is explained; MoMo and 50.000đ open the gateway.
 */
export const ChoosingAmount: Story = {
  args: { onGateway: fn() },
  decorators: [(Story) => <StoryFrame handler={handler()}>{<Story />}</StoryFrame>],
  play: async ({ args, canvas }) => {
    const momo = await canvas.findByRole('radio', { name: 'Ví MoMo' });
    const submit = canvas.getByRole('button', { name: 'Nạp tiền' });
    await userEvent.click(submit);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vui lòng chọn hình thức nạp tiền');
    await userEvent.click(momo);
    const amount = canvas.getByLabelText('Số tiền nạp (đ)');
    await userEvent.type(amount, '5000');
    await expect(amount).toHaveAccessibleDescription(/Số tiền nạp tối thiểu là 10\.000đ/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '50.000đ' }));
    await expect(canvas.getByRole('button', { name: '50.000đ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(amount).toHaveValue('50000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(submit);
    await waitFor(() => expect(args.onGateway).toHaveBeenCalledWith('/sandbox/pay/pay_1'));
  },
};
