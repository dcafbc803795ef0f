import { screen } from '@testing-library/react';
import { renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { TopUpGuidePage } from './top-up-guide-page';

describe('TopUpGuidePage (/nap-tien/huong-dan-nap-tien)', () => {
  it('explains every top-up method and links to its screen', () => {
    renderWithProviders(<TopUpGuidePage />);
    expect(
      screen.getByRole('heading', { name: 'Hướng dẫn nạp tiền', level: 1 }),
    ).toBeInTheDocument();
    for (const name of [
      'Nạp qua ví điện tử',
      'Nạp bằng chuyển khoản ngân hàng',
      'Nạp bằng tài khoản điện thoại hoặc tài khoản DTT',
      'Dùng tiền thưởng',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ví MoMo' })).toHaveAttribute(
      'href',
      '/nap-tien/vi-momo',
    );
    expect(screen.getByRole('link', { name: 'Viettel Money' })).toHaveAttribute(
      'href',
      '/nap-tien/viettel-money',
    );
    expect(screen.getByRole('link', { name: 'Chuyển khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/nap-tien/chuyen-khoan-ngan-hang',
    );
    expect(screen.getByRole('link', { name: 'Nạp tài khoản DTT' })).toHaveAttribute(
      'href',
      '/nap-tai-khoan-dtt',
    );
    expect(
      screen.getByRole('link', { name: 'chuyển sang tài khoản chính miễn phí' }),
    ).toHaveAttribute('href', '/tai-khoan-tra-thuong/nap-tai-khoan-san-pham');
  });
});
