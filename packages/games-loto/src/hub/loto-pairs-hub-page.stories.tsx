import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryStore } from '@veso/shop-core';
import { lotoFetch } from '../test/loto-fixtures';
import { LotoPairsHubPage } from './loto-pairs-hub-page';

const meta = {
  title: 'games-loto/Loto pairs hub',
  component: LotoPairsHubPage,
  decorators: [withStoryStore(lotoFetch(), { route: '/lo-to-cap-so' })],
} satisfies Meta<typeof LotoPairsHubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
