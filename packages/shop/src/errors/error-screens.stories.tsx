import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { StoryProviders } from '../stories/story-providers';
import { ComingSoonScreen } from '../coming-soon/coming-soon-screen';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'shop/Error screens',
  component: ErrorScreen,
  args: { status: 500, message: 'Máy chủ không phản hồi' },
  parameters: {
    providers: (Story: ComponentType) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};

export const Maintenance: Story = { args: { status: 503, message: 'Hệ thống đang bảo trì' } };

export const NotFound: Story = {
  render: () => <NotFoundScreen />,
};

/** The webview shell's variant (spec §2): 'This page could not be found'. */
export const NotFoundInWebview: Story = {
  parameters: {
    providers: (Story: ComponentType) => (
      <StoryProviders context={{ embedded: true }}>
        <Story />
      </StoryProviders>
    ),
  },
  render: () => <NotFoundScreen />,
};

/** A product card or menu entry whose page no feature serves yet. */
export const ComingSoon: Story = {
  render: () => <ComingSoonScreen label="Xổ số kiến thiết miền Bắc" />,
};
