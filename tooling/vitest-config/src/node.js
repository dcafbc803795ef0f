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
      // Every package's suite runs at once on a 2-core CI machine: a test that takes a
      // second alone can take many there. A slow test is not a failed one.
      testTimeout: 30_000,
      ...reporters,
      ...overrides,
    },
  };
}
