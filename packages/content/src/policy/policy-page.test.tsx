import { errorResponse, renderWithProviders } from '@veso/shop-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentServer } from '../test/content-fixtures';
import { PolicyPage } from './policy-page';

describe('PolicyPage (/chinh-sach, /policy)', () => {
  it('shows the policy and the detailed rules the server answers, anchors kept apart', async () => {
    const { store } = renderWithProviders(<PolicyPage />, { fetch: contentServer() });
    expect(store.getState().app.pageTitle).toBe('Chính sách');
    expect(
      await screen.findByRole('heading', { name: 'Chính sách', level: 2 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Quy định chi tiết dịch vụ', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Chính sách thanh toán' })).toHaveAttribute(
      'id',
      'cs-pham-vi',
    );
    expect(screen.getByRole('heading', { name: '1. Xử lý đơn hàng' })).toHaveAttribute(
      'id',
      'qd-pham-vi',
    );
    expect(screen.getByRole('link', { name: 'Xem điều khoản sử dụng' })).toHaveAttribute(
      'href',
      '/dieu-khoan-chinh-sach',
    );
  });

  it('shows the server’s message when one document fails, the other still shown', async () => {
    const fetch = contentServer({ detail: () => errorResponse(7, 503) });
    renderWithProviders(<PolicyPage />, { fetch });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chính sách', level: 2 })).toBeInTheDocument();
  });
});
