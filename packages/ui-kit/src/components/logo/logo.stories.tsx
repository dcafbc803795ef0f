import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo, Spinner } from './logo';

const meta = {
  title: 'ui-kit/Logo',
  component: Logo,
  args: { size: 32, withWord: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MarkOnly: Story = { args: { withWord: false, size: 48 } };

export const LogoSpinner: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, padding: 24 }}>
      <Spinner size={40} label="Đang tải" />
      <Spinner size={72} label="Đang tải" />
    </div>
  ),
};
