import { describe, expect, it } from 'vitest';
import { GROUP_PLAY_PATHS } from './paths';

describe('GROUP_PLAY_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(GROUP_PLAY_PATHS)).toEqual([
      '/nhom-mua-chung',
      '/nhom-mua-chung/cung-chon-so',
      '/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang',
      '/nhom-mua-chung/cung-chon-so/gop-co-phan/:id',
      '/nhom-mua-chung/cung-chon-so/thong-tin-nhom/:id',
      '/nhom-mua-chung/gop-quy',
      '/nhom-mua-chung/gop-quy/thong-tin-nhom/:id',
      '/nhom-mua-chung/mua-chung-ve-bao',
      '/nhom-mua-chung/mua-chung-ve-bao/chon-hinh-thuc-thanh-toan',
      '/nhom-mua-chung/mua-chung-ve-bao/nhom-da-hoan-thanh',
      '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-khach-hang',
      '/nhom-mua-chung/mua-chung-ve-bao/gop-co-phan/:id',
      '/nhom-mua-chung/mua-chung-ve-bao/thong-tin-nhom/:id',
      '/nhom-mua-chung/nhom-da-hoan-thanh',
      '/nhom-mua-chung/nhom-sap-hoan-thanh',
      '/nhom-mua-chung/top-trung-thuong',
      '/nhom-mua-chung/ve-bao-tc',
      '/nhom-mua-chung/ve-bao-tc/thong-tin-nhom/:id',
      '/nhom-mua-chung/ve-le-tc',
      '/nhom-mua-chung/ve-le-tc/thong-tin-nhom/:id',
      '/thong-tin-nhom/cung-chon-so/:index',
      '/thong-tin-nhom/gop-quy/:index',
      '/thong-tin-nhom/ve-bao-tc/:index',
      '/thong-tin-nhom/ve-le-tc/:index',
      '/lich-su-choi-nhom',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(GROUP_PLAY_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
