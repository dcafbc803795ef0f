import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../../server-root';
import { pgliteDataDir } from '../../test/pglite-data-dir';
import { waitForOutput } from '../../test/run-main';
import { dropSchema, testDatabaseUrl } from '../../test/test-app';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('Keno live listener', () => {
  it(
    'closing the server closes it: the process ends by itself, with nothing left open',
    { timeout: 90_000 },
    async () => {
      const url = testDatabaseUrl();
      const schema = `test_${randomBytes(6).toString('hex')}`;
      if (url) cleanups.push(() => dropSchema(url, schema));
      // On PGlite a folder copied from the run's migrated template (no initdb in the child).
      const data = url ? undefined : await pgliteDataDir('veso-live-exit');
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join('src', 'test', 'keno-live-exit.fixture.ts')],
        {
          cwd: SERVER_ROOT,
          env: {
            NODE_ENV: 'test',
            PORT: '0',
            LOG_LEVEL: 'warn',
            VESO_WEB_DIST: '/nonexistent/web',
            VESO_EMBED_DIST: '/nonexistent/embed',
            // The listener needs no result history (importing it took seconds).
            VESO_RESULTS_DIR: '/nonexistent/results',
            ...(url ? { DATABASE_URL: url, VESO_DB_SCHEMA: schema } : { VESO_DATA_DIR: data!.dir }),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      cleanups.push(async () => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      if (data) cleanups.push(data.remove);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      await waitForOutput({ child, output: () => output, exited }, /KENO_LIVE_CLOSED/, 60_000);
      expect(output).toContain('KENO_LIVE_OPEN');
      // Closed: the process must now end on its own (an open listener would keep it alive).
      const code = await Promise.race([
        exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000)),
      ]);
      expect(code, output).toBe(0);
    },
  );
});
