import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineServer, screenDecorator } from '../test/story-kit';
import { Loto235StatisticsPage } from './loto235-statistics-page';

const meta = {
  title: 'results/Loto 2-3-5 statistics',
  component: Loto235StatisticsPage,
  parameters: { providers: screenDecorator('/thong-ke/loto-235') },
} satisfies Meta<typeof Loto235StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoDigitsOfAllPrizes: Story = {};
export const ThreeDigitsOfSpecial: Story = {
  parameters: {
    providers: screenDecorator('/thong-ke/loto-235?mode=special3', '/thong-ke/loto-235'),
  },
};
export const Offline: Story = {
  parameters: {
    providers: screenDecorator('/thong-ke/loto-235', '/thong-ke/loto-235', offlineServer),
  },
};
