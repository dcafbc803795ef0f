import { describe, expect, it } from 'vitest';
import { XSKT_PATHS } from './paths';

describe('XSKT_PATHS', () => {
  it('holds exactly the spec routes of the feature', () => {
    expect(Object.values(XSKT_PATHS)).toEqual([
      '/xo-so-kien-thiet-mien-bac',
      '/xo-so-kien-thiet-mien-trung',
      '/xo-so-kien-thiet-mien-nam',
      '/ve-so-cap-nguyen',
      '/XsktSearchItem',
    ]);
  });

  it('has absolute, unique patterns', () => {
    const paths: string[] = Object.values(XSKT_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[^\s]*$/);
  });
});
