import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_KEYS } from '@veso/contract';
import { runCli } from './commands';
import { getContent, sendSupportRequest } from './modules/content/service';
import { openDatabase } from './db/database';
import type { DatabaseConfig } from './env';
import { MIGRATIONS_DIR } from './db/migrator';
import { APP_CONFIG_KEY, readSetting } from './modules/catalog/repo';
import { findOrCreateAccount } from './modules/accounts/repo';
import { PAYMENT_TTL_MS, handleCallback } from './modules/payments/service';
import { SystemAccount, checkLedger, post, prizeAccountOf } from './modules/wallet/ledger';
import { WithdrawStatus } from './modules/withdraw/repo';
import { makeWithdraw, settleDuePayouts } from './modules/withdraw/service';
import { drawResults, payments, withdrawals } from './db/schema';
import { sandboxPayoutProvider, type PayoutProvider } from './providers/payout';
import { hmacGateway } from './providers/payment-gateway';
import { manualClock } from './providers/clock';
import { pgliteDataDir } from './test/pglite-data-dir';
import { dropSchema, testConfig, testDatabaseUrl } from './test/test-app';
import { PRODUCT_FAMILIES } from './families';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * An environment pointing at a new database: a fresh schema, or a temp PGlite folder,
 * copied from the run's migrated template unless `empty` (see test/pglite-data-dir.ts).
 */
async function freshEnv(from: 'migrated' | 'empty' = 'migrated'): Promise<Record<string, string>> {
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
  const { dir, remove } = await pgliteDataDir('veso-cli', from);
  cleanups.push(remove);
  return { VESO_DATA_DIR: dir, VESO_RESULTS_DIR: path.join(dir, 'no-results') };
}

/** The database of an environment made by {@link freshEnv}. */
function databaseOf(env: Record<string, string>): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
    : { kind: 'pglite', dataDir: env.VESO_DATA_DIR };
}

