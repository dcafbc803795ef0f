import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { PaperTicket } from '@veso/contract';
import { makeTestTicket, okResponse, signedIn, useAppDispatch } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { useEffect } from 'react';
import { offlineServer, screenDecorator, storyServer } from '../test/story-kit';
import { KenoLivePage } from './keno-live-page';
import type { EventSourceLike } from './keno-live-page';

/** A simulated stream for the story: a draw, one number a second, the summary, a countdown. */
class SimulatedStream implements EventSourceLike {
  readyState = 1;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  private timer: ReturnType<typeof setInterval>;
  constructor() {
    const numbers = [3, 8, 11, 15, 19, 24, 28, 31, 35, 40, 42, 47, 52, 55, 60, 63, 68, 71, 76, 79];
    let step = 0;
    this.timer = setInterval(() => {
      if (step === 0)
        this.emit('draw', {
          drawCode: '0150002',
          openDate: '21/11/2026 08:10:00',
          drawAt: '',
          generated: true,
        });
      else if (step <= 20)
        this.emit('number', { drawCode: '0150002', index: step, number: numbers[step - 1] });
      else if (step === 21)
        this.emit('summary', {
          drawCode: '0150002',
          numbers,
          summary: { big: 10, small: 10, even: 8, odd: 12 },
          generated: true,
        });
      else
        this.emit('countdown', {
          nextDrawCode: '0150003',
          nextDrawAt: '',
          secondsLeft: Math.max(0, 600 - step),
        });
      step += 1;
    }, 1000);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    clearInterval(this.timer);
  }
  private emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const meta = { title: 'results/Keno live', component: KenoLivePage } satisfies Meta<
  typeof KenoLivePage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  args: { createEventSource: () => new SimulatedStream() },
  decorators: [screenDecorator('/ket-qua-truc-tuyen')],
};

/** A printed ticket of the simulated draw: a bậc 5 line (4 numbers come out) and Hòa Lớn-Nhỏ. */
const OWN_TICKET: PaperTicket = {
  ...makeTestTicket(1, { id: 41, product: 'keno', productName: 'Keno', drawCode: '0150002' }),
  orderId: 4100,
  numberInfos: [
    {
      numbers: [3, 11, 24, 50, 79],
      form: 'single',
      special: null,
      specials: [],
      stake: 2,
      lines: 1,
      price: 20_000,
    },
    {
      numbers: [],
      form: 'kenoSideBet',
      bet: 'big-small-draw',
      special: null,
      specials: [],
      stake: 1,
      lines: 1,
      price: 10_000,
    },
  ],
};

/** The story server, plus the customer's Keno ticket book from `tickets`. */
function withTickets(tickets: FakeApiHandler): FakeApiHandler {
  return (request, url) =>
    url.pathname === '/api/order/get_paper_xsdt/draw_category'
      ? tickets(request, url)
      : storyServer(request, url);
}

/** Signs the story's store in (the screen decorator's store starts signed out). */
const signedInDecorator: Decorator = (Story) => {
  function SignIn() {
    const dispatch = useAppDispatch();
    useEffect(() => {
      dispatch(signedIn({ accountId: '0912345678' }));
    }, [dispatch]);
    return <Story />;
  }
  return <SignIn />;
};

const ticketPage = (items: PaperTicket[]) =>
  okResponse({ items, page_index: 1, page_size: 50, total: items.length });

/** Signed in, on /keno-live, with `tickets` as the customer's tickets of the draw. */
const withOwnTickets = (tickets: PaperTicket[]) => [
  signedInDecorator,
  screenDecorator(
    '/keno-live',
    '/keno-live',
    withTickets(() => ticketPage(tickets)),
  ),
];

/** Signed in: the own ticket's numbers get marked as they come out, then the provisional prize. */
export const WithOwnTickets: Story = {
  args: { createEventSource: () => new SimulatedStream() },
  decorators: withOwnTickets([OWN_TICKET]),
};

/** Signed in without a ticket for the draw. */
export const NoOwnTickets: Story = {
  args: { createEventSource: () => new SimulatedStream() },
  decorators: withOwnTickets([]),
};

/** Signed in, offline: the ticket list says so, the board goes on. */
export const OwnTicketsOffline: Story = {
  args: { createEventSource: () => new SimulatedStream() },
  decorators: [
    signedInDecorator,
    screenDecorator('/keno-live', '/keno-live', withTickets(offlineServer)),
  ],
};
