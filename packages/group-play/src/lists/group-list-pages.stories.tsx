import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupServer, makeTestGroup, makeTestWonGroup } from '../test/group-server';
import { GroupStory } from '../test/story-router';

const GROUPS = [
  makeTestGroup(),
  makeTestGroup({
    groupId: 8,
    name: 'Nhóm #8 · Power 6/55',
    productName: 'Power 6/55',
    soldShares: 9,
  }),
  makeTestGroup({
    groupId: 10,
    name: 'Nhóm vé bao 7',
    kind: 'mua-chung-ve-bao',
    totalShares: 70,
    soldShares: 21,
  }),
  makeTestWonGroup(),
];

const meta = { title: 'group-play/Group lists', component: GroupStory } satisfies Meta<
  typeof GroupStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /nhom-mua-chung: the newest open groups. */
export const NewGroups: Story = { args: { route: '/nhom-mua-chung', server: groupServer(GROUPS) } };
export const NoGroups: Story = { args: { route: '/nhom-mua-chung', server: groupServer([]) } };
/** The app config has group play off (spec §9 default). */
export const FlagOff: Story = {
  args: { route: '/nhom-mua-chung', server: groupServer(GROUPS, { flag: false }) },
};
export const Offline: Story = { args: { route: '/nhom-mua-chung', offline: true } };
export const KindChooseTogether: Story = {
  args: { route: '/nhom-mua-chung/cung-chon-so', server: groupServer(GROUPS) },
};
export const KindBao: Story = {
  args: { route: '/nhom-mua-chung/mua-chung-ve-bao', server: groupServer(GROUPS) },
};
export const AlmostComplete: Story = {
  args: { route: '/nhom-mua-chung/nhom-sap-hoan-thanh', server: groupServer(GROUPS) },
};
export const Completed: Story = {
  args: { route: '/nhom-mua-chung/nhom-da-hoan-thanh', server: groupServer(GROUPS) },
};
export const TopWinners: Story = {
  args: { route: '/nhom-mua-chung/top-trung-thuong', server: groupServer(GROUPS) },
};
