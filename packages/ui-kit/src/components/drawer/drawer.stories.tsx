import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MenuIcon } from '../../icons/icons';
import { Button, IconButton } from '../button/button';
import { Drawer } from './drawer';

const meta = {
  title: 'ui-kit/Drawer',
  component: Drawer,
  args: {
    open: true,
    title: 'Menu',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Button href="/dang-ky" variant="secondary" fullWidth>
          Đăng ký
        </Button>
        <Button href="/dang-nhap" fullWidth>
          Đăng nhập
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithTrigger: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 8 }}>
        <IconButton label="Mở menu" onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Drawer {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
};
