import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
import { CompareGroupsPage } from './compare-groups-page';

const meta = {
  title: 'results/Compare groups',
  component: CompareGroupsPage,
  decorators: [screenDecorator('/so-sanh-nhom')],
} satisfies Meta<typeof CompareGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
