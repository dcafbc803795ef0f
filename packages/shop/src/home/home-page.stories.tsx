import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveDrawsHandler, makeTestAppConfig } from '@veso/shop-core';
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
  parameters: { busy: true },
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
  parameters: { busy: true },
  decorators: [
    (Story) => (
      <StoryProviders dataLayer="never">
        <Story />
      </StoryProviders>
    ),
  ],
};

function LiveWidth({ width }: { width: number }) {
  return (
    <StoryProviders server={liveDrawsHandler()}>
      <div style={{ width }}>
        <HomePage />
      </div>
    </StoryProviders>
  );
}

/** The cards with each game's live jackpot, next draw and countdown, at 360 px. */
export const LiveJackpots360: Story = { render: () => <LiveWidth width={360} /> };
/** The same at 450 px, the widest the shop lays out. */
export const LiveJackpots450: Story = { render: () => <LiveWidth width={450} /> };

function WebviewHome({ route }: { route: string }) {
  return (
    <StoryProviders context={{ embedded: true }} route={route}>
      <div style={{ width: 360 }}>
        <HomePage />
      </div>
    </StoryProviders>
  );
}

/** The webview's home (spec §2, tab=1) with its tabs: cart, history, notifications. */
export const WebviewTabs360: Story = { render: () => <WebviewHome route="/?tab=1" /> };
/** The webview's cart tab (`/?tab=2`), the cart shown inside the home. */
export const WebviewCartTab: Story = { render: () => <WebviewHome route="/?tab=2" /> };
