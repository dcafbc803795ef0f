import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clampShares, SharePicker } from './share-picker';

function Picker({ max, min = 1 }: { max: number; min?: number }) {
  const [value, setValue] = useState(min);
  return <SharePicker value={value} onChange={setValue} sharePrice={250_000} min={min} max={max} />;
}

describe('SharePicker', () => {
  it('prices the chosen shares in the house format and stops at the shares left', async () => {
    const user = userEvent.setup();
    render(<Picker max={3} />);
    expect(screen.getByTestId('share-total')).toHaveTextContent('250.000đ');
    const more = screen.getByRole('button', { name: 'Thêm 1 cổ phần' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByLabelText('Số cổ phần')).toHaveValue(3);
    expect(screen.getByTestId('share-total')).toHaveTextContent('750.000đ');
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bớt 1 cổ phần' }));
    expect(screen.getByTestId('share-total')).toHaveTextContent('500.000đ');
  });

  it('keeps a typed number within the bounds', async () => {
    const user = userEvent.setup();
    render(<Picker max={5} min={2} />);
    const field = screen.getByLabelText('Số cổ phần');
    await user.clear(field);
    await user.type(field, '9');
    expect(field).toHaveValue(5);
    expect(screen.getByRole('button', { name: 'Bớt 1 cổ phần' })).toBeEnabled();
  });

  it('clamps to whole shares', () => {
    expect(clampShares(2.7, 1, 5)).toBe(2);
    expect(clampShares(Number.NaN, 1, 5)).toBe(1);
    expect(clampShares(0, 1, 5)).toBe(1);
    expect(clampShares(8, 1, 5)).toBe(5);
  });
});
