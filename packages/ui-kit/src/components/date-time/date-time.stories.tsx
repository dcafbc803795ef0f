import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTime } from './date-time';

const meta = {
  title: 'ui-kit/DateTime',
  component: DateTime,
  args: { value: '2026-11-21T11:00:00Z' },
} satisfies Meta<typeof DateTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FromDrawFormat: Story = { args: { value: '21/11/2026 18:00:00' } };
export const DateOnly: Story = { args: { dateOnly: true } };
