import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenDecorator } from '../test/story-kit';
import {
  KenoOddEvenBigSmallPage,
  KenoSearchPage,
  KenoSuggestionsPage,
  KenoTopPage,
} from './keno-analysis-pages';

const meta = { title: 'results/Keno analysis', component: KenoTopPage } satisfies Meta<
  typeof KenoTopPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TopNumbers: Story = {
  args: { level: 1 },
  decorators: [screenDecorator('/v2/topavaiablelv1')],
};
export const TopPairs: Story = {
  args: { level: 2 },
  decorators: [screenDecorator('/v2/topavaiablelv2')],
};
export const OddEvenBigSmall: Story = {
  args: { level: 1 },
  decorators: [screenDecorator('/v2/clln')],
  render: () => <KenoOddEvenBigSmallPage />,
};
export const Search: Story = {
  args: { level: 1 },
  decorators: [screenDecorator('/v2/search')],
  render: () => <KenoSearchPage />,
};
export const SuggestionsDetailed: Story = {
  args: { level: 1 },
  decorators: [screenDecorator('/v2/suggestionsv2')],
  render: () => <KenoSuggestionsPage detailed />,
};
