import { describe, expect, it } from 'vitest';
import { RESULTS_PATHS } from './paths';

describe('RESULTS_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(RESULTS_PATHS)).toEqual([
      '/ket-qua',
      '/ket-qua-qsmt',
      '/ket-qua-truc-tuyen',
      '/ket-qua-xsmt',
      '/so-ket-qua',
      '/so-ket-qua-xo-so-kien-thiet',
      '/so-sanh-nhom',
      '/thong-ke',
      '/thong-ke/keno',
      '/thong-ke/loto-234-cap',
      '/thong-ke/loto-235',
      '/thong-ke-so/bo-so',
      '/thong-ke-so/chan-le',
      '/thong-ke-so/dau-duoi',
      '/thong-ke-so/lon-nho',
      '/thong-ke-so/thong-ke-vip',
      '/ket-qua/keno/:id',
      '/ket-qua/max3D/:id',
      '/ket-qua/max4D/:id',
      '/ket-qua/mega/:id',
      '/ket-qua/power/:id',
      '/v2/clln',
      '/v2/search',
      '/v2/suggestions',
      '/v2/suggestionsv2',
      '/v2/topavaiablelv1',
      '/v2/topavaiablelv2',
      '/v2/topavaiablelv3',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(RESULTS_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
