import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoneyShort, JackpotAmount } from './jackpot-amount';

describe('formatMoneyShort', () => {
  it('writes tỷ and triệu with at most two decimals, never rounding up', () => {
    expect(formatMoneyShort(35_123_456_789)).toBe('35,12 tỷ');
    expect(formatMoneyShort(12_000_000_000)).toBe('12 tỷ');
    expect(formatMoneyShort(30_999_999_999)).toBe('30,99 tỷ');
    expect(formatMoneyShort(1_234_500_000_000)).toBe('1.234,5 tỷ');
    expect(formatMoneyShort(850_000_000)).toBe('850 triệu');
    expect(formatMoneyShort(999_000)).toBe('999.000đ');
  });
});

describe('JackpotAmount', () => {
  it('shows the house format when not abbreviated', () => {
    render(<JackpotAmount amount={35_123_456_789} />);
    expect(screen.getByText('35.123.456.789đ')).toBeVisible();
  });

  it('abbreviates on screen and keeps the exact amount for screen readers', () => {
    const { container } = render(
      <p>
        Jackpot <JackpotAmount amount={35_123_456_789} abbreviate />
      </p>,
    );
    const short = screen.getByText('35,12 tỷ');
    expect(short).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('p')).toHaveTextContent('35,12 tỷ35.123.456.789đ');
    expect(screen.getByTitle('35.123.456.789đ')).toBeInTheDocument();
    // The accessible text of the paragraph carries the exact figure only.
    const exact = screen.getByText('35.123.456.789đ');
    expect(exact.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('writes a small amount in full even when asked to abbreviate', () => {
    render(<JackpotAmount amount={500_000} abbreviate />);
    expect(screen.getByText('500.000đ')).not.toHaveAttribute('aria-hidden');
  });
});
