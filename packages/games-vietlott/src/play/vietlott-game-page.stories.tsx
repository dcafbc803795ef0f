import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestPeriodList,
  offlineFetch,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import { expect, userEvent, within } from 'storybook/test';
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
  parameters: { providers: withStore(fetch) },
  args: { product: 'mega645' },
} satisfies Meta<typeof VietlottGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega645: Story = {};
export const Power655: Story = { args: { product: 'power655' } };
export const Lotto535: Story = { args: { product: 'lotto535' } };
export const PeriodsError: Story = {
  parameters: { providers: withStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStore(offlineFetch()) } };

/**
 * The number picker: an incomplete set is refused with the domain's message; six numbers
 * fill set A, the grid then refuses a seventh, and the ticket is priced.
 */
export const PickingNumbers: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: /Kỳ #01200/ });
    const grid = canvas.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
    const number = (n: number) =>
      within(grid).getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) });
    for (const n of [3, 11, 19]) await userEvent.click(number(n));
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm vào giỏ' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vui lòng chọn đủ 6 số.');
    for (const n of [25, 38, 44]) await userEvent.click(number(n));
    await expect(number(3)).toHaveAttribute('aria-pressed', 'true');
    await expect(number(4)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByTestId('set-A')).toHaveTextContent('03 11 19 25 38 44');
    await expect(canvas.getByTestId('price-total')).toHaveTextContent('10.000đ');
  },
};
