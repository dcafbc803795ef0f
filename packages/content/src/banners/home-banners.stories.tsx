import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryStore } from '@veso/shop-core';
import { BANNERS, contentServer } from '../test/content-fixtures';
import { BannerStrip, HomeBanners } from './home-banners';

const meta = {
  title: 'content/Home banners',
  component: HomeBanners,
  decorators: [withStoryStore(contentServer())],
} satisfies Meta<typeof HomeBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `/config/banner` answers. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: { busy: true },
  render: () => <BannerStrip banners={{ isLoading: true }} />,
};

/** One banner fills the width. */
export const Single: Story = {
  render: () => (
    <BannerStrip banners={{ isLoading: false, data: { items: BANNERS.items.slice(0, 1) } }} />
  ),
};
