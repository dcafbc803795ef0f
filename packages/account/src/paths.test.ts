import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from './paths';

describe('ACCOUNT_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(ACCOUNT_PATHS)).toEqual([
      '/dang-nhap',
      '/dang-ky',
      '/nhap-mat-khau',
      '/thiet-lap-mat-khau',
      '/xac-thuc-so-dien-thoai',
      '/cap-nhat-thong-tin-tai-khoan',
      '/cai-dat',
      '/thong-tin-thanh-toan',
      '/thong-tin-khach-hang',
      '/thong-tin-khach-hang/van_cho_nhap_thong_tin',
      '/data-debug',
      '/gen-check-sum',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(ACCOUNT_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
