import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it('writes đồng with dot separators and the đ suffix', () => {
    render(<Money amount={1250000} />);
    expect(screen.getByText('1.250.000đ')).toBeInTheDocument();
  });

  it('writes negative and bigint amounts', () => {
    render(
      <>
        <Money amount={-5000} />
        <Money amount={20000000n} strong />
      </>,
    );
    expect(screen.getByText('-5.000đ')).toBeInTheDocument();
    expect(screen.getByText('20.000.000đ')).toHaveClass('strong');
  });
});
