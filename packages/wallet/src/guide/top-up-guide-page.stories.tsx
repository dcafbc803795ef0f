import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '../test/story-frame';
import { TopUpGuidePage } from './top-up-guide-page';

const meta = {
  title: 'wallet/Top-up guide page',
  component: TopUpGuidePage,
  decorators: [(Story) => <StoryFrame>{<Story />}</StoryFrame>],
} satisfies Meta<typeof TopUpGuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
