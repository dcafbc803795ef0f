import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  errorResponse,
  makeTestPaperItem,
  makeTestStockTicket,
} from '@veso/shop-core';
import type { CartItem } from '@veso/shop-core';
import { megaTicket, single, withCartStory } from '../test/fixtures';
import { CartPage } from './cart-page';
import { expect, userEvent } from 'storybook/test';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function withCart(items: CartItem[]) {
  return withCartStory(fetch, items, '/gio-hang');
}

const meta = {
  title: 'checkout/Cart page',
  component: CartPage,
  parameters: {
    providers: withCart([
      megaTicket([single([3, 11, 19, 25, 38, 44]), single([1, 2, 3, 4, 5, 6])], 2),
      megaTicket([{ ...single([1, 2, 3, 4, 5, 6, 7]), form: 'bao' }]),
    ]),
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTickets: Story = {};
export const Empty: Story = { parameters: { providers: withCart([]) } };

const inFifteen = new Date(Date.now() + 15 * 60 * 1000).toISOString();
const north = makeTestStockTicket({
  ticketId: 20,
  product: 'xsmb',
  category: 3,
  province: 'Bắc Ninh',
  number: '12345',
  symbolCode: '15AN',
});
const set = [6, 7, 8].map((ticketId) => makeTestStockTicket({ ticketId, number: '888888' }));

/** Held paper lottery tickets: one northern ticket and a whole set, with the hold's countdown. */
export const WithPaperTickets: Story = {
  parameters: {
    providers: withCart([
      megaTicket([single([3, 11, 19, 25, 38, 44])]),
      makeTestPaperItem([north], inFifteen),
      makeTestPaperItem(set, inFifteen, true),
    ]),
  },
};
/** The hold ran out: the line says so and offers to hold the tickets again. */
export const PaperHoldExpired: Story = {
  parameters: {
    providers: withCart([makeTestPaperItem([north], new Date(Date.now() - 1000).toISOString())]),
  },
};

/** Removing a set, then a whole ticket, then the last set: the cart empties as it is told. */
export const Removing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2/50 vé')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá bộ số B của vé 1 Mega 6/45' }));
    await expect(canvas.queryByText('01 02 03 04 05 06')).not.toBeInTheDocument();
    await expect(canvas.getByText('03 11 19 25 38 44')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá vé 2 Mega 6/45' }));
    await expect(canvas.getByText('1/50 vé')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Xoá bộ số A của vé 1 Mega 6/45' }));
    await expect(canvas.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeInTheDocument();
  },
};
