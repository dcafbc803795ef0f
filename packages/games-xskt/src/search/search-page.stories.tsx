import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestSession,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { stockServer } from '../test/stock-server';
import { expect, userEvent, within } from 'storybook/test';
import { XsktSearchPage } from './search-page';

const signedIn = { session: makeTestSession() };

const meta = {
  title: 'games-xskt/Ticket search',
  component: XsktSearchPage,
  parameters: {
    providers: withStoryStore(stockServer().fetch, {
      route: '/XsktSearchItem?mode=tail&so=68',
      preloadedState: signedIn,
    }),
  },
} satisfies Meta<typeof XsktSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrailingDigits: Story = {};
export const Start: Story = {
  parameters: { providers: withStoryStore(stockServer().fetch, { route: '/XsktSearchItem' }) },
};
export const NothingFound: Story = {
  parameters: {
    providers: withStoryStore(stockServer().fetch, { route: '/XsktSearchItem?mode=head&so=999' }),
  },
};
export const LoadError: Story = {
  parameters: {
    providers: withStoryStore(
      createFakeFetch(() => errorResponse(14)),
      {
        route: '/XsktSearchItem?mode=exact&so=123456',
      },
    ),
  },
};
export const Offline: Story = {
  parameters: {
    providers: withStoryStore(offlineFetch(), { route: '/XsktSearchItem?mode=exact&so=123456' }),
  },
};

/** A search for the tickets ending in 68: the four on sale, in every region, are listed. */
export const Searching: Story = {
  parameters: {
    providers: withStoryStore(stockServer().fetch, {
      route: '/XsktSearchItem',
      preloadedState: signedIn,
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Đuôi số' }));
    await userEvent.type(canvas.getByLabelText('Số cần tìm'), '68');
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm vé' }));
    const list = await canvas.findByRole('list', { name: 'Vé tìm thấy' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('Tìm thấy 4 vé')).toBeInTheDocument();
  },
};
