import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordFields, PASSWORD_MISMATCH_MESSAGE } from './password-fields';

const meta = {
  title: 'account/New password fields',
  component: NewPasswordFields,
  args: {
    passwordLabel: 'Mật khẩu mới',
    password: '',
    confirm: '',
    onPasswordChange: () => undefined,
    onConfirmChange: () => undefined,
    errors: {},
  },
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Mismatch: Story = {
  args: { password: 'abc123', confirm: 'abc124', errors: { confirm: PASSWORD_MISMATCH_MESSAGE } },
};
