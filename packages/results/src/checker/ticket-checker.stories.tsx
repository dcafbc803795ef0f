import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TicketChecker } from './ticket-checker';

// Try 60213 on 22/08/2026 (northern), or 07 26 31 38 43 01 on 21/08/2026 (Mega 6/45).
const meta = {
  title: 'results/Ticket checker',
  component: TicketChecker,
  decorators: [screenDecorator('/so-ket-qua-xo-so-kien-thiet')],
} satisfies Meta<typeof TicketChecker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Northern: Story = {};
export const Mega: Story = { args: { initialProduct: 'mega645' } };

/**
 * Checking 5 of the numbers of Mega 6/45 draw #01552, the latest (its day is offered): the
 * report names Giải Nhất.
 */
export const CheckingAMegaTicket: Story = {
  args: { initialProduct: 'mega645' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText('Ngày quay')).toHaveValue('2026-08-21'));
    await userEvent.type(canvas.getByLabelText(/6 số đã chọn/), '07 26 31 38 43 01');
    await userEvent.click(canvas.getByRole('button', { name: 'Dò vé' }));
    const report = await canvas.findByRole('list', { name: 'Kết quả dò vé' });
    await expect(within(report).getByText(/Mega 6\/45 kỳ #01552/)).toBeInTheDocument();
    await expect(report).toHaveTextContent('Giải Nhất: 10.000.000đ');
  },
};
