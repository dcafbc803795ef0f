import { describe, expect, it } from 'vitest';
import { keepReturnPath, returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('keeps a page of this site with its query', () => {
    expect(returnPathOf({ from: '/lich-su-mua-ve?page=2' })).toBe('/lich-su-mua-ve?page=2');
    expect(keepReturnPath({ from: '/gio-hang' })).toEqual({ from: '/gio-hang' });
  });

  it('refuses other sites, sign-on pages and anything that is not a path', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/dang-nhap?x=1',
      '/dang-ky',
      1,
    ]) {
      expect(returnPathOf({ from }), String(from)).toBeNull();
    }
    expect(returnPathOf(null)).toBeNull();
    expect(keepReturnPath(undefined)).toBeUndefined();
  });
});
