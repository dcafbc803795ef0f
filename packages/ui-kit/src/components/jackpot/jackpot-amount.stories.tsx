import type { Meta, StoryObj } from '@storybook/react-vite';
import { JackpotAmount } from './jackpot-amount';

const meta = {
  title: 'ui-kit/JackpotAmount',
  component: JackpotAmount,
  args: { amount: 35_123_456_789 },
} satisfies Meta<typeof JackpotAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Exact: Story = {};
export const Abbreviated: Story = { args: { abbreviate: true } };
