import { describe, expect, it } from 'vitest';
import { VIETLOTT_PATHS } from './paths';

describe('VIETLOTT_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(VIETLOTT_PATHS)).toEqual([
      '/mega-645',
      '/power-655',
      '/max-3d',
      '/max-3d-plus',
      '/om-max-3d-plus',
      '/max-4d',
      '/keno',
      '/keno-live',
      '/choi-bao-keno',
      '/nuoi-keno',
      '/lotto-535',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(VIETLOTT_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
