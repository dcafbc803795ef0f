import { describe, expect, it } from 'vitest';
import { RESULTS_PATHS } from './paths';
import { kenoLiveLazy, resultsRoutes } from './routes';

describe('resultsRoutes', () => {
  it('routes every results path to a lazily loaded screen', async () => {
    expect(resultsRoutes.map((route) => route.path).sort()).toEqual(
      Object.values(RESULTS_PATHS).sort(),
    );
    for (const route of resultsRoutes) {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      const loaded = await lazy();
      expect(typeof loaded.Component, String(route.path)).toBe('function');
    }
    expect(typeof (await kenoLiveLazy()).Component).toBe('function');
  }, 30_000);
});
