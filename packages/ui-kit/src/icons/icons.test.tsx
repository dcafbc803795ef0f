import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon, CloseIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive tech when decorative', () => {
    const { container } = render(<CloseIcon />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('are announced by their title when given one, at the requested size', () => {
    render(<CheckIcon title="Đã chọn" size={16} />);
    const icon = screen.getByRole('img', { name: 'Đã chọn' });
    expect(icon).toHaveAttribute('width', '16');
  });
});
