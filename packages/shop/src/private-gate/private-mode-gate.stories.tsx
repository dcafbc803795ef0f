import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivateModeGate, PrivateModeNotice } from './private-mode-gate';

const meta = {
  title: 'shop/Private browsing gate',
  component: PrivateModeNotice,
} satisfies Meta<typeof PrivateModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivateBrowser: Story = {};

export const NormalBrowser: Story = {
  render: () => (
    <PrivateModeGate detect={() => Promise.resolve(false)}>
      <p style={{ padding: 16 }}>Ứng dụng hiển thị bình thường.</p>
    </PrivateModeGate>
  ),
};
