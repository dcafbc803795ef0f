import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, SESSION_HEADER } from '@veso/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../commands';
import { SANDBOX_GATEWAY_SECRET, hmacGateway } from '../../providers/payment-gateway';
import { runMain, waitForReady } from '../../test/run-main';
import { dropSchema, testDatabaseUrl } from '../../test/test-app';

async function json(base: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      [CAPTCHA_HEADER]: SANDBOX_CAPTCHA_TOKEN,
      ...(token ? { [SESSION_HEADER]: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('a crash between payment and credit', () => {
  it(
    'loses nothing: kill mid-callback, restart, replay → credited exactly once',
    { timeout: 180_000 },
    async () => {
      const url = testDatabaseUrl();
      let env: Record<string, string>;
      if (url) {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        cleanups.push(() => dropSchema(url, schema));
        env = { DATABASE_URL: url, VESO_DB_SCHEMA: schema };
      } else {
        const dir = await mkdtemp(path.join(tmpdir(), 'veso-crash-'));
        cleanups.push(() => rm(dir, { recursive: true, force: true }));
        env = { VESO_DATA_DIR: dir };
      }
      env = {
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        VESO_SANDBOX: '1',
        LOG_LEVEL: 'warn',
        VESO_WEB_DIST: '/nonexistent/web',
        VESO_EMBED_DIST: '/nonexistent/embed',
      };
      const first = runMain(env);
      cleanups.push(async () => {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      });
      let base = await waitForReady(first);
      const password = createHash('md5').update('123456').digest('hex');
      const signin = await json(base, 'POST', '/api/auth/signin', {
        msisdn: '0912345678',
        password,
        requestId: '1',
      });
      const token = String(signin.data.session);
      const payment = await json(
        base,
        'POST',
        '/api/payments/create',
        { requestId: 'crash-1', method: 'momo', amount: 50_000 },
        token,
      );
      const id = String(payment.data.id);
      const gateway = hmacGateway('sandbox', SANDBOX_GATEWAY_SECRET, '/sandbox/pay');
      const callback = { paymentId: id, status: 'paid' as const, amount: 50_000, gatewayRef: 'G1' };
      const body = { ...callback, signature: gateway.sign(callback) };

      // The gateway's callback is in flight when the process dies.
      const inFlight = json(base, 'POST', '/api/payments/callback', body).catch(() => null);
      await new Promise((r) => setTimeout(r, 5));
      first.child.kill('SIGKILL');
      await first.exited;
      await inFlight;

      const second = runMain(env);
      cleanups.push(async () => {
        if (second.child.exitCode === null) second.child.kill('SIGKILL');
      });
      base = await waitForReady(second);
      const again = await json(base, 'POST', '/api/payments/callback', body);
      expect(again.code).toBe(0);
      const replay = await json(base, 'POST', '/api/payments/callback', body);
      expect(replay.data.credited).toBe(false);
      const token2 = String(
        (
          await json(base, 'POST', '/api/auth/signin', {
            msisdn: '0912345678',
            password,
            requestId: '2',
          })
        ).data.session,
      );
      const info = await json(base, 'GET', '/api/auth/info', undefined, token2);
      expect(info.data.balance).toBe(50_000);
      second.child.kill('SIGTERM');
      await second.exited;
      expect(await runCli(['ledger', 'check'], env, () => undefined)).toBe(0);
    },
  );
});
