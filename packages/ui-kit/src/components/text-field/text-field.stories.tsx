import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhoneField, TextField } from './text-field';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  args: { label: 'Họ và tên', placeholder: 'Nhập họ và tên' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Mật khẩu', type: 'password', hint: 'Tối đa 25 ký tự', maxLength: 25 },
};
export const WithError: Story = {
  args: { label: 'Mật khẩu', type: 'password', error: 'Không được để trống.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: '0901234567' } };

export const Phone: Story = {
  render: () => <PhoneField placeholder="0901234567" />,
};

export const PhoneWithError: Story = {
  render: () => <PhoneField defaultValue="09" error="Số điện thoại phải có ít nhất 9 ký tự" />,
};
