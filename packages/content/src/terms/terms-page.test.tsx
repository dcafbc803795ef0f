import { renderWithProviders } from '@veso/shop-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('states the 18+ rule, prizes, the 10% tax above 10,000,000đ and privacy', () => {
    const { store } = renderWithProviders(<TermsPage />);
    expect(store.getState().app.pageTitle).toBe('Điều khoản & chính sách');
    expect(screen.getByRole('heading', { name: '2. Điều kiện tham gia' })).toBeInTheDocument();
    expect(screen.getByText(/Chỉ người từ đủ 18 tuổi trở lên/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '5. Giải thưởng và trả thưởng' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/thuế suất 10% trên phần giá trị giải thưởng vượt trên 10\.000\.000đ/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '7. Chính sách bảo mật thông tin' }),
    ).toBeInTheDocument();
  });

  it('has a table of contents linking to each section', () => {
    renderWithProviders(<TermsPage />);
    const toc = screen.getByRole('navigation', { name: 'Mục lục' });
    const link = screen.getAllByRole('link', { name: '6. Thuế thu nhập cá nhân' })[0];
    expect(toc).toContainElement(link ?? null);
    expect(link).toHaveAttribute('href', '#thue');
    expect(screen.getByRole('heading', { name: '6. Thuế thu nhập cá nhân' })).toHaveAttribute(
      'id',
      'thue',
    );
  });
});
