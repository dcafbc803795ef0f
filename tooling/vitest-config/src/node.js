import { reporters } from './reporters.js';

/**
 * Vitest preset for packages that run in Node (domain, contract, server, tooling).
 * @param {import('vitest/config').UserConfig['test']} [overrides]
 */
export function nodePreset(overrides = {}) {
  return {
    test: {
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx,js}'],
      ...reporters,
      ...overrides,
    },
  };
}
