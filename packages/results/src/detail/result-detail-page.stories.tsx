import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineServer, screenDecorator } from '../test/story-kit';
import { ResultDetailPage } from './result-detail-page';

const meta = { title: 'results/Result detail', component: ResultDetailPage } satisfies Meta<
  typeof ResultDetailPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mega: Story = {
  args: { segment: 'mega' },
  decorators: [screenDecorator('/ket-qua/mega/01552', '/ket-qua/mega/:id')],
};
export const Power: Story = {
  args: { segment: 'power' },
  decorators: [screenDecorator('/ket-qua/power/01388', '/ket-qua/power/:id')],
};
export const Keno: Story = {
  args: { segment: 'keno' },
  decorators: [screenDecorator('/ket-qua/keno/0150001', '/ket-qua/keno/:id')],
};
export const UnknownDraw: Story = {
  args: { segment: 'mega' },
  decorators: [screenDecorator('/ket-qua/mega/09999', '/ket-qua/mega/:id')],
};
export const Max4dDiscontinued: Story = {
  args: { segment: 'max4D' },
  decorators: [screenDecorator('/ket-qua/max4D/1', '/ket-qua/max4D/:id')],
};
export const Offline: Story = {
  args: { segment: 'mega' },
  decorators: [screenDecorator('/ket-qua/mega/01552', '/ket-qua/mega/:id', offlineServer)],
};
