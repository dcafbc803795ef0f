import { fileURLToPath } from 'node:url';
import { reporters } from './reporters.js';

/** Each package's stories as tests (`testStories`), one file per package. */
const STORIES_TEST = 'src/stories.test.tsx';

/**
 * Vitest preset for React packages: jsdom, Testing Library with jest-dom matchers and
 * automatic cleanup, CSS Modules with readable class names.
 *
 * Two projects. "unit": the package's own test files share one jsdom and one module graph
 * per worker (`isolate: false`): a file's jsdom and its imports of React and the shared
 * packages cost more than most files' tests (results: 72 s isolated, 36 s shared, 29/11);
 * react-setup.js resets the page's globals after each file. "stories": the stories file
 * in a worker of its own, since Storybook's test helpers configure Testing Library for the
 * whole module graph (a later file's form submits then never ran).
 * @param {import('vitest/config').UserConfig['test']} [overrides]
 */
export function reactPreset(overrides = {}) {
  return {
    test: {
      environment: 'jsdom',
      setupFiles: [fileURLToPath(new URL('./react-setup.js', import.meta.url))],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      // Screens with user-event flows take seconds when turbo runs every suite at once on a
      // 2-core CI machine; a slow test is not a failed one.
      testTimeout: 30_000,
      ...reporters,
      ...overrides,
      // Each project names its files: `extends: true` would add a root `include` to theirs.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [STORIES_TEST, '**/node_modules/**'],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'stories', include: [STORIES_TEST] } },
      ],
    },
  };
}
