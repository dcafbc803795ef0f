import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Đóng</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });

  it('renders the requested element', () => {
    render(<VisuallyHidden as="div">Đang tải</VisuallyHidden>);
    expect(screen.getByText('Đang tải').tagName).toBe('DIV');
  });
});
