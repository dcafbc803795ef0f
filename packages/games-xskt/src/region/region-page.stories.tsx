import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestSession,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { stockServer } from '../test/stock-server';
import { RegionPage } from './region-page';

const signedIn = { session: makeTestSession() };

const meta = {
  title: 'games-xskt/Region page',
  component: RegionPage,
  parameters: {
    providers: withStoryStore(stockServer().fetch, {
      route: '/xo-so-kien-thiet-mien-nam',
      preloadedState: signedIn,
    }),
  },
  args: { product: 'xsmn' },
} satisfies Meta<typeof RegionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const South: Story = {};
/** Numbers other customers took: the 'Số hot' of the day, a tap searches one. */
export const SouthWithHotNumbers: Story = {
  parameters: {
    providers: withStoryStore(stockServer({ takenByOthers: [6, 7, 9, 4] }).fetch, {
      preloadedState: signedIn,
    }),
  },
};
export const North: Story = {
  args: { product: 'xsmb' },
  parameters: { providers: withStoryStore(stockServer().fetch, { preloadedState: signedIn }) },
};
/** The centre has no stock delivered yet: the empty state. */
export const CentralEmpty: Story = {
  args: { product: 'xsmt' },
  parameters: { providers: withStoryStore(stockServer().fetch, { preloadedState: signedIn }) },
};
export const LoadError: Story = {
  parameters: { providers: withStoryStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStoryStore(offlineFetch()) } };
