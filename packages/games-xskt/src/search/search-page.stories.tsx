import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestSession,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { stockServer } from '../test/stock-server';
import { XsktSearchPage } from './search-page';

const signedIn = { session: makeTestSession() };

const meta = {
  title: 'games-xskt/Ticket search',
  component: XsktSearchPage,
  decorators: [
    withStoryStore(stockServer().fetch, {
      route: '/XsktSearchItem?mode=tail&so=68',
      preloadedState: signedIn,
    }),
  ],
} satisfies Meta<typeof XsktSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrailingDigits: Story = {};
export const Start: Story = {
  decorators: [withStoryStore(stockServer().fetch, { route: '/XsktSearchItem' })],
};
export const NothingFound: Story = {
  decorators: [withStoryStore(stockServer().fetch, { route: '/XsktSearchItem?mode=head&so=999' })],
};
export const LoadError: Story = {
  decorators: [
    withStoryStore(
      createFakeFetch(() => errorResponse(14)),
      {
        route: '/XsktSearchItem?mode=exact&so=123456',
      },
    ),
  ],
};
export const Offline: Story = {
  decorators: [withStoryStore(offlineFetch(), { route: '/XsktSearchItem?mode=exact&so=123456' })],
};
