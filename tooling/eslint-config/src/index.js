import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { restrictedImports } from './layers.js';
import { modulePlugin } from './module-graph.js';

export { FEATURE_PACKAGES, LAYERS, restrictedImports } from './layers.js';
export { buildModuleGraph, checkCycles, findCycles, modulePlugin } from './module-graph.js';
export { SERVER_MODULES } from './server-modules.js';

const IGNORES = [
  '**/dist/**',
  '**/dist-server/**',
  '**/storybook-static/**',
  '**/.reports/**',
  '**/coverage/**',
  '**/node_modules/**',
  '**/fixtures/**',
];

/**
 * The flat ESLint config of one package.
 *
 * @param {{ layer: string, self?: string, react?: boolean, node?: boolean,
 *   modules?: import('./module-graph.js').ModuleGraphOptions & { hint?: string } }} options
 *   layer: the architecture layer (see layers.js); self: the package folder name;
 *   react: add react-hooks and jsx-a11y; node: Node globals (server, tooling, configs);
 *   modules: the app's module graph (root folder, composition, allowed cycles): no module
 *   cycle and no module importing the composition (see module-graph.js);
 *   typed: the package's folder (`import.meta.dirname`) to turn on the type-aware rules
 *   that catch promises nobody awaits or handles (money code: server, shop-core).
 */
export function config({ layer, self, react = false, node = false, modules, typed }) {
  return tseslint.config(
    { ignores: IGNORES },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: {
          ...globals.es2023,
          ...(react ? globals.browser : {}),
          ...(node ? globals.node : {}),
        },
      },
      rules: {
        'no-restricted-imports': ['error', restrictedImports(layer, self)],
        'no-console': ['error', { allow: ['warn', 'error'] }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ExportAllDeclaration',
            message: 'No `export *`: list the public API with explicit named exports.',
          },
        ],
      },
    },
    ...(react
      ? [
          {
            files: ['**/*.{tsx,jsx}'],
            plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
            rules: {
              ...reactHooks.configs.recommended.rules,
              ...jsxA11y.flatConfigs.recommended.rules,
            },
          },
        ]
      : []),
    ...(modules
      ? [
          {
            files: ['**/*.{ts,tsx,js,mjs}'],
            plugins: { veso: modulePlugin },
            rules: {
              'veso/no-module-cycle': ['error', modules],
              'veso/no-composition-import': ['error', modules],
              'veso/module-front-door': ['error', modules],
            },
          },
        ]
      : []),
    ...(typed
      ? [
          {
            files: ['**/*.{ts,tsx}'],
            languageOptions: {
              parserOptions: { projectService: true, tsconfigRootDir: typed },
            },
            rules: {
              '@typescript-eslint/no-floating-promises': 'error',
              '@typescript-eslint/no-misused-promises': 'error',
            },
          },
        ]
      : []),
    {
      // Config files, tests, scripts and stories run in Node or the test runner.
      files: ['*.config.{js,ts,mjs}', '**/*.test.{ts,tsx}', '**/test/**', 'scripts/**', 'e2e/**'],
      languageOptions: { globals: { ...globals.node } },
      rules: { 'no-console': 'off' },
    },
  );
}
