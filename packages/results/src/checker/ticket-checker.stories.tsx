import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
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
