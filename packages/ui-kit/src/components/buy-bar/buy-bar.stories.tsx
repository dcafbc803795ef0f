import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BuyBar } from './buy-bar';

const meta = {
  title: 'ui-kit/BuyBar',
  component: BuyBar,
  args: {
    total: 20000,
    detail: '2 dãy · 1 kỳ',
    actions: [
      { label: 'Thêm vào giỏ', variant: 'secondary', onClick: fn() },
      { label: 'Mua ngay', variant: 'primary', onClick: fn() },
    ],
  },
  parameters: { layout: 'fullscreen' },
  // A long page at a phone's width: the bar stays at the bottom of the screen while it scrolls.
  decorators: [
    (Story) => (
      <section style={{ display: 'grid', gap: 16, maxWidth: 360, padding: 16 }}>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ margin: 0, minHeight: 60, background: '#eceef1' }}>
            Nội dung {i + 1}
          </p>
        ))}
        {Story()}
      </section>
    ),
  ],
} satisfies Meta<typeof BuyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const NothingChosen: Story = {
  args: { total: 0, detail: '0 dãy', disabledReason: 'Chưa chọn số: chọn đủ số để mua vé.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    message: (
      <p role="alert" style={{ margin: 0, color: '#b0001c' }}>
        Bộ số A: Vui lòng chọn đủ 6 số.
      </p>
    ),
  },
};

export const OneAction: Story = {
  args: { total: 30000, detail: '3 vé', actions: [{ label: 'Mua ngay', onClick: fn() }] },
};

/** The total follows each choice and is read out politely. */
export const Counting: Story = {
  render: function Render(args) {
    const [lines, setLines] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setLines((n) => n + 1)}>
          Thêm 1 dãy
        </button>
        <BuyBar
          {...args}
          total={lines * 10000}
          detail={`${lines} dãy`}
          disabledReason={lines === 0 ? 'Chưa chọn số: chọn đủ số để mua vé.' : null}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm 1 dãy' }));
    await expect(canvas.getByTestId('price-total')).toHaveTextContent('10.000đ');
    await expect(canvas.getByRole('button', { name: 'Mua ngay' })).toBeEnabled();
  },
};
