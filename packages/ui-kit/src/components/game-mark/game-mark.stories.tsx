import type { Meta, StoryObj } from '@storybook/react-vite';
import { DRAW_CALENDAR_IDS } from '@veso/domain';
import { GameMark } from './game-mark';

const meta = {
  title: 'ui-kit/GameMark',
  component: GameMark,
  args: { calendar: 'mega645' },
} satisfies Meta<typeof GameMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega: Story = {};
export const EveryGame: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      {DRAW_CALENDAR_IDS.map((calendar) => (
        <GameMark key={calendar} calendar={calendar} />
      ))}
    </div>
  ),
};
