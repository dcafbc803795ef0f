import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonGroup } from './skeleton';

const meta = {
  title: 'ui-kit/Skeleton',
  component: SkeletonGroup,
  args: { lines: 3 },
  // Busy for good: the story tests take these as they are.
  parameters: { busy: true },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {};

export const ProductCards: Story = {
  args: {
    children: [1, 2, 3].map((key) => (
      <div key={key} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton circle width={48} height={48} />
        <div style={{ flex: 1, display: 'grid', gap: 8 }}>
          <Skeleton width="70%" height={18} />
          <Skeleton width="40%" />
        </div>
      </div>
    )),
  },
};
