import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatReferences,
  isCheckedFile,
  outsideReferences,
  repositoryFiles,
  scanRepository,
  walkFiles,
} from './docs-paths';
import { REPO_ROOT } from './repo';

// The detector and this test spell the patterns and the bad samples on purpose.
const SELF = ['tooling/e2e/src/docs-paths.ts', 'tooling/e2e/src/docs-paths.test.ts'];

const found = (file: string, text: string) => outsideReferences(file, text).map((r) => r.found);

describe('outsideReferences', () => {
  it('flags a link above the repository root, with its line', () => {
    const text = '# VeSo\n\nSee `../shared/docs/architecture.md` for the layout.\n';
    expect(outsideReferences('README.md', text)).toEqual([
      {
        file: 'README.md',
        line: 3,
        found: '../shared/docs/architecture.md',
        why: 'a relative path above the repository root',
      },
      {
        file: 'README.md',
        line: 3,
        found: 'shared/docs',
        why: 'a document that is not in the repository',
      },
    ]);
  });

  it('resolves a relative path from the file’s own folder', () => {
    // apps/server → apps/web: inside; packages/x → three levels up: outside.
    expect(found('apps/server/README.md', '| `../web/dist`, `../embed/dist` |')).toEqual([]);
    expect(found('packages/results/README.md', '[rules](../../docs/domain.md)')).toEqual([]);
    expect(found('packages/results/README.md', '[rules](../../../notes/rules.md)')).toEqual([
      '../../../notes/rules.md',
    ]);
    expect(found('docs/README.md', '[spec](../../spec/shop.md#routes)')).toEqual([
      '../../spec/shop.md',
    ]);
  });

  it('leaves a source file’s imports of its own folders alone', () => {
    const source =
      "import { sendOtp } from '../shared/account-calls';\nimport x from '../../shared';\n" +
      "import { DataTable } from '../shared/data-table';\n";
    expect(found('packages/account/src/login/login-page.tsx', source)).toEqual([]);
    expect(found('packages/x/README.md', 'Data in `src/shared/data/`.')).toEqual([]);
    // Inside the repository by its path, yet the name of the folder beside the checkout.
    expect(
      found('packages/domain/src/prizes/tables.ts', ' * (`shared/docs/rules.md`, §1)'),
    ).toEqual(['shared/docs']);
  });

  it('flags an absolute path of one machine, in a document or a source comment', () => {
    expect(found('docs/decisions.md', 'Copied from /work/shared/spec/shop.md verbatim.')).toEqual([
      '/work/shared',
    ]);
    expect(found('packages/domain/src/a.ts', '// see /home/dev/notes.txt\nconst a = 1;')).toEqual([
      '/home/dev',
    ]);
    expect(found('README.md', 'Under `/Users/me/veso` on a Mac.')).toEqual(['/Users/me']);
  });

  it('does not take a URL or a route for a machine path', () => {
    const text = [
      'https://vietlott.vn/vi/choi/mega-6-45/gioi-thieu-san-pham-6-45',
      'https://example.com/home/work/index.html',
      '`GET /api/dev/clock`, `/webview/?tab=1`, `/result/xsmb`',
    ].join('\n');
    expect(found('docs/domain.md', text)).toEqual([]);
  });

  it('flags the documents that only ever lived beside the checkout, by name', () => {
    const text = [
      '/** domain-reference: personal income tax of 10%. */',
      'The rules of lottery-shop-spec.md §2 and product-requirements.md.',
      'Colours as in style-guide.md.',
    ].join('\n');
    expect(
      outsideReferences('apps/web/e2e/helpers.ts', text).map((r) => [r.line, r.found]),
    ).toEqual([
      [1, 'domain-reference'],
      [2, 'lottery-shop-spec'],
      [2, 'product-requirements'],
      [3, 'style-guide.md'],
    ]);
  });

  it('accepts the project’s own documents', () => {
    const text = 'Facts and sources: `docs/domain.md` §5; index: [docs](docs/README.md).';
    expect(found('README.md', text)).toEqual([]);
  });
});

describe('files', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'veso-docs-paths-'));
    await mkdir(join(dir, 'docs'));
    await mkdir(join(dir, 'node_modules/pkg'), { recursive: true });
    await mkdir(join(dir, 'apps/web/dist'), { recursive: true });
    await writeFile(join(dir, 'README.md'), 'See `../shared/docs/architecture.md`.\n');
    await writeFile(join(dir, 'docs/domain.md'), '# Facts\n');
    await writeFile(join(dir, 'node_modules/pkg/README.md'), 'See /work/elsewhere.\n');
    await writeFile(join(dir, 'apps/web/dist/app.js'), '// /work/build\n');
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('checks Markdown and source files only', () => {
    expect(['README.md', 'a/b.ts', 'c.tsx', 'd.mjs', 'e.cjs', 'veso.sh'].every(isCheckedFile)).toBe(
      true,
    );
    expect(['data/xsmb.csv', 'pnpm-lock.yaml', 'x.json', 'logo.svg'].some(isCheckedFile)).toBe(
      false,
    );
  });

  it('walks a tree without git, leaving installed and built folders out', () => {
    expect(walkFiles(dir).sort()).toEqual(['README.md', 'docs/domain.md']);
    // Not a git checkout: the walk is what the scan reads, and it finds the bad README.
    expect(repositoryFiles(dir).sort()).toEqual(['README.md', 'docs/domain.md']);
    expect(formatReferences(scanRepository(dir))).toBe(
      'README.md:1: ../shared/docs/architecture.md (a relative path above the repository root)\n' +
        'README.md:1: shared/docs (a document that is not in the repository)',
    );
  });
});

describe('the repository', () => {
  it('lists its own files, not installed ones', () => {
    const files = repositoryFiles(REPO_ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/domain.md');
    expect(files).toContain('tooling/e2e/src/docs-paths.ts');
    expect(files.some((f) => f.split('/').includes('node_modules'))).toBe(false);
  });

  it('has no document or source file that points outside it', () => {
    const references = scanRepository(REPO_ROOT, SELF);
    expect(formatReferences(references), 'point to docs/ or another file of the repository').toBe(
      '',
    );
  });
});
