import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { TicketCard } from './ticket-card';

const meta = {
  title: 'ui-kit/TicketCard',
  component: TicketCard,
  args: {
    productName: 'Mega 6/45',
    numbers: [5, 12, 23, 34, 40, 45],
    drawLabel: 'Kỳ #01234 · 21/11/2026 18:00',
    status: 'Chờ in vé',
    statusTone: 'info',
    amount: 10000,
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};

export const Won: Story = {
  args: { status: 'Trúng thưởng', statusTone: 'success', amount: 30000 },
};

export const SeveralSets: Story = {
  args: {
    productName: 'Power 6/55',
    numbers: [
      [1, 7, 19, 26, 41, 55],
      [3, 8, 14, 22, 37, 50],
      [2, 9, 11, 33, 44, 52],
    ],
    status: 'Đã huỷ',
    statusTone: 'error',
    amount: 30000,
  },
};

export const WithAction: Story = {
  args: {
    children: (
      <Button variant="secondary" fullWidth>
        Xem chi tiết
      </Button>
    ),
  },
};
