import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse } from '@veso/shop-core';
import type { VietlottCartItem } from '@veso/shop-core';
import { megaTicket, single, withCartStory } from '../test/fixtures';
import { CartPage } from './cart-page';

const fetch = createFakeFetch(() => errorResponse(-1, 503));

function withCart(items: VietlottCartItem[]) {
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
