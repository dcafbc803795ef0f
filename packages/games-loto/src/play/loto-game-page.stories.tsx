import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  embedDetected,
  errorResponse,
  offlineFetch,
  withStoryStore,
} from '@veso/shop-core';
import { lotoFetch, withEditedTicket } from '../test/loto-fixtures';
import { expect, userEvent, within } from 'storybook/test';
import { LotoGamePage } from './loto-game-page';

const meta = {
  title: 'games-loto/Game page',
  component: LotoGamePage,
  parameters: { providers: withStoryStore(lotoFetch(), { route: '/lo-to-2-so' }) },
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
  parameters: {
    providers: withStoryStore(lotoFetch(), {
      prepare: (store) => store.dispatch(embedDetected({ source: 'wallet', data: 'd', sig: 's' })),
    }),
  },
};
export const Loto2Cap: Story = { args: { product: 'loto2cap' } };
export const Loto3Cap: Story = { args: { product: 'loto3cap' } };
export const Loto4Cap: Story = { args: { product: 'loto4cap' } };
export const PeriodsError: Story = {
  parameters: { providers: withStoryStore(createFakeFetch(() => errorResponse(14))) },
};
export const Offline: Story = { parameters: { providers: withStoryStore(offlineFetch()) } };
export const EditingCartTicket: Story = {
  args: { product: 'loto3cap' },
  parameters: {
    providers: withEditedTicket('loto3cap', [
      {
        numbers: [11, 22, 33],
        form: 'single',
        special: null,
        specials: [],
        chosenAuto: false,
        stake: 5,
      },
    ]),
  },
};

/**
 * The picker: with nothing chosen the buy bar is off; picking 07 makes one line and a
 * 20.000đ stake prices the ticket at 20.000đ.
 */
export const PickingANumber: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('checkbox', { name: /#2030-01-01/ });
    await expect(canvas.getByRole('button', { name: 'Thêm vào giỏ' })).toBeDisabled();
    const grid = canvas.getByRole('group', { name: 'Chọn 1 số cho bộ số A' });
    await userEvent.click(within(grid).getByRole('button', { name: /^07/ }));
    await expect(canvas.getByTestId('set-A')).toHaveTextContent('07');
    await expect(canvas.getByTestId('line-total')).toHaveTextContent('1');
    await userEvent.click(canvas.getByRole('radio', { name: '20.000đ' }));
    await expect(canvas.getByTestId('price-total')).toHaveTextContent('20.000đ');
  },
};
