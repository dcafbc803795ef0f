import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createFakeFetch,
  makeTestAppConfig,
  makeTestSession,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import { DataDebugPage } from './data-debug-page';

const config = createFakeFetch(() => okResponse(makeTestAppConfig()));

const meta = {
  title: 'account/Data debug page',
  component: DataDebugPage,
  args: { reload: () => undefined, storages: [] },
} satisfies Meta<typeof DataDebugPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { decorators: [withStoryStore(config)] };

export const SignedIn: Story = {
  decorators: [withStoryStore(config, { preloadedState: { session: makeTestSession() } })],
};
