import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  makeTestSession,
  numberSetError,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { subscriptionOf } from '../test/subscription-fixture';
import { SubscribeAction } from './subscribe-dialog';

// A signed-in customer whose subscription the stand-in server accepts.
const fetch = createFakeFetch(async (request, url) =>
  url.pathname === '/api/customer/subscriptions/create'
    ? okResponse(
        subscriptionOf((await request.json()) as Record<string, unknown>, {
          productName: 'Mega 6/45',
          pricePerDraw: 10_000,
        }),
      )
    : Response.json({ code: -1, message: 'no handler' }, { status: 503 }),
);

const SET: NumberSet = {
  numbers: [3, 11, 19, 25, 38, 42],
  form: 'single',
  special: null,
  specials: [],
  chosenAuto: false,
};

const meta = {
  title: 'games-vietlott/Nuôi bộ số',
  component: SubscribeAction,
  parameters: {
    providers: withStoryStore(fetch, {
      route: '/mega-645',
      preloadedState: { session: makeTestSession() },
    }),
  },
  args: {
    product: 'mega645',
    sets: [SET],
    check: (set: NumberSet) => numberSetError('mega645', set),
    onInvalidSet: () => undefined,
  },
} satisfies Meta<typeof SubscribeAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press 'Nuôi bộ số' to open the dialog with the stop rules. */
export const SignedIn: Story = {};
/** Signed out, the button sends to sign-in. */
export const SignedOut: Story = {
  parameters: { providers: withStoryStore(fetch, { route: '/mega-645' }) },
};
