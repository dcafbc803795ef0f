import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { ErrorScreen, errorTitle } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

describe('ErrorScreen', () => {
  it('says "Có lỗi xảy ra: {status} - {message}" with a link home', () => {
    const { frame } = renderInFrame(<ErrorScreen status={500} message="Máy chủ không phản hồi" />, {
      dataLayer: 'never',
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Có lỗi xảy ra: 500 - Máy chủ không phản hồi',
    );
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(frame.getState().pageTitle).toBe('Có lỗi xảy ra');
    expect(document.title).toBe('Có lỗi xảy ra | VeSo');
    expect(errorTitle(404, 'x')).toBe('Có lỗi xảy ra: 404 - x');
  });

  it('is the page heading when shown without a layout', () => {
    renderInFrame(<ErrorScreen status={503} message="Bảo trì" headingLevel={1} />, {
      dataLayer: 'never',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Có lỗi xảy ra: 503 - Bảo trì' }),
    ).toBeInTheDocument();
  });
});

describe('NotFoundScreen', () => {
  it('says 404 Không tìm thấy trang này with a link home', () => {
    renderInFrame(<NotFoundScreen />, { route: '/khong-co', dataLayer: 'never' });
    expect(
      screen.getByRole('heading', { name: '404 Không tìm thấy trang này' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });
});
