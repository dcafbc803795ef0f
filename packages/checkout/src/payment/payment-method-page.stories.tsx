import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch, okResponse } from '@veso/shop-core';
import { megaTicket, single, userInfo, withCartStory } from '../test/fixtures';
import { PaymentMethodPage } from './payment-method-page';

function withBalance(fetch: typeof globalThis.fetch) {
  return withCartStory(
    fetch,
    [megaTicket([single([3, 11, 19, 25, 38, 44])], 2)],
    '/chon-hinh-thuc-thanh-toan',
  );
}

function balance(amount: number) {
  return createFakeFetch((_request, url) =>
    url.pathname === '/api/auth/info' ? okResponse(userInfo(amount)) : errorResponse(-1, 503),
  );
}

const meta = {
  title: 'checkout/Payment method page',
  component: PaymentMethodPage,
  parameters: { providers: withBalance(balance(500_000)) },
} satisfies Meta<typeof PaymentMethodPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {};
export const Short: Story = { parameters: { providers: withBalance(balance(5_000)) } };
export const Offline: Story = { parameters: { providers: withBalance(offlineFetch()) } };
