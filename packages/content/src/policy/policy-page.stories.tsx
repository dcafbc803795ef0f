import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, offlineFetch, withStoryStore } from '@veso/shop-core';
import { contentServer } from '../test/content-fixtures';
import { PolicyPage } from './policy-page';

const meta = {
  title: 'content/Policy page',
  component: PolicyPage,
} satisfies Meta<typeof PolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [withStoryStore(contentServer())] };

export const Loading: Story = {
  parameters: { busy: true },
  decorators: [withStoryStore(() => new Promise<Response>(() => undefined))],
};

/** The detailed rules fail (maintenance); the policy is still shown. */
export const OneDocumentFails: Story = {
  decorators: [withStoryStore(contentServer({ detail: () => errorResponse(7, 503) }))],
};

export const Offline: Story = { decorators: [withStoryStore(offlineFetch())] };
