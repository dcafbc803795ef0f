import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupServer } from '../test/group-server';
import { GroupStory } from '../test/story-router';

const meta = { title: 'group-play/Create group', component: GroupStory } satisfies Meta<
  typeof GroupStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /nhom-mua-chung/cung-chon-so/thong-tin-khach-hang. */
export const ChooseTogether: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang', server: groupServer([]) },
};
/** A Keno group: level 1–10, numbers from 01–80 (Keno's sales hours apply). */
export const ChooseTogetherKeno: Story = {
  args: {
    route: '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang?product=keno',
    server: groupServer([]),
  },
};
/** /nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang. */
export const BaoTogether: Story = {
  args: { route: '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang', server: groupServer([]) },
};
export const Offline: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang', offline: true },
};
