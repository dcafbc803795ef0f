import type { Meta, StoryObj } from '@storybook/react-vite';
import { GeneratedTag } from './generated-tag';

const meta = {
  title: 'ui-kit/GeneratedTag',
  component: GeneratedTag,
  args: { generated: true },
} satisfies Meta<typeof GeneratedTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Generated: Story = {};
export const Real: Story = { args: { generated: false } };
