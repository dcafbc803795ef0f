import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineServer, screenDecorator } from '../test/story-kit';
import { PaperResultsPage } from './paper-results-page';

const meta = { title: 'results/Paper lottery results', component: PaperResultsPage } satisfies Meta<
  typeof PaperResultsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Central: Story = {
  args: { title: 'Kết quả xổ số miền Trung', defaultRegion: 'xsmt' },
  decorators: [screenDecorator('/ket-qua-xsmt')],
};
export const NorthernBookWithChecker: Story = {
  args: { title: 'Sổ kết quả xổ số kiến thiết', defaultRegion: 'xsmb', book: true },
  decorators: [screenDecorator('/so-ket-qua-xo-so-kien-thiet')],
};
export const EmptyDay: Story = {
  args: { title: 'Kết quả xổ số miền Trung', defaultRegion: 'xsmt' },
  decorators: [screenDecorator('/ket-qua-xsmt?region=xsmn')],
};
export const Offline: Story = {
  args: { title: 'Kết quả quay số mở thưởng', defaultRegion: 'xsmb' },
  decorators: [screenDecorator('/ket-qua-qsmt', '/ket-qua-qsmt', offlineServer)],
};
