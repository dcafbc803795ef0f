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

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function withCart(items: CartItem[]) {
  return withCartStory(fetch, items, '/gio-hang');
}

const meta = {
  title: 'checkout/Cart page',
  component: CartPage,
  decorators: [
    withCart([
      megaTicket([single([3, 11, 19, 25, 38, 44]), single([1, 2, 3, 4, 5, 6])], 2),
      megaTicket([{ ...single([1, 2, 3, 4, 5, 6, 7]), form: 'bao' }]),
    ]),
  ],
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTickets: Story = {};
export const Empty: Story = { decorators: [withCart([])] };

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

/** Held paper lottery tickets (issue #16): one northern ticket and a whole set, with the hold's countdown. */
export const WithPaperTickets: Story = {
  decorators: [
    withCart([
      megaTicket([single([3, 11, 19, 25, 38, 44])]),
      makeTestPaperItem([north], inFifteen),
      makeTestPaperItem(set, inFifteen, true),
    ]),
  ],
};
/** The hold ran out: the line says so and offers to hold the tickets again. */
export const PaperHoldExpired: Story = {
  decorators: [withCart([makeTestPaperItem([north], new Date(Date.now() - 1000).toISOString())])],
};
