import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { EmptyState, ErrorState } from './states';

const meta = {
  title: 'ui-kit/States',
  component: EmptyState,
  args: {
    title: 'Chưa có vé nào',
    message: 'Vé bạn mua sẽ hiện ở đây.',
    action: <Button href="/">Mua vé</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ErrorWithRetry: Story = {
  render: () => (
    <ErrorState message="Lỗi hệ thống. Quý khách vui lòng thử lại sau" onRetry={fn()} />
  ),
};

export const ErrorWithoutRetry: Story = {
  render: () => <ErrorState message="Không tìm thấy dữ liệu." />,
};
