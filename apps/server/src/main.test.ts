import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pgliteDataDir } from './test/pglite-data-dir';
import { READY_TIMEOUT_MS, runMain, waitForOutput, waitForReady } from './test/run-main';
import { dropSchema, testDatabaseUrl } from './test/test-app';

/** A test that starts a server: its start may take READY_TIMEOUT_MS beside the other suites. */
const START_TEST_TIMEOUT_MS = READY_TIMEOUT_MS + 60_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An IPv4 address of this machine that other machines can reach (eth0…), if any. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
}

/**
 * Starts main.ts in sandbox mode on a fresh database with `env` on top. `newcomer`: the
 * default start, from nothing (on PGlite in memory: initdb and every migration) with the
 * real result history; otherwise (a test of something else) a PGlite folder copied from the
 * run's migrated template and no result history to import (seconds of each start).
 */
async function runSandbox(env: Record<string, string>, start: 'newcomer' | 'quick') {
  const url = testDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (url) cleanups.push(() => dropSchema(url, schema));
  const dir = start === 'quick' && !url ? await pgliteDataDir('veso-main') : undefined;
  const run = runMain({
    PORT: '0',
    VESO_SANDBOX: '1',
    LOG_LEVEL: 'warn',
    VESO_WEB_DIST: '/nonexistent/web',
    VESO_EMBED_DIST: '/nonexistent/embed',
    ...(url
      ? { DATABASE_URL: url, VESO_DB_SCHEMA: schema }
      : { VESO_DATA_DIR: dir?.dir ?? 'memory://' }),
    ...(start === 'quick' ? { VESO_RESULTS_DIR: '/nonexistent/results' } : {}),
    ...env,
  });
  cleanups.push(async () => {
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  if (dir) cleanups.push(dir.remove);
  return run;
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

describe('main', () => {
  it(
    'prints the URLs with the bound port and VESO_READY, serves, and stops cleanly on SIGTERM',
    { timeout: START_TEST_TIMEOUT_MS },
    async () => {
      // No HOST: the server must listen on loopback only.
      const run = await runSandbox({}, 'newcomer');

      const [, port] = await waitForOutput(run, /^VESO_READY http:\/\/127\.0\.0\.1:(\d+)$/m);
      expect(Number(port)).toBeGreaterThan(0);
      const out = run.output();
      expect(out).toContain(`http://localhost:${port}/`);
      expect(out).toContain(`http://localhost:${port}/webview/?tab=1`);
      expect(out).toContain(`http://localhost:${port}/api/docs`);
      expect(out).toContain(`http://localhost:${port}/api/dev/otp-outbox?msisdn=84`);
      expect(out).toContain('Demo account:       0912345678 / 123456');
      expect(out).not.toContain('WARNING');
      const external = externalAddress();
      if (external) expect(await reachable(`http://${external}:${port}/api/healthz`)).toBe(false);

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
    'drains on SIGTERM: readyz answers 503 while the listener stays open, the live stream ends with a retry hint, the in-flight request completes, exit 0',
    { timeout: START_TEST_TIMEOUT_MS },
    async () => {
      const run = await runSandbox({ VESO_DRAIN_MS: '1500' }, 'quick');
      const base = await waitForReady(run);

      // A live Keno viewer.
      const stream = await fetch(`${base}/api/keno/live`);
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      const readUntil = async (done: (text: string) => boolean) => {
        while (!done(received)) {
          const chunk = await reader.read();
          if (chunk.done) return true;
          received += decoder.decode(chunk.value, { stream: true });
        }
        return false;
      };
      await readUntil((text) => text.includes('retry: 2000'));

      // A slow client: the request's head and half its body sent, the rest later.
      const body = JSON.stringify({ amount: 10_000 });
      const slow = httpRequest(`${base}/api/dev/orders/customer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<{ res: IncomingMessage; text: string }>((resolve, reject) => {
        slow.on('error', reject);
        slow.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ res, text }));
        });
      });
      slow.write(body.slice(0, 6));
      // Answered after the slow head arrived on its own connection: the server has it.
      expect((await fetch(`${base}/api/readyz`)).status).toBe(200);

      run.child.kill('SIGTERM');
      // The stream ends, its last words a retry hint (a browser reconnects after it).
      expect(await readUntil(() => false)).toBe(true);
      expect(received).toMatch(/retry: \d{4}\n: node stopping, reconnect\n\n$/);
      // Not ready while draining, still listening: the load balancer takes the node out.
      const readyz = await fetch(`${base}/api/readyz`);
      expect(readyz.status).toBe(503);
      expect(await readyz.json()).toMatchObject({
        code: -1,
        data: { status: 'not_ready', failed: ['app'] },
      });
      // A new viewer goes elsewhere ("busy": the load balancer sends it to another node).
      expect((await fetch(`${base}/api/keno/live`)).status).toBe(503);
      // Once the drain is over the listener closes; the slow request is still in flight.
      await vi.waitFor(
        async () => {
          await expect(fetch(`${base}/api/healthz`)).rejects.toThrow();
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(run.child.exitCode).toBeNull();
      slow.end(body.slice(6));
      const { res, text } = await answered;
      expect(res.statusCode).toBe(200);
      expect(res.headers.connection).toBe('close');
      expect(JSON.parse(text)).toMatchObject({ code: 0 });
      expect(await run.exited).toBe(0);
    },
  );

  it.skipIf(!testDatabaseUrl())(
    'WORKERS=2 serves one port from two processes on PostgreSQL and stops them all on SIGTERM',
    { timeout: START_TEST_TIMEOUT_MS },
    async () => {
      const run = await runSandbox({ WORKERS: '2' }, 'quick');
      const [, port] = await waitForOutput(run, /^VESO_READY http:\/\/127\.0\.0\.1:(\d+)$/m);
      expect(run.output().match(/VESO_READY/g)).toHaveLength(1);
      const pids = new Set<number>();
      for (let i = 0; i < 20 && pids.size < 2; i += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/api/dev/metrics`, {
          headers: { connection: 'close' },
        });
        pids.add(((await res.json()) as { data: { pid: number } }).data.pid);
      }
      expect(pids.size).toBe(2);
      expect(pids.has(run.child.pid!)).toBe(false);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    },
  );

  it(
    'WORKERS > 1 on the embedded database stops with a clear message',
    { timeout: 60_000 },
    async () => {
      const run = runMain({
        PORT: '0',
        VESO_SANDBOX: '1',
        VESO_DATA_DIR: 'memory://',
        WORKERS: '2',
        VESO_WEB_DIST: '/nonexistent/web',
        VESO_EMBED_DIST: '/nonexistent/embed',
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('WORKERS > 1 needs PostgreSQL');
    },
  );

  it(
    'warns, naming the /api/dev/* routes, when the sandbox listens beyond loopback',
    { timeout: START_TEST_TIMEOUT_MS },
    async () => {
      const run = await runSandbox({ HOST: '0.0.0.0' }, 'quick');
      const [, port] = await waitForOutput(run, /^VESO_READY http:\/\/127\.0\.0\.1:(\d+)$/m);
      const out = run.output();
      expect(out).toContain(
        'WARNING: sandbox mode is on and HOST=0.0.0.0 is not a loopback address',
      );
      expect(out).toMatch(/\/api\/dev\/\*.*\/api\/dev\/clock, .*\/api\/dev\/prize-credit/);
      const external = externalAddress();
      if (external) expect(await reachable(`http://${external}:${port}/api/healthz`)).toBe(true);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
  );

  it(
    'refuses a live start without the operator’s support contacts, naming the variables',
    { timeout: 60_000 },
    async () => {
      const run = runMain({
        PORT: '0',
        VESO_DATA_DIR: 'memory://',
        VESO_WEB_DIST: '/nonexistent/web',
        VESO_EMBED_DIST: '/nonexistent/embed',
        VESO_SUPPORT_EMAIL: 'cskh@xoso.vn',
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('Invalid environment configuration');
      expect(run.output()).toContain(
        'VESO_SUPPORT_PHONE: the support phone customers call is required outside the sandbox',
      );
      expect(run.output()).not.toContain('VESO_READY');
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
