import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NumberGrid } from './number-grid';

const meta = {
  title: 'ui-kit/NumberGrid',
  component: NumberGrid,
  args: {
    min: 1,
    max: 45,
    maxSelected: 6,
    selected: [5, 12, 23],
    label: 'Chọn 6 số',
    onToggle: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NumberGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mega645: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<number[]>([...args.selected]);
    return (
      <NumberGrid
        {...args}
        selected={selected}
        onToggle={(n) =>
          setSelected((list) => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n]))
        }
      />
    );
  },
};

export const Full: Story = { args: { selected: [1, 2, 3, 4, 5, 6] } };

export const Loto: Story = {
  args: { min: 0, max: 99, pad: 2, maxSelected: 2, selected: [7], label: 'Chọn 2 số', columns: 6 },
};
