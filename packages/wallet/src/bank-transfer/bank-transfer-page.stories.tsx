import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse, okResponse } from '@veso/shop-core';
import { BANK_TRANSFER } from '../test/fixtures';
import { StoryFrame } from '../test/story-frame';
import { BankTransferPage } from './bank-transfer-page';

const meta = { title: 'wallet/Bank transfer page', component: BankTransferPage } satisfies Meta<
  typeof BankTransferPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    (Story) => (
      <StoryFrame handler={() => okResponse(BANK_TRANSFER)}>
        <Story />
      </StoryFrame>
    ),
  ],
};

export const LoadError: Story = {
  decorators: [
    (Story) => (
      <StoryFrame handler={() => errorResponse(14, 400)}>
        <Story />
      </StoryFrame>
    ),
  ],
};
