import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineServer, screenDecorator } from '../test/story-kit';
import { StatisticsPage } from './statistics-page';

const meta = { title: 'results/Statistics', component: StatisticsPage } satisfies Meta<
  typeof StatisticsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Frequency: Story = {
  args: { title: 'Thống kê bộ số', view: 'frequency' },
  decorators: [screenDecorator('/thong-ke-so/bo-so')],
};
export const Vip: Story = {
  args: { title: 'Thống kê VIP', view: 'vip' },
  decorators: [screenDecorator('/thong-ke-so/thong-ke-vip')],
};
export const OddEven: Story = {
  args: { title: 'Thống kê chẵn lẻ', view: 'oddEven' },
  decorators: [screenDecorator('/thong-ke-so/chan-le')],
};
export const HeadTail: Story = {
  args: { title: 'Thống kê đầu đuôi', view: 'headTail' },
  decorators: [screenDecorator('/thong-ke-so/dau-duoi?product=mega645', '/thong-ke-so/dau-duoi')],
};
export const Keno: Story = {
  args: { title: 'Thống kê Keno', view: 'full', product: 'keno' },
  decorators: [screenDecorator('/thong-ke/keno')],
};
export const Empty: Story = {
  args: { title: 'Thống kê Lotto 5/35', view: 'full', product: 'lotto535' },
  decorators: [screenDecorator('/thong-ke-so/bo-so?product=lotto535', '/thong-ke-so/bo-so')],
};
export const Offline: Story = {
  args: { title: 'Thống kê bộ số', view: 'frequency' },
  decorators: [screenDecorator('/thong-ke-so/bo-so', '/thong-ke-so/bo-so', offlineServer)],
};
