import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  offlineFetch,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import { VietlottGamePage } from './vietlott-game-page';

// The stand-in server lists three upcoming draws of each game.
const fetch = createFakeFetch((_request, url) => {
  if (url.pathname === '/api/draw/periods') {
    const product = url.searchParams.get('product');
    if (product === 'mega645' || product === 'power655') {
      return okResponse(makeTestPeriodList(product));
    }
  }
  if (url.pathname === '/api/getListPeriod') return okResponse(makeTestPeriodList('lotto535'));
  return errorResponse(-1, 503);
});

function withStore(fetchImpl: typeof globalThis.fetch) {
  return withStoryStore(fetchImpl, { route: '/mega-645' });
}

const meta = {
  title: 'games-vietlott/Game page',
  component: VietlottGamePage,
  decorators: [withStore(fetch)],
  args: { product: 'mega645' },
} satisfies Meta<typeof VietlottGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega645: Story = {};
export const Power655: Story = { args: { product: 'power655' } };
export const Lotto535: Story = { args: { product: 'lotto535' } };
export const PeriodsError: Story = {
  decorators: [withStore(createFakeFetch(() => errorResponse(14)))],
};
export const Offline: Story = { decorators: [withStore(offlineFetch())] };