// Each CLI call opens its own database (a PGlite start, about 1 s on a quiet machine) and a
// test makes up to twelve: 7–17 s at load 4, but 124–133 s beside the other suites of a
// CI run at load 16 (28/11/2026), past the 120 s every other server test gets.
describe('cli', { timeout: 300_000 }, () => {
  it('migrates, then seeds idempotently, exiting 0, and the data is there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A new database on PGlite: an empty folder, initdb and every migration.
    const env = await freshEnv('empty');
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);

    const n = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).length;
    expect(await runCli(['migrate'], env, out)).toBe(0);
    expect(lines).toEqual([`migrate: ${n} applied, 0 already applied`]);
    expect(await runCli(['seed'], env, out)).toBe(0);
    expect(await runCli(['seed'], env, out)).toBe(0);
    expect(lines.slice(1)).toEqual([
      `migrate: 0 applied, ${n} already applied`,
      `seed: app_config, ${[...CONTENT_KEYS]
        .sort()
        .map((key) => `content:${key}`)
        .join(', ')}`,
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

  it('loads content files (all or nothing), lists them, and answers support requests', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    const env = await freshEnv();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['seed'], env, out)).toBe(0);
    const dir = await mkdtemp(path.join(tmpdir(), 'veso-content-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const items = [
      { id: 'tet', image: '/static/content/banner-keno.svg', title: 'Tết', link: '/keno' },
    ];
    await writeFile(path.join(dir, 'banner.json'), JSON.stringify({ items }));
    await writeFile(path.join(dir, 'notes.txt'), 'not content');
    await writeFile(
      path.join(dir, 'link_keno.json'),
      JSON.stringify({ title: 'Xem Keno', link: 'http://insecure.example', description: '' }),
    );

    // One bad file: nothing is loaded, the file and the reason are named.
    expect(await runCli(['content', 'load', dir], env, out)).toBe(1);
    expect(errors.at(-1)).toMatch(/link_keno\.json: link: .*nothing loaded/);
    await writeFile(
      path.join(dir, 'link_keno.json'),
      JSON.stringify({ title: 'Xem Keno', link: 'https://live.example/keno', description: '' }),
    );
    expect(await runCli(['content', 'load', dir], env, out)).toBe(0);
    expect(lines.filter((line) => line.startsWith('content load:'))).toEqual([
      `content load: banner from ${path.join(dir, 'banner.json')}`,
      `content load: link_keno from ${path.join(dir, 'link_keno.json')}`,
    ]);
    expect(await runCli(['content', 'load', path.join(dir, 'notes.txt')], env, out)).toBe(1);
    expect(await runCli(['content', 'load'], env, out)).toBe(1);
    expect(await runCli(['content', 'list'], env, out)).toBe(0);
    const listed = lines.filter((line) => /^[a-z_]+\t/.test(line));
    expect(listed.map((line) => line.split('\t')[0])).toEqual([...CONTENT_KEYS].sort());
    expect(listed.find((line) => line.startsWith('banner\t'))).toMatch(/\+07:00\t.*banner\.json$/);
    expect(listed.find((line) => line.startsWith('policy\t'))).toMatch(/\tshipped$/);

    const db = await openDatabase(databaseOf(env));
    let requestNo = 0;
    try {
      expect((await getContent(db.orm, 'banner')).items).toEqual(items);
      expect((await getContent(db.orm, 'link_keno')).link).toBe('https://live.example/keno');
      const account = await findOrCreateAccount(db.orm, '84912000111', {}, new Date());
      const deps = {
        db,
        clock: manualClock(new Date()),
        config: testConfig(),
        families: PRODUCT_FAMILIES,
      };
      const filed = await sendSupportRequest(
        deps,
        {
          sessionId: 1,
          accountId: account.id,
          msisdn: account.msisdn,
          source: 'web',
          expiresAt: new Date(),
        },
        { requestId: 'r-1', topic: 'prize', message: 'Vé trúng chưa được cộng tiền' },
      );
      requestNo = filed.id;
    } finally {
      await db.close();
    }
    expect(await runCli(['support', 'list', '--status', 'open'], env, out)).toBe(0);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^${requestNo}\t84912000111\topen\t.*\\+07:00\tprize\t-\tVé trúng chưa được cộng tiền$`,
      ),
    );
    expect(await runCli(['support', 'reply', String(requestNo)], env, out)).toBe(1);
    expect(await runCli(['support', 'reply', '999999', '--close'], env, out)).toBe(1);
    expect(
      await runCli(
        ['support', 'reply', String(requestNo), '--close', '--message', 'Đã cộng tiền thưởng'],
        env,
        out,
      ),
    ).toBe(0);
    expect(lines.at(-1)).toBe(`support reply: request ${requestNo} is closed`);
    const before = lines.length;
    expect(await runCli(['support', 'list', '--status', 'open'], env, out)).toBe(0);
    expect(lines.slice(before)).toEqual([]);
    expect(await runCli(['support', 'list', '--status', 'done'], env, out)).toBe(1);
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
      'import-results: 1 inserted, 0 generated replaced, 0 already stored, 1 rejected',
      'import-results: 0 inserted, 0 generated replaced, 1 already stored, 1 rejected',
    ]);
    expect(errors[0]).toMatch(/rejected mega645\.jsonl:2: /);
    expect(await runCli(['import-results'], env, out)).toBe(1);
    expect(await runCli(['import-results', path.join(path.dirname(file), 'x.csv')], env, out)).toBe(
      1,
    );
  });

  it('names the generated draws a real result file replaces', async () => {
    const env = await freshEnv();
    expect(await runCli(['migrate'], env, () => undefined)).toBe(0);
    // The sandbox drew Mega 01553 (generated) before its real result arrived.
    const db = await openDatabase(databaseOf(env));
    try {
      await db.orm.insert(drawResults).values({
        product: 'mega645',
        drawCode: '01553',
        drawDate: '2026-08-23',
        numbers: { numbers: [1, 2, 3, 4, 5, 6] },
        source: 'sandbox',
        generated: true,
        createdAt: new Date(),
      });
    } finally {
      await db.close();
    }
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'veso-import-')), 'mega645.jsonl');
    cleanups.push(() => rm(path.dirname(file), { recursive: true, force: true }));
    await writeFile(file, '{"date":"2026-08-23","id":"01553","result":[3,9,14,21,30,44]}\n');
    const lines: string[] = [];
    expect(await runCli(['import-results', file], env, (line) => lines.push(line))).toBe(0);
    expect(lines.filter((line) => line.startsWith('import-results:'))).toEqual([
      'import-results: replaced the generated result of mega645 #01553 (2026-08-23)',
      'import-results: 0 inserted, 1 generated replaced, 0 already stored, 0 rejected',
    ]);
  });

  it('lists late payments with their gateway reference, since a Vietnam day', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    const env = await freshEnv();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['seed'], env, out)).toBe(0);

    // 09:00 on 3 March 2026 in Hà Nội: one top-up fails, then is paid a day later; one
    // expires unpaid and is paid the day after; one is paid on time.
    const clock = manualClock(new Date('2026-03-03T02:00:00.000Z'));
    const db = await openDatabase(databaseOf(env));
    const gateway = hmacGateway('test', 'a-test-gateway-secret', '/pay');
    const deps = { config: testConfig(), db, clock, families: PRODUCT_FAMILIES };
    const signed = (paymentId: string, status: 'paid' | 'failed', gatewayRef: string) => {
      const callback = { paymentId, status, amount: 40_000, gatewayRef };
      return { ...callback, signature: gateway.sign(callback) };
    };
    try {
      const account = await db.orm.transaction((tx) =>
        findOrCreateAccount(tx, '84912000111', {}, clock.now()),
      );
      for (const id of ['pay-failed', 'pay-expired', 'pay-ontime']) {
        await db.orm.insert(payments).values({
          id,
          accountId: account.id,
          requestId: id,
          method: 'momo',
          gateway: 'test',
          amount: 40_000,
          status: 'pending',
          createdAt: clock.now(),
          expiresAt: new Date(clock.now().getTime() + PAYMENT_TTL_MS),
        });
      }
      await handleCallback(deps, gateway, signed('pay-ontime', 'paid', 'GW-1'));
      await handleCallback(deps, gateway, signed('pay-failed', 'failed', 'GW-2-FAIL'));
      clock.advance(24 * 3_600_000);
      await handleCallback(deps, gateway, signed('pay-failed', 'paid', 'GW-2'));
      clock.advance(24 * 3_600_000);
      await handleCallback(deps, gateway, signed('pay-expired', 'paid', 'GW-3'));
      await handleCallback(deps, gateway, signed('pay-expired', 'paid', 'GW-3'));
      expect(await checkLedger(db.orm)).toEqual([]);
    } finally {
      await db.close();
    }

    lines.length = 0;
    expect(await runCli(['payments', 'late'], env, out)).toBe(0);
    expect(lines).toEqual([
      [
        '84912000111',
        '40000',
        'GW-2',
        '2026-03-03T09:00:00.000+07:00',
        '2026-03-04T09:00:00.000+07:00',
        'failed',
        'pay-failed',
      ].join('\t'),
      [
        '84912000111',
        '40000',
        'GW-3',
        '2026-03-03T09:15:00.000+07:00',
        '2026-03-05T09:00:00.000+07:00',
        'expired',
        'pay-expired',
      ].join('\t'),
    ]);
    expect(errors.at(-1)).toBe('payments late: 2 late payment(s)');
    expect(await runCli(['payments', 'late', '--since', '2026-03-05'], env, out)).toBe(0);
    expect(lines.slice(2)).toEqual([expect.stringMatching(/\tGW-3\t.*\tpay-expired$/)]);
    expect(await runCli(['payments', 'late', '--since', '2026-03-06'], env, out)).toBe(0);
    expect(lines).toHaveLength(3);
    expect(errors.at(-1)).toBe('payments late: 0 late payment(s) since 2026-03-06');
    expect(await runCli(['payments', 'late', '--since', '2026-02-30'], env, out)).toBe(1);
    expect(await runCli(['payments', 'late', '--since'], env, out)).toBe(1);
  });

  it('lists the payouts the job gave up on and retries one, paid once', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    const env = await freshEnv();
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['seed'], env, out)).toBe(0);

    // A bank payout the job gave up on (its one attempt failed), and one it paid.
    const clock = manualClock(new Date('2026-03-03T02:00:00.000Z'));
    const db = await openDatabase(databaseOf(env));
    const deps = { config: testConfig(), db, clock, families: PRODUCT_FAMILIES };
    const paid = sandboxPayoutProvider(0);
    const down: PayoutProvider = {
      name: 'down',
      delayMs: 0,
      pay: async () => {
        throw new Error('bank gateway down');
      },
    };
    let deadId = 0;
    try {
      const account = await db.orm.transaction((tx) =>
        findOrCreateAccount(tx, '84912000222', {}, clock.now()),
      );
      await db.orm.transaction((tx) =>
        post(tx, {
          kind: 'prize.sandbox',
          ref: 'test-prize:cli-payouts',
          at: clock.now(),
          entries: [
            { account: SystemAccount.prizes, amount: -200_000 },
            { account: prizeAccountOf(account.id), amount: 200_000 },
          ],
        }),
      );
      const session = {
        sessionId: 0,
        accountId: account.id,
        msisdn: '84912000222',
        source: 'test',
        expiresAt: clock.now(),
      };
      const withdraw = (requestId: string) =>
        makeWithdraw(deps, paid, session, {
          requestId,
          method: 2,
          amount: 50_000,
          bankCode: 'VCB',
          accountNumber: '0123456789',
          accountName: 'NGUYEN VAN A',
        } as Parameters<typeof makeWithdraw>[3]);
      deadId = (await withdraw('cli-dead')).withdrawal.id;
      expect(await settleDuePayouts(deps, down, 50, { maxAttempts: 1 })).toBe(0);
      await withdraw('cli-paid');
      expect(await settleDuePayouts(deps, paid)).toBe(1);
    } finally {
      await db.close();
    }

    lines.length = 0;
    expect(await runCli(['payouts', 'dead'], env, out)).toBe(0);
    expect(lines).toHaveLength(1);
    const [reason, ...fields] = (lines[0] ?? '').split('\t').reverse();
    expect(fields.reverse()).toEqual([
      String(deadId),
      '84912000222',
      '2',
      '50000',
      '5500',
      '1',
      '2026-03-03T09:00:00.000+07:00',
    ]);
    expect(reason).toMatch(/^gave up at .* after 1 attempts: bank gateway down$/);
    expect(errors.at(-1)).toBe('payouts dead: 1 payout(s) given up');

    expect(await runCli(['payouts', 'retry', String(deadId)], env, out)).toBe(0);
    expect(lines.at(-1)).toBe(
      `payouts retry: withdrawal ${deadId} is due again (key withdrawal-${deadId})`,
    );
    // No longer given up: neither listed nor retried twice; a bad id is refused.
    expect(await runCli(['payouts', 'retry', String(deadId)], env, out)).toBe(1);
    expect(await runCli(['payouts', 'retry', 'x'], env, out)).toBe(1);
    lines.length = 0;
    expect(await runCli(['payouts', 'dead'], env, out)).toBe(0);
    expect(lines).toEqual([]);

    // The payout job pays it once (same key), and the ledger balances.
    const again = await openDatabase(databaseOf(env));
    try {
      const later = manualClock(new Date(Date.now() + 60_000));
      const laterDeps = {
        config: testConfig(),
        db: again,
        clock: later,
        families: PRODUCT_FAMILIES,
      };
      expect(await settleDuePayouts(laterDeps, paid)).toBe(1);
      expect(await settleDuePayouts(laterDeps, paid)).toBe(0);
      expect(paid.answered.get(`withdrawal-${deadId}`)).toMatchObject({ ok: true });
      const [row] = await again.orm.select().from(withdrawals).where(eq(withdrawals.id, deadId));
      expect(row).toMatchObject({ status: WithdrawStatus.done, attempts: 1 });
      expect(await checkLedger(again.orm)).toEqual([]);
    } finally {
      await again.close();
    }
  }, 240_000);

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

  it('refuses an unknown option, a missing value and an extra word before opening the database', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    // The database is unreachable: a command that got past its arguments would fail later.
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    expect(await runCli(['ledger', 'check', '--fix'], env)).toBe(1);
    expect(errors.at(-1)).toMatch(/^ledger check: Unknown option '--fix'[\s\S]*ledger check\n/);
    expect(await runCli(['payments', 'late', '--since'], env)).toBe(1);
    expect(errors.at(-1)).toMatch(/^payments late: Option '--since <value>' argument missing/);
    expect(await runCli(['content', 'list', 'extra'], env)).toBe(1);
    expect(errors.at(-1)).toMatch(/^content list: unexpected argument "extra"/);
    expect(await runCli(['payouts', 'nope'], env)).toBe(1);
    expect(errors.at(-1)).toMatch(/^Unknown command "payouts nope"/);
    expect(errors.join('\n')).not.toContain('ECONNREFUSED');
  });

  it('exits 1 when the database cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await runCli(['migrate'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
  });
});
