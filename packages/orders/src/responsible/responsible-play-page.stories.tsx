import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch } from '@veso/shop-core';
import { withServer as withStoryServer } from '../test/story-server';
import { makePlayLimits, playServer, RAISE_AT } from './fixtures';
import { ResponsiblePlayPage } from './responsible-play-page';

function withServer(fetch: typeof globalThis.fetch) {
  return withStoryServer(fetch, '/choi-co-trach-nhiem');
}

const meta = {
  title: 'orders/Responsible play page',
  component: ResponsiblePlayPage,
  parameters: { providers: withServer(playServer()) },
} satisfies Meta<typeof ResponsiblePlayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Limits: Story = {};
export const PendingRaise: Story = {
  parameters: {
    providers: withServer(
      playServer(
        makePlayLimits({
          pending: { daily: 500_000, weekly: null, monthly: 2_000_000, effectiveAt: RAISE_AT },
        }),
      ),
    ),
  },
};
export const Excluded: Story = {
  parameters: {
    providers: withServer(
      playServer(makePlayLimits({ exclusion: { until: RAISE_AT, permanent: false } })),
    ),
  },
};
export const ExcludedForGood: Story = {
  parameters: {
    providers: withServer(
      playServer(makePlayLimits({ exclusion: { until: null, permanent: true } })),
    ),
  },
};
export const Failed: Story = {
  parameters: { providers: withServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withServer(offlineFetch()) } };
