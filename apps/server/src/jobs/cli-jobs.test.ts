import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../commands';
import { openDatabase } from '../db/database';
import { drawPeriods } from '../db/schema';
import { drawSettlements, tickets } from '../db/schema-orders';
import type { DatabaseConfig } from '../env';
import { findOrCreateAccount } from '../modules/accounts/repo';
import {
  buy,
  buyer,
  createPeriod,
  megaItem,
  useSandboxApp,
} from '../modules/orders/orders-test-kit';
import {
  givenUpPrints,
  printableTickets,
  unprintableTickets,
  retryPrint,
} from '../modules/printing/repo';
import { printDueTickets, refundUnprinted } from '../modules/printing/service';
import { SystemAccount, post, prizeAccountOf } from '../modules/wallet/ledger';
import { makeWithdraw, settleDuePayouts } from '../modules/withdraw/service';
import { manualClock } from '../providers/clock';
import { sandboxPayoutProvider, type PayoutProvider } from '../providers/payout';
import { sandboxPrintingAgent, type PrintingAgent } from '../providers/printing-agent';
import { dropSchema, testConfig, testDatabaseUrl } from '../test/test-app';
import { failingCall } from '../test/job-test-kit';
import { JOB_NAMES } from './registry';
import { PRODUCT_FAMILIES } from '../families';

/**
 * The CLI's view of the job registry — `jobs list` (each task, its lag and
 * its given-up rows), `jobs dead`, `jobs retry` — and the print job's given-up tickets.
 */

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
    return {
      DATABASE_URL: url,
      VESO_DB_SCHEMA: schema,
      VESO_RESULTS_DIR: path.join(tmpdir(), 'veso-no-results'),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'veso-cli-jobs-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { VESO_DATA_DIR: dir, VESO_RESULTS_DIR: path.join(dir, 'no-results') };
}

function databaseOf(env: Record<string, string>): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, schema: env.VESO_DB_SCHEMA }
    : { kind: 'pglite', dataDir: env.VESO_DATA_DIR };
}

/** `jobs list`'s line of each task, split into its fields. */
function byTask(lines: string[]): Map<string, string[]> {
  return new Map(lines.map((line) => [line.split('\t')[0]!, line.split('\t')]));
}

