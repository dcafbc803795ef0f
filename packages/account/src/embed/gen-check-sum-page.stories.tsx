import type { Meta, StoryObj } from '@storybook/react-vite';
import { createFakeFetch, withStoryStore } from '@veso/shop-core';
import { genCheckSumServer } from '../test/account-server';
import { GenCheckSumPage } from './gen-check-sum-page';

const fetch = createFakeFetch(genCheckSumServer('sandbox'));

const meta = {
  title: 'account/Gen check sum page',
  component: GenCheckSumPage,
  decorators: [withStoryStore(fetch)],
} satisfies Meta<typeof GenCheckSumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandbox: Story = {};
