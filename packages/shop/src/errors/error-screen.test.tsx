import { screen } from '@testing-library/react';
import { renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { ErrorScreen, errorTitle } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

describe('ErrorScreen', () => {
  it('says "Có lỗi xảy ra: {status} - {message}" with a link home', () => {
    const { store } = renderWithProviders(
      <ErrorScreen status={500} message="Máy chủ không phản hồi" />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Có lỗi xảy ra: 500 - Máy chủ không phản hồi',
    );
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(store.getState().app.pageTitle).toBe('Có lỗi xảy ra');
    expect(errorTitle(404, 'x')).toBe('Có lỗi xảy ra: 404 - x');
  });

  it('is the page heading when shown without a layout', () => {
    renderWithProviders(<ErrorScreen status={503} message="Bảo trì" headingLevel={1} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Có lỗi xảy ra: 503 - Bảo trì' }),
    ).toBeInTheDocument();
  });
});

describe('NotFoundScreen', () => {
  it('says 404 Không tìm thấy trang này with a link home', () => {
    renderWithProviders(<NotFoundScreen />, { route: '/khong-co' });
    expect(
      screen.getByRole('heading', { name: '404 Không tìm thấy trang này' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });
});
