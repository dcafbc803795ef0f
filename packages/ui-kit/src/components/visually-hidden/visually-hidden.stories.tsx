import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'ui-kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Chỉ trình đọc màn hình nghe thấy dòng này' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p style={{ padding: 16 }}>
      Văn bản bên cạnh là vô hình: <VisuallyHidden {...args} />
    </p>
  ),
};
