import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { SharePicker } from '../share/share-picker';
import { GroupCard } from './group-card';

const meta = {
  title: 'group-play/Group card',
  component: GroupCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    title: 'Nhóm #7 · Mega 6/45',
    sold: 3,
    total: 10,
    sharePrice: 1_250_000,
    to: '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/7',
    facts: [{ term: 'Kỳ quay', value: '#01200' }],
  },
} satisfies Meta<typeof GroupCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Hoàn thành 30%'. */
export const Filling: Story = {};
/** 'Hoàn thành'. */
export const Full: Story = { args: { sold: 10, groupStatusWin: 0 } };
/** 'Trúng thưởng'. */
export const Won: Story = { args: { sold: 10, groupStatusWin: 1 } };

function Picker() {
  const [value, setValue] = useState(2);
  return (
    <SharePicker
      value={value}
      onChange={setValue}
      sharePrice={1_250_000}
      max={5}
      hint="Mỗi thành viên giữ tối đa 5 cổ phần."
    />
  );
}

/** The share picker with its price in the house format. */
export const SharePickerStory: Story = { name: 'Share picker', render: () => <Picker /> };
