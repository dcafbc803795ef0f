import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeRoot } from './theme-root';
import { tokens } from './tokens';

const meta = {
  title: 'ui-kit/Theme',
  component: ThemeRoot,
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const swatches = Object.entries(tokens.color);

export const Colours: Story = {
  args: {
    children: (
      <ul
        style={{
          listStyle: 'none',
          padding: tokens.space[4],
          display: 'grid',
          gap: tokens.space[2],
        }}
      >
        {swatches.map(([name, value]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: tokens.space[3] }}>
            <span
              aria-hidden="true"
              style={{
                width: 40,
                height: 40,
                borderRadius: tokens.radius.sm,
                background: value,
                border: `1px solid ${tokens.color.border}`,
              }}
            />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    ),
  },
};

export const Frame: Story = {
  args: {
    children: <p style={{ padding: tokens.space[4] }}>Khung ứng dụng: một cột, tối đa 450px.</p>,
  },
};
