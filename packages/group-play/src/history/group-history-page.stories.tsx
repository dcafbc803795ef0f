import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupServer, makeTestHeldGroup, makeTestWonGroup } from '../test/group-server';
import { GroupStory } from '../test/story-router';

const MINE = makeTestHeldGroup();

const meta = { title: 'group-play/Group history', component: GroupStory } satisfies Meta<
  typeof GroupStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /lich-su-choi-nhom. */
export const WithGroups: Story = {
  args: { route: '/lich-su-choi-nhom', server: groupServer([MINE, makeTestWonGroup()]) },
};
export const Empty: Story = { args: { route: '/lich-su-choi-nhom', server: groupServer([]) } };
export const Offline: Story = { args: { route: '/lich-su-choi-nhom', offline: true } };
