import { renderWithProviders, offlineFetch } from '@veso/shop-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentPath, contentServer } from '../test/content-fixtures';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it('shows the terms of use the server answers, with a table of contents', async () => {
    const fetch = contentServer();
    const { store } = renderWithProviders(<TermsPage />, { fetch });
    expect(store.getState().app.pageTitle).toBe('Điều khoản & chính sách');
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải điều khoản sử dụng');
    expect(
      await screen.findByRole('heading', { name: '2. Thuế thu nhập cá nhân' }),
    ).toHaveAttribute('id', 'thue');
    expect(screen.getByText(/vượt trên 10\.000\.000đ/)).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Mục lục' });
    expect(toc).toContainElement(screen.getByRole('link', { name: '2. Thuế thu nhập cá nhân' }));
    expect(screen.getByText('Cập nhật lần cuối: 01/07/2026')).toBeInTheDocument();
    expect(new URL(fetch.requests[0]?.url ?? '').pathname).toBe(contentPath('termsOfUse'));
  });

  it('offers a retry when offline', async () => {
    const { user } = renderWithProviders(<TermsPage />, { fetch: offlineFetch() });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Thử lại/ }));
  });
});
