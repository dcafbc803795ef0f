import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTime } from './date-time';

describe('DateTime', () => {
  it('shows Vietnam time with the ISO instant in a time element', () => {
    render(<DateTime value={new Date('2026-11-21T11:00:00Z')} />);
    const time = screen.getByText('21/11/2026 18:00:00');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-21T11:00:00.000Z');
  });

  it('reads the spec draw format and can show the day only', () => {
    render(<DateTime value="01/01/2027 18:30:00" dateOnly />);
    const time = screen.getByText('01/01/2027');
    expect(time).toHaveAttribute('datetime', '2027-01-01T11:30:00.000Z');
  });
});
