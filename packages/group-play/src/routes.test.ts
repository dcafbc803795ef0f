import { describe, expect, it } from 'vitest';
import { GROUP_PLAY_PATHS } from './paths';
import { groupPlayRoutes } from './routes';

describe('groupPlayRoutes', () => {
  it('mounts every spec route of the feature once, each loading a screen on demand', async () => {
    expect(groupPlayRoutes.map((route) => route.path)).toEqual(Object.values(GROUP_PLAY_PATHS));
    for (const route of groupPlayRoutes) {
      if (typeof route.lazy !== 'function') throw new Error(`${route.path} is not lazy`);
      const loaded = await route.lazy();
      expect(typeof loaded.Component, route.path).toBe('function');
    }
  });
});
