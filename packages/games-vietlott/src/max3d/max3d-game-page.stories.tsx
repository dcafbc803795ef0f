import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  offlineFetch,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import { Max3dGamePage } from './max3d-game-page';
import { Max4dPage } from './max4d-page';
import { OmMax3dPlusPage } from './om-max3d-plus-page';

// The stand-in server lists three upcoming draws of the shared Max 3D draw; a story can
// give its own `fetch` parameter (error, offline).
const max3dFetch = createFakeFetch((_request, url) =>
  url.pathname === '/api/draw/periods' && url.searchParams.get('product') === 'max3d'
    ? okResponse(makeTestPeriodList('max3d'))
    : errorResponse(-1, 503),
);

const inShop: Decorator = (Story, { parameters }) =>
  withStoryStore((parameters.fetch as typeof globalThis.fetch | undefined) ?? max3dFetch)(Story);

const meta = {
  title: 'games-vietlott/Max 3D',
  component: Max3dGamePage,
  decorators: [inShop],
  args: { product: 'max3d' },
} satisfies Meta<typeof Max3dGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Max3D: Story = {};
export const Max3DPlus: Story = { args: { product: 'max3dplus' } };
export const OmMax3DPlus: Story = { render: () => <OmMax3dPlusPage /> };
export const Max4DNotOnSale: Story = { render: () => <Max4dPage /> };
export const PeriodsError: Story = {
  parameters: { fetch: createFakeFetch(() => errorResponse(14)) },
};
export const Offline: Story = { parameters: { fetch: offlineFetch() } };
