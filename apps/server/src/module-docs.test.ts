import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The module docs (`README.md`'s module table and layers, `docs/architecture.md`'s module
 * list and layers) are generated from the module graph: this fails when the code moved on
 * and `pnpm docs:modules` was not run, or when a module has no row in the table. The
 * generator's own fixture tests are in `@veso/eslint-config` (`src/module-docs.test.js`).
 */
const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER, '../..');
const CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@veso/eslint-config')),
  'module-docs-cli.js',
);

describe('the module docs', () => {
  it('match the module graph', () => {
    const run = spawnSync(
      process.execPath,
      [
        CLI,
        '--check',
        '--root',
        path.join(SERVER, 'src'),
        path.join(SERVER, 'README.md'),
        path.join(ROOT, 'docs/architecture.md'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
