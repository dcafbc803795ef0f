import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CartIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InboxIcon,
  InfoIcon,
  MenuIcon,
  PhoneIcon,
  RefreshIcon,
  SuccessIcon,
} from './icons';

const all = {
  CartIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ErrorIcon,
  InboxIcon,
  InfoIcon,
  MenuIcon,
  PhoneIcon,
  RefreshIcon,
  SuccessIcon,
};

const meta = {
  title: 'ui-kit/Icons',
  component: CloseIcon,
  args: { size: 24 },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 16,
        padding: 16,
        listStyle: 'none',
      }}
    >
      {Object.entries(all).map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon {...args} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
