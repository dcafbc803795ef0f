import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFrameTitle } from '../frame/frame-context';
import { StoryProviders } from '../stories/story-providers';
import { BareLayout } from './bare-layout';
import { DefaultLayout } from './default-layout';
import { LoginLayout } from './login-layout';

function SamplePage({ title }: { title: string }) {
  useFrameTitle(title);
  return <p>Nội dung trang {title.toLowerCase()}.</p>;
}

const meta = {
  title: 'shop/Layouts',
  component: DefaultLayout,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { overlayMs: 0, children: <SamplePage title="Kết quả xổ số" /> },
};

export const DefaultLoading: Story = {
  parameters: { busy: true },
  args: { overlayMs: 60_000, children: <SamplePage title="Kết quả xổ số" /> },
};

export const Login: Story = {
  render: () => (
    <LoginLayout overlayMs={0}>
      <SamplePage title="Đăng nhập" />
    </LoginLayout>
  ),
};

export const Bare: Story = {
  render: () => (
    <BareLayout>
      <p>Trang tạo checksum.</p>
    </BareLayout>
  ),
};

/** A long page title at 360 px: it wraps onto a second line beside the cart icon, never cut. */
export const LongTitle360: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <DefaultLayout overlayMs={0}>
        <SamplePage title="Cập nhật thông tin tài khoản" />
      </DefaultLayout>
    </div>
  ),
};
