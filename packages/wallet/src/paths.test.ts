import { describe, expect, it } from 'vitest';
import { WALLET_PATHS } from './paths';

describe('WALLET_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(WALLET_PATHS)).toEqual([
      '/nap-tien',
      '/nap-tien/chuyen-khoan-ngan-hang',
      '/nap-tien/huong-dan-nap-tien',
      '/nap-tai-khoan-dien-thoai',
      '/nap-tai-khoan-dtt',
      '/tai-khoan-tra-thuong',
      '/nap-tien/vi-momo',
      '/nap-tien/vi-zalopay',
      '/nap-tien/vnpay',
      '/nap-tien/vi-shopeepay',
      '/nap-tien/viettel-money',
      '/tai-khoan-tra-thuong/:slug',
      '/sao-ke',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(WALLET_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
