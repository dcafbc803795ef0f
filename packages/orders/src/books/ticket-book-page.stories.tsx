import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch, okResponse } from '@veso/shop-core';
import type { PaperTicket } from '@veso/contract';
import { makeBookTicket, makeWonLottoTicket } from '../test/book-fixtures';
import { withServer } from '../test/story-server';
import { TicketBookView } from './ticket-book-page';

function book(tickets: PaperTicket[], total = tickets.length) {
  return withServer(
    createFakeFetch(() => okResponse({ items: tickets, page_index: 1, page_size: 10, total })),
    '/so-ve-535',
  );
}

const lotto = [makeWonLottoTicket(12, 102), makeBookTicket('lotto535', 11, 101)];

const meta = {
  title: 'orders/Ticket book',
  component: TicketBookView,
  args: { kind: 'lotto535' },
  parameters: { providers: book(lotto) },
} satisfies Meta<typeof TicketBookView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lotto535: Story = {};
export const Keno: Story = {
  args: { kind: 'keno' },
  parameters: {
    providers: book([makeBookTicket('keno', 21, 201), makeBookTicket('keno', 20, 200)], 25),
  },
};
export const Empty: Story = { parameters: { providers: book([]) } };
export const Failed: Story = {
  parameters: { providers: withServer(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withServer(offlineFetch()) } };
