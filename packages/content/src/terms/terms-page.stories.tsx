import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineFetch, withStoryStore } from '@veso/shop-core';
import { contentServer } from '../test/content-fixtures';
import { TermsPage } from './terms-page';

const meta = {
  title: 'content/Terms & policy page',
  component: TermsPage,
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withStoryStore(contentServer())] };

/** The call never answers: the loading placeholder. */
export const Loading: Story = {
  parameters: { busy: true },
  decorators: [withStoryStore(() => new Promise<Response>(() => undefined))],
};

export const Offline: Story = { decorators: [withStoryStore(offlineFetch())] };
