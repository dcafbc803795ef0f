import { fileURLToPath } from 'node:url';
import { reporters } from './reporters.js';

/**
 * Vitest preset for React packages: jsdom, Testing Library with jest-dom matchers and
 * automatic cleanup, CSS Modules with readable class names.
 * @param {import('vitest/config').UserConfig['test']} [overrides]
 */
export function reactPreset(overrides = {}) {
  return {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./react-setup.js', import.meta.url))],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Screens with user-event flows take seconds when turbo runs every suite at once on a
      // 2-core CI machine; a slow test is not a failed one.
      testTimeout: 30_000,
      ...reporters,
      ...overrides,
    },
  };
}
