import type { Meta, StoryObj } from '@storybook/react-vite';
import { offlineFetch, withStoryStore } from '@veso/shop-core';
import { lotoFetch } from '../test/loto-fixtures';
import { Bao636Page } from './bao636-page';
import { BaoLoto2Page, DonBaoBacPage } from './bao-loto2-page';

const meta = {
  title: 'games-loto/Bao pages',
  component: Bao636Page,
  decorators: [withStoryStore(lotoFetch(), { route: '/bao-xsdt-6x36' })],
} satisfies Meta<typeof Bao636Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bao636: Story = {};
export const Bao636Offline: Story = { decorators: [withStoryStore(offlineFetch())] };
export const BaoLoto2: Story = { render: () => <BaoLoto2Page /> };
export const DonBaoBac: Story = { render: () => <DonBaoBacPage /> };
