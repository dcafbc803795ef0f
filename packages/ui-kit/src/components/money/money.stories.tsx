import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'ui-kit/Money',
  component: Money,
  args: { amount: 1250000 },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Strong: Story = { args: { amount: 20000000, strong: true } };
export const Negative: Story = { args: { amount: -10000 } };
