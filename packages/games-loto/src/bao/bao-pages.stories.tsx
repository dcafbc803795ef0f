import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineFetch, withStoryStore } from '@veso/shop-core';
import { lotoFetch, withEditedTicket } from '../test/loto-fixtures';
import { BaoPage, DonBaoBacPage } from './bao-page';

const meta = {
  title: 'games-loto/Bao pages',
  component: BaoPage,
  parameters: { providers: withStoryStore(lotoFetch(), { route: '/bao-xsdt-6x36' }) },
  args: { product: 'bao636' },
} satisfies Meta<typeof BaoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bao636: Story = {};
export const Bao636Offline: Story = { parameters: { providers: withStoryStore(offlineFetch()) } };
export const BaoLoto2: Story = { args: { product: 'baoloto2' } };
export const DonBaoBac: Story = { render: () => <DonBaoBacPage /> };
export const EditingBaoTicket: Story = {
  args: { product: 'baoloto2' },
  parameters: {
    providers: withEditedTicket('baoloto2', [
      {
        numbers: [12, 34, 56, 78],
        form: 'lotoBao',
        special: null,
        specials: [],
        chosenAuto: false,
      },
    ]),
  },
};
