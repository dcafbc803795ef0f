import { describe, expect, it } from 'vitest';
import { LOTO_PATHS } from './paths';

describe('LOTO_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(LOTO_PATHS)).toEqual([
      '/dien-toan-6x36',
      '/bao-xsdt-6x36',
      '/bao-loto-2-so',
      '/don-bao-bac',
      '/lo-to-2-so',
      '/lo-to-2-cap-so',
      '/lo-to-3-cap-so',
      '/lo-to-4-cap-so',
      '/lo-to-cap-so',
      '/lo-to-235/:type?',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(LOTO_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
