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
      ...reporters,
      ...overrides,
    },
  };
}
