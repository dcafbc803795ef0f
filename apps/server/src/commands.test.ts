import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './commands';
import { openDatabase } from './db/database';
import { MIGRATIONS_DIR } from './db/migrator';
import { APP_CONFIG_KEY, readSetting } from './modules/catalog/repo';
import { dropSchema, testDatabaseUrl } from './test/test-app';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An environment pointing at a new database: a temp PGlite folder, or a fresh schema. */
async function freshEnv(): Promise<Record<string, string>> {
  const url = testDatabaseUrl();
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url, schema));
    // The real result history is imported by the results tests, not on every seed here.
    return {
      DATABASE_URL: url,
      VESO_DB_SCHEMA: schema,
      VESO_RESULTS_DIR: path.join(tmpdir(), 'veso-no-results'),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-cli-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { VESO_DATA_DIR: dir, VESO_RESULTS_DIR: path.join(dir, 'no-results') };
}

describe('cli', () => {
  it('migrates, then seeds idempotently, exiting 0, and the data is there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = await freshEnv();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);

    const n = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).length;
    expect(await runCli(['migrate'], env, out)).toBe(0);
    expect(lines).toEqual([`migrate: ${n} applied, 0 already applied`]);
    expect(await runCli(['seed'], env, out)).toBe(0);
    expect(await runCli(['seed'], env, out)).toBe(0);
    expect(lines.slice(1)).toEqual([
      `migrate: 0 applied, ${n} already applied`,
      'seed: app_config',
      `migrate: 0 applied, ${n} already applied`,
      'seed: nothing to write',
    ]);
    // In sandbox mode the seed also writes the demo account, once.
    expect(await runCli(['seed'], { ...env, VESO_SANDBOX: '1' }, out)).toBe(0);
    expect(await runCli(['seed'], { ...env, VESO_SANDBOX: '1' }, out)).toBe(0);
    expect(lines.filter((line) => line.startsWith('seed:')).slice(2)).toEqual([
      'seed: demo_account',
      'seed: nothing to write',
    ]);

    const db = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
        : { kind: 'pglite', dataDir: env.VESO_DATA_DIR },
    );
    try {
      expect(await readSetting(db.orm, APP_CONFIG_KEY)).toMatchObject({
        pageSizeOptions: [10, 20, 50],
      });
    } finally {
      await db.close();
    }
  });

  it('imports a result file idempotently and reports malformed rows', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    const env = await freshEnv();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'veso-import-')), 'mega645.jsonl');
    cleanups.push(() => rm(path.dirname(file), { recursive: true, force: true }));
    await writeFile(
      file,
      '{"date":"2026-08-21","id":"01552","result":[7,26,31,38,43,45]}\n{"date":"2026-08-19","id":"01551","result":[7,7]}\n',
    );
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['import-results', file], env, out)).toBe(0);
    expect(await runCli(['import-results', file], env, out)).toBe(0);
    expect(lines.filter((line) => line.startsWith('import-results:'))).toEqual([
      'import-results: 1 inserted, 0 already stored, 1 rejected',
      'import-results: 0 inserted, 1 already stored, 1 rejected',
    ]);
    expect(errors[0]).toMatch(/rejected mega645\.jsonl:2: /);
    expect(await runCli(['import-results'], env, out)).toBe(1);
    expect(await runCli(['import-results', path.join(path.dirname(file), 'x.csv')], env, out)).toBe(
      1,
    );
  });

  it('exits 1 with usage for an unknown command and for an invalid environment', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    expect(await runCli(['drop-everything'], {})).toBe(1);
    expect(errors.join('\n')).toMatch(/Unknown command "drop-everything"[\s\S]*migrate[\s\S]*seed/);
    expect(await runCli([], {})).toBe(1);
    expect(await runCli(['migrate'], { DATABASE_URL: 'mysql://nope' })).toBe(1);
    expect(errors.join('\n')).toContain('DATABASE_URL');
  });

  it('exits 1 when the database cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await runCli(['migrate'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
  });
});
