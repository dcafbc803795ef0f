import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch } from '@veso/shop-core';
import { withServer as withStoryServer } from '../test/story-server';
import { makeSubscription, subscriptionServer } from './fixtures';
import { SubscriptionsPage } from './subscriptions-page';

const items = [
  makeSubscription(7, { draws: null, maxAmount: 200_000, stopOnWin: true }),
  makeSubscription(6, { status: 'paused', reason: 'Tạm dừng do bạn đã tự ngừng mua vé.' }),
  makeSubscription(5, { status: 'stopped', drawsBought: 10, reason: 'Đã mua đủ 10 kỳ.' }),
  makeSubscription(4, { status: 'cancelled' }),
];

function withServer(fetch: typeof globalThis.fetch) {
  return withStoryServer(fetch, '/nuoi-ve');
}

const meta = {
  title: 'orders/Subscriptions page',
  component: SubscriptionsPage,
  parameters: { providers: withServer(subscriptionServer(items)) },
} satisfies Meta<typeof SubscriptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscriptions: Story = {};
export const Empty: Story = { parameters: { providers: withServer(subscriptionServer([])) } };
export const Failed: Story = {
  parameters: { providers: withServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withServer(offlineFetch()) } };
