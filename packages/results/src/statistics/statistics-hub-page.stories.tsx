import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
import { StatisticsHubPage } from './statistics-hub-page';

const meta = {
  title: 'results/Statistics hub',
  component: StatisticsHubPage,
  decorators: [screenDecorator('/thong-ke')],
} satisfies Meta<typeof StatisticsHubPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
