import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch, withStoryStore } from '@veso/shop-core';
import { KenoBaoPage } from './keno-bao-page';
import { KenoPage } from './keno-page';
import { KenoSubscriptionPage } from './keno-subscription-page';
import { kenoServer } from './keno-test-server';

function withStore(fetchImpl: typeof globalThis.fetch) {
  return withStoryStore(fetchImpl, { route: '/keno' });
}

const meta = {
  title: 'games-vietlott/Keno',
  component: KenoPage,
  decorators: [withStore(createFakeFetch(kenoServer()))],
} satisfies Meta<typeof KenoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keno: Story = {};
export const KenoBao: Story = { render: () => <KenoBaoPage /> };
export const NuoiKeno: Story = { render: () => <KenoSubscriptionPage /> };
export const PeriodsError: Story = {
  decorators: [withStore(createFakeFetch(() => errorResponse(14)))],
};
export const Offline: Story = { decorators: [withStore(offlineFetch())] };
