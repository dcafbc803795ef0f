import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeTestAppConfig } from '@veso/shop-core';
import { StoryProviders } from '../stories/story-providers';
import { HomePage } from './home-page';

const meta = {
  title: 'shop/Home page',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPausedAndComingSoon: Story = {
  decorators: [
    (Story) => (
      <StoryProviders
        config={makeTestAppConfig({
          pausedProducts: [{ productId: 'dientoan636', label: 'Tạm dừng đến 15/02' }],
          comingSoonProducts: ['lotto535'],
        })}
      >
        <Story />
      </StoryProviders>
    ),
  ],
};

export const Loading: Story = {
  decorators: [
    (Story) => (
      <StoryProviders config="pending">
        <Story />
      </StoryProviders>
    ),
  ],
};

export const Offline: Story = {
  decorators: [
    (Story) => (
      <StoryProviders config="offline">
        <Story />
      </StoryProviders>
    ),
  ],
};

/** The first paint: the catalogue cards before the data layer has loaded. */
export const BeforeDataLayer: Story = {
  decorators: [
    (Story) => (
      <StoryProviders dataLayer="never">
        <Story />
      </StoryProviders>
    ),
  ],
};
