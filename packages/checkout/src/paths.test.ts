import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS } from './paths';

describe('CHECKOUT_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(CHECKOUT_PATHS)).toEqual([
      '/gio-hang',
      '/hinh-thuc-nhan-ve',
      '/hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan',
      '/chon-hinh-thuc-thanh-toan',
      '/xac-nhan-don-hang',
      '/chuyen-khoan-ngan-hang',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(CHECKOUT_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
