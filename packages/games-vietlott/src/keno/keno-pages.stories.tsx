import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  KenoHoursBanner,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
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
  parameters: { providers: withStore(createFakeFetch(kenoServer())) },
} satisfies Meta<typeof KenoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keno: Story = {};
export const KenoBao: Story = { render: () => <KenoBaoPage /> };
export const NuoiKeno: Story = { render: () => <KenoSubscriptionPage /> };
export const PeriodsError: Story = {
  parameters: { providers: withStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStore(offlineFetch()) } };

/** 22:30 Vietnam time: Keno is closed until 08:15 the next morning. */
const NIGHT = Date.parse('2026-03-02T22:30:00+07:00');

/** The banner every Keno page shows at its top outside 8:15–22:00. */
export const ClosedHoursBanner: Story = {
  render: () => (
    <KenoHoursBanner
      sales={{
        open: false,
        opening: Date.parse('2026-03-03T08:15:00+07:00'),
        firstDraw: Date.parse('2026-03-03T08:24:00+07:00'),
        hours: { from: '08:15', to: '22:00' },
        now: NIGHT,
      }}
    />
  ),
};
