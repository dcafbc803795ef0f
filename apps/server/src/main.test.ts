import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './server-root';
import { dropSchema, testDatabaseUrl } from './test/test-app';

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `src/main.ts` as the start script would, with only the given environment. */
function runMain(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(run: Run, pattern: RegExp, timeoutMs = 75_000): Promise<RegExpMatchArray> {
  const start = Date.now();
  for (;;) {
    const match = run.output().match(pattern);
    if (match) return match;
    if (run.child.exitCode !== null || Date.now() - start > timeoutMs) {
      throw new Error(`Did not see ${pattern} in:\n${run.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('main', () => {
  it(
    'prints the URLs with the bound port and VESO_READY, serves, and stops cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const url = testDatabaseUrl();
      const schema = `test_${randomBytes(6).toString('hex')}`;
      if (url) cleanups.push(() => dropSchema(url, schema));
      const run = runMain({
        PORT: '0',
        HOST: '127.0.0.1',
        VESO_SANDBOX: '1',
        LOG_LEVEL: 'warn',
        VESO_WEB_DIST: '/nonexistent/web',
        VESO_EMBED_DIST: '/nonexistent/embed',
        ...(url ? { DATABASE_URL: url, VESO_DB_SCHEMA: schema } : { VESO_DATA_DIR: 'memory://' }),
      });
      cleanups.push(async () => {
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
      });

      const [, port] = await waitFor(run, /^VESO_READY http:\/\/127\.0\.0\.1:(\d+)$/m);
      expect(Number(port)).toBeGreaterThan(0);
      const out = run.output();
      expect(out).toContain(`http://localhost:${port}/`);
      expect(out).toContain(`http://localhost:${port}/webview/?tab=1`);
      expect(out).toContain(`http://localhost:${port}/api/docs`);
      expect(out).toContain(`http://localhost:${port}/api/dev/otp-outbox?msisdn=84`);
      expect(out).toContain('Demo account:       0912345678 / 123456');

      const health = await fetch(`http://127.0.0.1:${port}/api/healthz`);
      expect(((await health.json()) as { data: unknown }).data).toMatchObject({
        status: 'ok',
        sandbox: true,
      });

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
  );

  it(
    'exits non-zero with a clear message when the environment is invalid',
    { timeout: 60_000 },
    async () => {
      const run = runMain({ PORT: 'eighty', VESO_SANDBOX: 'maybe' });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('Invalid environment configuration');
      expect(run.output()).toContain('PORT');
      expect(run.output()).toContain('VESO_SANDBOX');
    },
  );
});
