import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineServer, pendingServer, screenDecorator } from '../test/story-kit';
import { ResultBookPage } from './result-book-page';

const meta = { title: 'results/Result book', component: ResultBookPage } satisfies Meta<
  typeof ResultBookPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mega: Story = { decorators: [screenDecorator('/so-ket-qua')] };
export const Empty: Story = { decorators: [screenDecorator('/so-ket-qua?product=lotto535')] };
export const Loading: Story = {
  parameters: { busy: true },
  decorators: [screenDecorator('/so-ket-qua', '/so-ket-qua', pendingServer)],
};
export const Offline: Story = {
  decorators: [screenDecorator('/so-ket-qua', '/so-ket-qua', offlineServer)],
};
