import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryStore } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { lotoFetch } from '../test/loto-fixtures';
import { Loto235Page } from './loto235-page';

function Routed() {
  return (
    <Routes>
      <Route path="/lo-to-235/:type?" element={<Loto235Page />} />
    </Routes>
  );
}

const meta = {
  title: 'games-loto/Loto 2-3-5 page',
  component: Routed,
  parameters: { providers: withStoryStore(lotoFetch(), { route: '/lo-to-235' }) },
} satisfies Meta<typeof Routed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ThreeDigits: Story = {
  parameters: { providers: withStoryStore(lotoFetch(), { route: '/lo-to-235/3-so' }) },
};
export const FiveDigits: Story = {
  parameters: { providers: withStoryStore(lotoFetch(), { route: '/lo-to-235/5-so' }) },
};
