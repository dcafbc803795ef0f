import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_HEADER, SANDBOX_CAPTCHA_TOKEN, SESSION_HEADER } from '@veso/contract';
import { vnDayOf } from '@veso/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../commands';
import { pgliteDataDir } from '../../test/pglite-data-dir';
import { runMain, waitForReady, type MainRun } from '../../test/run-main';
import { dropSchema, testDatabaseUrl } from '../../test/test-app';

/**
 * The sandbox as an operator starts it with the three providers (`VESO_GATEWAYS`): a real
 * server process, its database, the adapters talking HTTP to their emulators on that same
 * server; the customer pays on each provider's page, and the ledger and `payments
 * reconcile` agree. The VNPay secret given is never printed.
 */
const SECRET = 'PROCESSTESTSECRETNEVERINTHELOGS1';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function processEnv(): Promise<Record<string, string>> {
  const url = testDatabaseUrl();
  let database: Record<string, string>;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    cleanups.push(() => dropSchema(url, schema));
    database = { DATABASE_URL: url, VESO_DB_SCHEMA: schema };
  } else {
    const { dir, remove } = await pgliteDataDir('veso-gateways');
    cleanups.push(remove);
    database = { VESO_DATA_DIR: dir };
  }
  return {
    ...database,
    VESO_RESULTS_DIR: '/nonexistent/results',
    PORT: '0',
    HOST: '127.0.0.1',
    VESO_SANDBOX: '1',
    LOG_LEVEL: 'info',
    VESO_WEB_DIST: '/nonexistent/web',
    VESO_EMBED_DIST: '/nonexistent/embed',
    VESO_GATEWAYS: 'vnpay,momo,zalopay',
    VESO_VNPAY_TMN_CODE: 'PROCTEST',
    VESO_VNPAY_HASH_SECRET: SECRET,
  };
}

function start(env: Record<string, string>): MainRun {
  const run = runMain(env);
  cleanups.push(async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
  return run;
}

async function api(base: string, method: string, url: string, body?: unknown, token?: string) {
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

/** The customer on a provider's page presses Pay; resolves with where the shop sends them. */
async function payOnPage(payUrl: string): Promise<string> {
  const html = await (await fetch(payUrl)).text();
  const ref = /name="ref" value="([^"]+)"/.exec(html)?.[1];
  expect(ref, html.slice(0, 300)).toBeDefined();
  const url = new URL(payUrl);
  const pressed = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ref: ref!, action: 'pay', ipn: 'duplicate' }).toString(),
    redirect: 'manual',
  });
  const back = await fetch(pressed.headers.get('location')!, { redirect: 'manual' });
  return back.headers.get('location')!;
}

describe('the sandbox with VESO_GATEWAYS=vnpay,momo,zalopay', () => {
  it(
    'tops up through each provider’s emulator, credited once each, and the day reconciles',
    { timeout: 300_000 },
    async () => {
      const env = await processEnv();
      const run = start(env);
      const base = await waitForReady(run);
      const signin = await api(base, 'POST', '/api/auth/signin', {
        msisdn: '0912345678',
        password: createHash('md5').update('123456').digest('hex'),
        requestId: '1',
      });
      expect(signin.code).toBe(0);
      const token = String(signin.data.session);
      const before = Number(
        (await api(base, 'GET', '/api/auth/info', undefined, token)).data.balance,
      );
      const methods = await api(
        base,
        'GET',
        '/api/customer/method_payment_ext?os_type=web&version=1',
      );
      expect(methods.code).toBe(0);

      for (const [i, method] of ['vnpay', 'momo', 'zalopay'].entries()) {
        const body = { requestId: String(10 + i), method, amount: 50_000 };
        const created = await api(base, 'POST', '/api/payments/create', body, token);
        expect(created.code, method).toBe(0);
        const payUrl = String(created.data.payUrl);
        expect(payUrl.startsWith(`${base}/sandbox/${method}/`), payUrl).toBe(true);
        expect(await payOnPage(payUrl)).toBe(`/nap-tien?paymentId=${String(created.data.id)}`);
        const status = await api(
          base,
          'GET',
          `/api/payments/${String(created.data.id)}`,
          undefined,
          token,
        );
        expect(status.data.status, method).toBe('paid');
      }
      const after = Number(
        (await api(base, 'GET', '/api/auth/info', undefined, token)).data.balance,
      );
      expect(after - before).toBe(150_000);

      // The day's statement against the ledger (a second client of the same PostgreSQL).
      if (env.DATABASE_URL) {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const lines: string[] = [];
        const day = vnDayOf(new Date());
        const cliEnv = { ...env, VESO_PUBLIC_URL: base };
        const code = await runCli(
          ['payments', 'reconcile', '--date', day, '--gateway', 'vnpay'],
          cliEnv,
          (line) => lines.push(line),
        );
        expect({ code, lines }).toEqual({ code: 0, lines: [] });
      }

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toContain(SECRET);
    },
  );
});
