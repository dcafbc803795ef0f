import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { TOAST_MAIN_GROUP_MS, ToastViewport } from './toast-viewport';
import type { ToastMessage } from './toast-viewport';

const meta = {
  title: 'ui-kit/ToastViewport',
  component: ToastViewport,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '3', message: 'Đăng nhập thành công', tone: 'success', durationMs: 0 },
      { id: '2', message: 'Tài khoản hoặc mật khẩu không đúng', tone: 'error', durationMs: 0 },
      {
        id: '1',
        message: 'Giỏ hàng đã đầy. Vui lòng thanh toán để tiếp tục mua vé',
        durationMs: 0,
      },
    ],
  },
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {};

export const Live: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<ToastMessage[]>([]);
    const [count, setCount] = useState(1);
    return (
      <div style={{ padding: 16, paddingTop: 120 }}>
        <Button
          onClick={() => {
            setToasts((list) => [
              {
                id: String(count),
                message: `Thông báo số ${count}`,
                durationMs: TOAST_MAIN_GROUP_MS,
              },
              ...list,
            ]);
            setCount(count + 1);
          }}
        >
          Thêm thông báo
        </Button>
        <ToastViewport
          toasts={toasts}
          onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
        />
      </div>
    );
  },
};
