import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingDialog, LoadingOverlay } from './loading';

const meta = {
  title: 'ui-kit/Loading',
  component: LoadingOverlay,
  args: { visible: true },
  // Busy for good: the story tests take these as they are.
  parameters: { busy: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overlay: Story = {};

export const Dialog: Story = {
  render: () => <LoadingDialog open message="Đang xử lý thanh toán" />,
};

export const DialogWithoutMessage: Story = {
  render: () => <LoadingDialog open />,
};
