import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch, withStoryStore } from '@veso/shop-core';
import { stockServer } from '../test/stock-server';
import { HotNumbers, HotProducts } from './hot-numbers';

/** Two of Cần Thơ's three 888888 are taken, one of Đồng Nai's 654321, Sóc Trăng's only 129900. */
const busy = () => stockServer({ takenByOthers: [6, 7, 9, 4] }).fetch;

const meta = {
  title: 'games-xskt/Hot numbers',
  component: HotNumbers,
  parameters: { providers: withStoryStore(busy()) },
  args: {
    product: 'xsmn',
    date: '2026-03-04',
    dayText: '04/03',
    onPick: () => undefined,
  },
} satisfies Meta<typeof HotNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's hot numbers: the most taken first, then the most left; sold-out 129900 is not offered. */
export const Default: Story = {};
/** Nobody took a number yet: the biggest sets first. */
export const NothingTakenYet: Story = {
  parameters: { providers: withStoryStore(stockServer().fetch) },
};
/** A day without stock on sale. */
export const Empty: Story = { args: { date: '2026-03-05', dayText: '05/03' } };
/** The call never answers: the loading placeholder. */
export const Loading: Story = {
  parameters: {
    busy: true,
    providers: withStoryStore(() => new Promise<Response>(() => undefined)),
  },
};
export const LoadError: Story = {
  parameters: { providers: withStoryStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStoryStore(offlineFetch()) } };

/** The hot products of the southern page: Lô tô 2, 3, 5 số and the central lottery. */
export const HotProductsList: Story = {
  render: () => <HotProducts product="xsmn" />,
};
export const HotProductsOffline: Story = {
  render: () => <HotProducts product="xsmn" />,
  parameters: { providers: withStoryStore(offlineFetch()) },
};
