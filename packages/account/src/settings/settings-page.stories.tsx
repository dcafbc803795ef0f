import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, makeTestSession, withStoryStore } from '@veso/shop-core';
import { accountServer } from '../test/account-server';
import { SettingsPage } from './settings-page';

const fetch = createFakeFetch(accountServer());
const SESSION = makeTestSession();

const meta = {
  title: 'account/Settings page',
  component: SettingsPage,
  decorators: [withStoryStore(fetch, { route: '/cai-dat', preloadedState: { session: SESSION } })],
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
