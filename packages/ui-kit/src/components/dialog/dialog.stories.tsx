import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { PhoneField } from '../text-field/text-field';
import { Dialog, YesNoDialog } from './dialog';

const meta = {
  title: 'ui-kit/Dialog',
  component: Dialog,
  args: { open: true, title: 'Đăng nhập', onClose: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: {
    children: <PhoneField />,
    actions: <Button fullWidth>Tiếp tục</Button>,
  },
};

export const Toggle: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>Mở hộp thoại</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)}>
          <p>Nhấn Esc, nút Đóng hoặc vùng tối để đóng.</p>
        </Dialog>
      </div>
    );
  },
};

export const YesNo: Story = {
  render: () => (
    <YesNoDialog
      open
      title="Xoá vé khỏi giỏ hàng?"
      message="Bộ số đã chọn sẽ bị xoá."
      onYes={fn()}
      onNo={fn()}
      destructive
    />
  ),
};
