import type { Meta, StoryObj } from '@storybook/react-vite';
import { okResponse } from '@veso/shop-core';
import { offlineServer, pendingServer, screenDecorator } from '../test/story-kit';
import { ResultsPage } from './results-page';

const meta = { title: 'results/Latest results', component: ResultsPage } satisfies Meta<
  typeof ResultsPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [screenDecorator('/ket-qua')] };
export const Loading: Story = {
  parameters: { busy: true },
  decorators: [screenDecorator('/ket-qua', '/ket-qua', pendingServer)],
};
export const Empty: Story = {
  decorators: [screenDecorator('/ket-qua', '/ket-qua', () => okResponse({ items: [] }))],
};
export const Offline: Story = {
  decorators: [screenDecorator('/ket-qua', '/ket-qua', offlineServer)],
};
