import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo, Spinner } from './logo';

describe('Logo', () => {
  it('is one image named VeSo with the word mark', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'VeSo' });
    expect(logo).toHaveTextContent('VeSo');
  });

  it('can show the mark alone under another name', () => {
    render(<Logo withWord={false} label="Trang chủ VeSo" />);
    expect(screen.getByRole('img', { name: 'Trang chủ VeSo' })).not.toHaveTextContent('VeSo');
  });
});

describe('Spinner', () => {
  it('is decorative without a label', () => {
    render(<Spinner />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is announced by its label', () => {
    render(<Spinner label="Đang tải" />);
    expect(screen.getByRole('img', { name: 'Đang tải' })).toBeInTheDocument();
  });
});
