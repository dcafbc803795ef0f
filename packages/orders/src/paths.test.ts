import { describe, expect, it } from 'vitest';
import { ORDERS_PATHS } from './paths';

describe('ORDERS_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(ORDERS_PATHS)).toEqual([
      '/lich-su',
      '/lich-su-535',
      '/lich-su-choi-keno',
      '/lich-su-dat-mua',
      '/lich-su-dat-mua/dang-cho/:id',
      '/lich-su-dat-mua/:id',
      '/lich-su-dat-mua/:id/so-ket-qua?',
      '/lich-su-mua-xsdt',
      '/lich-su-mua-xskt',
      '/so-ve-535',
      '/so-ve-keno',
      '/so-xo-kien-thiet',
      '/chi-tiet-don',
      '/chi-tiet-don-kien-thiet',
      '/don-keno/:index',
      '/don-vietlott-535/:index',
      '/nuoi-ve',
      '/choi-co-trach-nhiem',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(ORDERS_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