describe('cli jobs', { timeout: 300_000 }, () => {
  it('lists the registry with each task’s lag and given-up rows, and retries one', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(args.join(' '));
    });
    const env = { ...(await freshEnv()), VESO_PRINTING_INTERVAL_MS: '250' };
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runCli(['seed'], env, out)).toBe(0);

    // A payout the job gave up on (its one attempt failed), and a period an hour past its
    // cut-off that no draw job closed (the CLI reads the real clock).
    const clock = manualClock(new Date('2026-03-03T02:00:00.000Z'));
    const db = await openDatabase(databaseOf(env));
    const deps = { config: testConfig(), db, clock, families: PRODUCT_FAMILIES };
    const down: PayoutProvider = {
      name: 'down',
      delayMs: 0,
      pay: async () => {
        throw new Error('bank gateway down');
      },
    };
    let deadId = 0;
    let settlementId = 0;
    try {
      // A draw the settlement job gave up on: its stored result broke the game's rules.
      const [given] = await db.orm
        .insert(drawSettlements)
        .values({
          product: 'power655',
          drawCode: '01300',
          pots: {},
          tickets: 0,
          winners: 0,
          paidNet: 0,
          taxWithheld: 0,
          attempts: 1,
          givenUpAt: clock.now(),
          failureReason: 'power655 #01300: Power 6/55 result: numbers must be distinct',
        })
        .returning({ id: drawSettlements.id });
      settlementId = given!.id;
      const account = await db.orm.transaction((tx) =>
        findOrCreateAccount(tx, '84912000333', {}, clock.now()),
      );
      await db.orm.transaction((tx) =>
        post(tx, {
          kind: 'prize.sandbox',
          ref: 'test-prize:cli-jobs',
          at: clock.now(),
          entries: [
            { account: SystemAccount.prizes, amount: -100_000 },
            { account: prizeAccountOf(account.id), amount: 100_000 },
          ],
        }),
      );
      const session = {
        sessionId: 0,
        accountId: account.id,
        msisdn: '84912000333',
        source: 'test',
        expiresAt: clock.now(),
      };
      const made = await makeWithdraw(deps, sandboxPayoutProvider(0), session, {
        requestId: 'cli-jobs-dead',
        method: 2,
        amount: 50_000,
        bankCode: 'VCB',
        accountNumber: '0123456789',
        accountName: 'NGUYEN VAN A',
      } as Parameters<typeof makeWithdraw>[3]);
      deadId = made.withdrawal.id;
      expect(await settleDuePayouts(deps, down, 50, { maxAttempts: 1 })).toBe(0);
      const hourAgo = new Date(Date.now() - 3_600_000);
      await db.orm.insert(drawPeriods).values({
        product: 'mega645',
        drawCode: 'CLI-JOBS-1',
        drawAt: new Date(hourAgo.getTime() + 15 * 60_000),
        salesCloseAt: hourAgo,
        status: 'open',
        createdAt: hourAgo,
      });
    } finally {
      await db.close();
    }

    lines.length = 0;
    expect(await runCli(['jobs', 'list'], env, out)).toBe(0);
    expect(lines.map((line) => line.split('\t')[0])).toEqual(JOB_NAMES);
    const tasks = byTask(lines);
    // name, module, period, rows per run, attempts, lag (s), given up, key
    expect(tasks.get('payout')?.slice(0, 7)).toEqual([
      'payout',
      'withdraw',
      '5000',
      '50',
      '5',
      '-',
      '1',
    ]);
    expect(tasks.get('printing')?.slice(0, 7)).toEqual([
      'printing',
      'printing',
      '250',
      '500',
      '5',
      '-',
      '0',
    ]);
    expect(tasks.get('refunds')?.slice(4, 7)).toEqual(['never', '-', '-']);
    expect(tasks.get('settlement')?.slice(4, 7)).toEqual(['never', '-', '1']);
    expect(tasks.get('xskt-delivery')?.slice(5, 7)).toEqual(['-', '-']);
    const drawLag = Number(tasks.get('draws')?.[5]);
    expect(drawLag).toBeGreaterThanOrEqual(3600);
    expect(drawLag).toBeLessThan(3900);
    expect(errors.at(-1)).toBe(`jobs list: ${JOB_NAMES.length} task(s), 2 row(s) given up`);

    lines.length = 0;
    expect(await runCli(['jobs', 'dead'], env, out)).toBe(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      `settlement\t${settlementId}\t1\tpower655 #01300 not settled: power655 #01300: Power 6/55 result: numbers must be distinct`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^payout\\t${deadId}\\t1\\t84912000333\\t50000\\t5500\\tgave up at .* bank gateway down$`,
      ),
    );
    expect(await runCli(['jobs', 'dead', 'printing'], env, out)).toBe(0);
    expect(lines).toHaveLength(2);
    expect(errors.at(-1)).toBe('jobs dead: 0 row(s) given up');

    // Only a row given up is retried, by a task that gives up, once.
    expect(await runCli(['jobs', 'retry', 'refunds', String(deadId)], env, out)).toBe(1);
    expect(await runCli(['jobs', 'retry', 'nope', String(deadId)], env, out)).toBe(1);
    expect(await runCli(['jobs', 'retry', 'payout', 'x'], env, out)).toBe(1);
    expect(await runCli(['jobs', 'retry', 'payout', String(deadId)], env, out)).toBe(0);
    expect(lines.at(-1)).toBe(
      `jobs retry: payout ${deadId} is due again (key withdrawal-<withdrawal id>)`,
    );
    expect(await runCli(['jobs', 'retry', 'payout', String(deadId)], env, out)).toBe(1);
    expect(errors.at(-1)).toBe(`jobs retry: payout ${deadId} is not a row payout gave up on`);
    expect(await runCli(['jobs', 'retry', 'settlement', String(settlementId)], env, out)).toBe(0);
    expect(await runCli(['jobs', 'retry', 'settlement', String(settlementId)], env, out)).toBe(1);

    // Due again: it has a lag now, and nothing is given up.
    lines.length = 0;
    expect(await runCli(['jobs', 'list'], env, out)).toBe(0);
    const payout = byTask(lines).get('payout');
    expect(Number(payout?.[5])).toBeGreaterThanOrEqual(0);
    expect(Number(payout?.[5])).toBeLessThan(300);
    expect(payout?.[6]).toBe('0');
    expect(await runCli(['jobs'], env, out)).toBe(1);
    expect(await runCli(['jobs', 'list', 'nope'], env, out)).toBe(1);
  });
});

describe('the print job’s given-up tickets', () => {
  const t = useSandboxApp();
  const deps = () => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });

  it('are listed, retried before their cut-off with the same key, and lag until printed', async () => {
    await printDueTickets(deps(), sandboxPrintingAgent());
    const { token } = await buyer(t, 10_000);
    const { drawCode, salesCloseAt } = await createPeriod(t, 'mega645', { closeInMs: 3_600_000 });
    const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
    const [ticket] = await t.db.orm
      .select()
      .from(tickets)
      .where(sql`${tickets.orderId} = ${orderId}`);
    const id = ticket!.id;
    const now = () => t.clock.now();
    expect(await printableTickets.dueSince(t.db.orm, now())).toEqual(ticket!.createdAt);

    const { call, keys } = failingCall('terminal offline');
    const failing: PrintingAgent = { name: 'failing', print: call };
    expect(await printDueTickets(deps(), failing, 500, { maxAttempts: 1 })).toBe(0);
    expect(await givenUpPrints(t.db.orm, now())).toEqual([
      { id, attempts: 1, dueAt: salesCloseAt },
    ]);
    // Given up, it is due to the refund at its cut-off, not to the print job.
    expect(await printableTickets.dueSince(t.db.orm, now())).toBeNull();
    expect(await unprintableTickets.dueSince(t.db.orm, now())).toBeNull();
    expect(await retryPrint(t.db.orm, id + 1_000_000, now())).toBe(false);

    expect(await retryPrint(t.db.orm, id, now())).toBe(true);
    expect(await retryPrint(t.db.orm, id, now())).toBe(false);
    expect(await givenUpPrints(t.db.orm, now())).toEqual([]);
    expect(await printableTickets.dueSince(t.db.orm, now())).toEqual(now());
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(1);
    expect(keys).toEqual([`ticket-${id}`]);
    expect(await printableTickets.dueSince(t.db.orm, now())).toBeNull();
  });

  it('are not retried past their cut-off: the refund job lags behind them instead', async () => {
    const { token } = await buyer(t, 10_000);
    const { drawCode, salesCloseAt } = await createPeriod(t, 'mega645', { closeInMs: 60_000 });
    const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
    const [ticket] = await t.db.orm
      .select()
      .from(tickets)
      .where(sql`${tickets.orderId} = ${orderId}`);
    const { call } = failingCall('terminal offline');
    const failing: PrintingAgent = { name: 'failing', print: call };
    expect(await printDueTickets(deps(), failing, 500, { maxAttempts: 1 })).toBe(0);
    t.clock.advance(120_000);
    try {
      expect(await givenUpPrints(t.db.orm, t.clock.now())).toEqual([]);
      expect(await retryPrint(t.db.orm, ticket!.id, t.clock.now())).toBe(false);
      expect(await unprintableTickets.dueSince(t.db.orm, t.clock.now())).toEqual(salesCloseAt);
      expect(await refundUnprinted(deps())).toBe(1);
      expect(await unprintableTickets.dueSince(t.db.orm, t.clock.now())).toBeNull();
    } finally {
      t.clock.advance(-120_000);
    }
  });
});
