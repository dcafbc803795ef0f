import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, offlineFetch, setupTestStore } from '@veso/shop-core';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { KenoBaoPage } from './keno-bao-page';
import { KenoPage } from './keno-page';
import { KenoSubscriptionPage } from './keno-subscription-page';
import { kenoServer } from './keno-test-server';

function withStore(fetchImpl: typeof globalThis.fetch) {
  return (Story: () => React.JSX.Element) => (
    <Provider store={setupTestStore(undefined, { fetch: fetchImpl })}>
      <MemoryRouter initialEntries={['/keno']}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    </Provider>
  );
}

const meta = {
  title: 'games-vietlott/Keno',
  component: KenoPage,
  decorators: [withStore(createFakeFetch(kenoServer()))],
} satisfies Meta<typeof KenoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keno: Story = {};
export const KenoBao: Story = { render: () => <KenoBaoPage /> };
export const NuoiKeno: Story = { render: () => <KenoSubscriptionPage /> };
export const PeriodsError: Story = {
  decorators: [withStore(createFakeFetch(() => errorResponse(14)))],
};
export const Offline: Story = { decorators: [withStore(offlineFetch())] };
