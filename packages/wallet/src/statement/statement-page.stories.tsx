import type { Meta, StoryObj } from '@storybook/react-vite';
import { okResponse } from '@veso/shop-core';
import { entry } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { StatementPage } from './statement-page';

const meta = { title: 'wallet/Statement page', component: StatementPage } satisfies Meta<
  typeof StatementPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <StoryFrame
        handler={() =>
          okResponse({
            items: [
              entry(1, 'topup', 50_000),
              entry(2, 'withdraw.hold', -5_500, 'prize'),
              entry(3, 'order.pay', -20_000),
              entry(4, 'group.hold', -10_000),
              entry(5, 'order.refund', 20_000),
            ],
            page: 1,
            pageSize: 20,
            total: 3,
          })
        }
      >
        <Story />
      </StoryFrame>
    ),
  ],
};

export const Empty: Story = {
  decorators: [
    (Story) => (
      <StoryFrame handler={() => okResponse({ items: [], page: 1, pageSize: 20, total: 0 })}>
        <Story />
      </StoryFrame>
    ),
  ],
};
