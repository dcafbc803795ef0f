import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_PATHS } from '../paths';
import { StoryProviders } from '../stories/story-providers';
import { GuidePage } from './guide-page';

const meta = {
  title: 'content/Guide page',
  component: GuidePage,
} satisfies Meta<typeof GuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllProducts: Story = {
  decorators: [
    (Story) => (
      <StoryProviders route="/huong-dan-choi" path={CONTENT_PATHS.guideDetail}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export const OneProduct: Story = {
  decorators: [
    (Story) => (
      <StoryProviders route="/huong-dan-choi/lotto535" path={CONTENT_PATHS.guideDetail}>
        <Story />
      </StoryProviders>
    ),
  ],
};

export const UnknownProduct: Story = {
  decorators: [
    (Story) => (
      <StoryProviders route="/huong-dan-choi/khong-co" path={CONTENT_PATHS.guideDetail}>
        <Story />
      </StoryProviders>
    ),
  ],
};
