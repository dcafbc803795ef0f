import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../stories/story-providers';
import { DomainNoticeDialog } from './domain-notice';
import { PromoPopup } from './promo-popup';

const meta = {
  title: 'shop/Domain notice',
  component: DomainNoticeDialog,
  args: {
    open: true,
    newHost: 'veso.example',
    newUrl: 'https://veso.example/',
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DomainNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {};

export const Promo: Story = {
  render: () => (
    <PromoPopup
      open
      onClose={fn()}
      promo={{
        imageUrl:
          'data:image/svg+xml,' +
          encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#d0021b"/><text x="200" y="210" fill="#fff" font-size="36" text-anchor="middle" font-family="sans-serif">Mega 6/45</text></svg>',
          ),
        link: '/mega-645',
        alt: 'Mua Mega 6/45, nhận ưu đãi',
      }}
    />
  ),
};
