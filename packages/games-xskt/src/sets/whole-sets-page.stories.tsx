import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestSession,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { stockServer } from '../test/stock-server';
import { WholeSetsPage } from './whole-sets-page';

const signedIn = { session: makeTestSession() };

const meta = {
  title: 'games-xskt/Whole sets',
  component: WholeSetsPage,
  parameters: {
    providers: withStoryStore(stockServer().fetch, {
      route: '/ve-so-cap-nguyen?region=xsmn',
      preloadedState: signedIn,
    }),
  },
} satisfies Meta<typeof WholeSetsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sets: Story = {};
/** One ticket of a set is held by another customer: 'Mua cả cặp' there is refused. */
export const OneTicketTaken: Story = {
  parameters: {
    providers: withStoryStore(stockServer({ takenByOthers: [10] }).fetch, {
      route: '/ve-so-cap-nguyen?region=xsmn',
      preloadedState: signedIn,
    }),
  },
};
export const Empty: Story = {
  parameters: {
    providers: withStoryStore(stockServer().fetch, { route: '/ve-so-cap-nguyen?region=xsmt' }),
  },
};
export const LoadError: Story = {
  parameters: { providers: withStoryStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStoryStore(offlineFetch()) } };
