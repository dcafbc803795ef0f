import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CloseIcon, MenuIcon, RefreshIcon } from '../../icons/icons';
import { Button, IconButton } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  args: { children: 'Tiếp tục', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Quên mật khẩu?' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Huỷ' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Huỷ vé' } };
export const Loading: Story = {
  args: { loading: true, children: 'Đang thanh toán' },
  parameters: { busy: true },
};
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Thanh toán' } };
export const AsLink: Story = { args: { href: '/nap-tien', variant: 'secondary', children: 'Nạp' } };

export const IconButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, padding: 16 }}>
      <IconButton label="Mở menu">
        <MenuIcon />
      </IconButton>
      <IconButton label="Làm mới số dư">
        <RefreshIcon />
      </IconButton>
      <IconButton label="Đóng" variant="secondary">
        <CloseIcon />
      </IconButton>
    </div>
  ),
};
