import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  embedDetected,
  errorResponse,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { lotoFetch, withEditedTicket } from '../test/loto-fixtures';
import { LotoGamePage } from './loto-game-page';

const meta = {
  title: 'games-loto/Game page',
  component: LotoGamePage,
  decorators: [withStoryStore(lotoFetch(), { route: '/lo-to-2-so' })],
  args: { product: 'loto2' },
} satisfies Meta<typeof LotoGamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loto2: Story = {};
export const Loto3: Story = { args: { product: 'loto3' } };
export const Loto5: Story = { args: { product: 'loto5' } };
export const DienToan636: Story = { args: { product: 'dientoan636' } };
export const DienToan636Embedded: Story = {
  args: { product: 'dientoan636' },
  decorators: [
    withStoryStore(lotoFetch(), {
      prepare: (store) => store.dispatch(embedDetected({ source: 'wallet', data: 'd', sig: 's' })),
    }),
  ],
};
export const Loto2Cap: Story = { args: { product: 'loto2cap' } };
export const Loto3Cap: Story = { args: { product: 'loto3cap' } };
export const Loto4Cap: Story = { args: { product: 'loto4cap' } };
export const PeriodsError: Story = {
  decorators: [withStoryStore(createFakeFetch(() => errorResponse(14)))],
};
export const Offline: Story = { decorators: [withStoryStore(offlineFetch())] };
export const EditingCartTicket: Story = {
  args: { product: 'loto3cap' },
  decorators: [
    withEditedTicket('loto3cap', [
      {
        numbers: [11, 22, 33],
        form: 'single',
        special: null,
        specials: [],
        chosenAuto: false,
        stake: 5,
      },
    ]),
  ],
};
