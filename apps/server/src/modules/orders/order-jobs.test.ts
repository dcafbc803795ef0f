import { prizeTax } from '@veso/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { drawSettlements, subscriptions, tickets } from '../../db/schema-orders';
import type { AppDeps } from '../../deps';
import { sandboxPrintingAgent } from '../../providers/printing-agent';
import { testDatabaseUrl } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { printDueTickets, refundRunner, refundUnprinted } from '../printing/service';
import { settleDrawnPeriods, settlementRunner } from '../settlement/service';
import { customerBalances } from '../wallet/ledger';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  createResult,
  megaItem,
  realDraws,
  useSandboxApp,
} from './orders-test-kit';
import { runSubscriptions, subscriptionRunner } from '../subscriptions/service';

/**
 * Settlement, cut-off refunds and subscriptions on the job runner: a row whose
 * work throws is rolled back and retried with back-off without holding up the others, and
 * two server processes on one database move each item's money exactly once.
 */

const t = useSandboxApp();

const HOUR = 60 * 60 * 1000;
const TICKET = 10_000;

/** A sandbox server's dependencies: its printing agent sells the subscriptions' tickets. */
const agent = sandboxPrintingAgent();
const deps = (): AppDeps => ({
  config: t.config,
  db: t.db,
  clock: t.clock,
  families: t.families,
  printingAgent: agent,
});

// Each test starts a day after the last one, with whatever the earlier ones left due done.
beforeEach(async () => {
  t.clock.advance(24 * HOUR);
  await refundUnprinted(deps());
  await settleDrawnPeriods(deps());
});

/**
 * Makes the database refuse a write while the test needs it: a trigger raising an error on
 * `table` (`event`: 'INSERT' or 'UPDATE') for the rows where `when` holds. Resolves with its
 * removal.
 */
async function failWrites(
  name: string,
  table: string,
  event: 'INSERT' | 'UPDATE',
  when: string,
): Promise<() => Promise<void>> {
  await t.db.withSession((s) =>
    s.exec(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '${name}: the database refused the write'; END $$;
      CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
        FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}();
    `),
  );
  return () =>
    t.db.withSession((s) => s.exec(`DROP TRIGGER ${name} ON ${table}; DROP FUNCTION ${name}();`));
}

/** A second server process on the test's database: its own pool on PostgreSQL. */
async function secondProcess(): Promise<{ deps: AppDeps; close(): Promise<void> }> {
  const url = testDatabaseUrl();
  // PGlite is one connection in one process: the second runner shares it.
  if (!url) return { deps: deps(), close: async () => {} };
  const db = await openDatabase({ kind: 'postgres', url, schema: t.db.schema });
  return {
    deps: {
      config: t.config,
      db,
      clock: t.clock,
      families: t.families,
      printingAgent: sandboxPrintingAgent(),
    },
    close: () => db.close(),
  };
}

async function ticketsOf(orderId: number) {
  return t.db.orm.select().from(tickets).where(eq(tickets.orderId, orderId));
}

const refunds = (ticketId: number) =>
  countWhere(t, 'ledger_transactions', `kind = 'order.refund' and ref = 'ticket:${ticketId}'`);
const prizes = (ticketId: number) =>
  countWhere(t, 'ledger_transactions', `kind = 'prize.settle' and ref = 'ticket:${ticketId}'`);
const balance = async (id: number) => (await customerBalances(t.db.orm, id)).balance;

function subscribe(token: string, product: string, numbers: string[]) {
  return call(
    t,
    'POST',
    '/api/customer/subscriptions/create',
    { requestId: requestId(), product, numberInfos: [{ numbers }] },
    { token },
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Five of the six numbers drawn: 10,000,000đ on Mega 6/45. */
function fiveOf(result: number[]): string[] {
  const miss = Array.from({ length: 45 }, (_, i) => i + 1).find((n) => !result.includes(n)) ?? 45;
  return [...result.slice(0, 5), miss].map(pad);
}
const FIVE_GROSS = 10_000_000;
const FIVE_NET = FIVE_GROSS - prizeTax(FIVE_GROSS);

describe('a job whose work throws', () => {
  it('refunds: the failing ticket is rolled back and retried with back-off, the others are refunded', async () => {
    const a = await buyer(t, 50_000);
    const b = await buyer(t, 50_000);
    const period = await createPeriod(t, 'mega645', { closeInMs: 60_000 });
    const [failing] = await ticketsOf(
      (await buy(t, a.token, { orderItemInfos: [megaItem([period.drawCode])] })).orderId,
    );
    const [other] = await ticketsOf(
      (await buy(t, b.token, { orderItemInfos: [megaItem([period.drawCode])] })).orderId,
    );
    const restore = await failWrites(
      'fail_refund',
      'tickets',
      'UPDATE',
      `NEW.status = 3 AND OLD.id = ${failing!.id}`,
    );
    t.clock.advance(61_000);
    const runner = refundRunner(deps(), { backoffMs: 1_000 });
    try {
      expect(await runner.pass()).toMatchObject({ claimed: 2, done: 1, retried: 1 });
      // The other ticket is refunded; the failing one's posting was rolled back with it.
      expect(await balance(b.id)).toBe(50_000);
      expect(await balance(a.id)).toBe(50_000 - TICKET);
      expect(await refunds(failing!.id)).toBe(0);
      const [held] = await ticketsOf(failing!.orderId);
      expect(held).toMatchObject({ status: 0, leaseId: null, attempts: 1 });
      expect(held?.retryAt?.getTime()).toBe(t.clock.now().getTime() + 1_000);
      // Not due before its back-off ends.
      expect(await runner.pass()).toMatchObject({ claimed: 0 });
    } finally {
      await restore();
    }
    t.clock.advance(1_000);
    expect(await runner.pass()).toMatchObject({ claimed: 1, done: 1 });
    expect(await runner.pass()).toMatchObject({ claimed: 0 });
    expect(await balance(a.id)).toBe(50_000);
    expect(await refunds(failing!.id)).toBe(1);
    expect(await refunds(other!.id)).toBe(1);
    await runner.close();
  });

  it('settlement: the failing draw is rolled back and retried with back-off, the other draw is settled', async () => {
    const [failingResult, otherResult] = realDraws('mega645')
      .slice(-5, -3)
      .map((d) => d.result);
    const customer = await buyer(t, 50_000);
    const failingDraw = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const otherDraw = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const { orderId: failingOrder } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [failingDraw.drawCode],
          numberInfos: [{ numbers: fiveOf(failingResult!) }],
        },
      ],
    });
    const { orderId: otherOrder } = await buy(t, customer.token, {
      orderItemInfos: [
        {
          product: 'mega645',
          drawCodes: [otherDraw.drawCode],
          numberInfos: [{ numbers: fiveOf(otherResult!) }],
        },
      ],
    });
    const [failing] = await ticketsOf(failingOrder);
    const [other] = await ticketsOf(otherOrder);
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBeGreaterThanOrEqual(2);
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', failingDraw.drawCode, failingResult!);
    await createResult(t, 'mega645', otherDraw.drawCode, otherResult!);
    const restore = await failWrites(
      'fail_settle',
      'tickets',
      'UPDATE',
      `NEW.status = 2 AND NEW.draw_code = '${failingDraw.drawCode}'`,
    );
    const runner = settlementRunner(deps(), { backoffMs: 1_000 });
    const row = async (drawCode: string) =>
      (
        await t.db.orm.select().from(drawSettlements).where(eq(drawSettlements.drawCode, drawCode))
      )[0];
    try {
      expect(await settleDrawnPeriods(deps(), runner)).toEqual({ draws: 1, tickets: 1 });
      expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(FIVE_NET);
      expect(await prizes(other!.id)).toBe(1);
      expect(await prizes(failing!.id)).toBe(0);
      expect(await row(failingDraw.drawCode)).toMatchObject({
        settledAt: null,
        leaseId: null,
        attempts: 1,
        retryAt: new Date(t.clock.now().getTime() + 1_000),
      });
      expect(await settleDrawnPeriods(deps(), runner)).toEqual({ draws: 0, tickets: 0 });
    } finally {
      await restore();
    }
    t.clock.advance(1_000);
    expect(await settleDrawnPeriods(deps(), runner)).toEqual({ draws: 1, tickets: 1 });
    expect(await settleDrawnPeriods(deps(), runner)).toEqual({ draws: 0, tickets: 0 });
    expect((await customerBalances(t.db.orm, customer.id)).prizeBalance).toBe(2 * FIVE_NET);
    expect(await prizes(failing!.id)).toBe(1);
    expect(await row(failingDraw.drawCode)).toMatchObject({ tickets: 1, winners: 1 });
    expect((await row(failingDraw.drawCode))?.settledAt).toBeInstanceOf(Date);
    await runner.close();
  });

  it('subscriptions: the failing one is rolled back and retried with back-off, the others buy', async () => {
    const a = await buyer(t, 50_000);
    const b = await buyer(t, 50_000);
    const failing = (await subscribe(a.token, 'mega645', ['1', '2', '3', '4', '5', '6'])).json()
      .data;
    const other = (await subscribe(b.token, 'mega645', ['1', '2', '3', '4', '5', '6'])).json().data;
    const period = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const restore = await failWrites(
      'fail_subscription',
      'orders',
      'INSERT',
      `NEW.subscription_id = ${failing.id}`,
    );
    const runner = subscriptionRunner(deps(), { backoffMs: 1_000 });
    const row = async (id: number) =>
      (await t.db.orm.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
    try {
      expect(await runSubscriptions(deps(), 200, runner)).toBe(1);
      expect(await balance(b.id)).toBe(50_000 - TICKET);
      expect(await balance(a.id)).toBe(50_000);
      expect(await row(failing.id)).toMatchObject({
        status: 'active',
        drawsBought: 0,
        leaseId: null,
        attempts: 1,
        retryAt: new Date(t.clock.now().getTime() + 1_000),
      });
      expect(await runSubscriptions(deps(), 200, runner)).toBe(0);
    } finally {
      await restore();
    }
    t.clock.advance(1_000);
    expect(await runSubscriptions(deps(), 200, runner)).toBe(1);
    expect(await runSubscriptions(deps(), 200, runner)).toBe(0);
    expect(await balance(a.id)).toBe(50_000 - TICKET);
    expect(await row(failing.id)).toMatchObject({
      drawsBought: 1,
      lastDrawCode: period.drawCode,
      attempts: 0,
      retryAt: null,
    });
    expect(await row(other.id)).toMatchObject({ drawsBought: 1, lastDrawCode: period.drawCode });
    for (const id of [failing.id, other.id]) {
      expect(await countWhere(t, 'orders', `subscription_id = ${id}`)).toBe(1);
    }
    await runner.close();
  });
});

describe('a clock moved back', () => {
  it('leaves no subscription waiting for a retry time of the old clock', async () => {
    const customer = await buyer(t, 50_000);
    const sub = (await subscribe(customer.token, 'mega645', ['1', '2', '3', '4', '5', '6'])).json()
      .data;
    await createPeriod(t, 'mega645', { closeInMs: HOUR });
    // Looked at under a clock a day ahead (the sandbox's), which was then moved back.
    await t.db.withSession((s) =>
      s.query('UPDATE subscriptions SET retry_at = $1 WHERE id = $2', [
        new Date(t.clock.now().getTime() + 24 * HOUR),
        sub.id,
      ]),
    );
    await runSubscriptions(deps());
    expect(await countWhere(t, 'orders', `subscription_id = ${sub.id}`)).toBe(1);
    expect(await balance(customer.id)).toBe(50_000 - TICKET);
  });
});

describe('shutdown', () => {
  it('closing a runner finishes the work in flight, claims nothing more and leaves nothing leased', async () => {
    const customer = await buyer(t, 100_000);
    const period = await createPeriod(t, 'mega645', { closeInMs: 60_000 });
    const { orderId } = await buy(t, customer.token, {
      buyType: 1,
      orderItemInfos: [
        megaItem([period.drawCode], ['01', '02', '03', '04', '05', '06']),
        megaItem([period.drawCode], ['11', '12', '13', '14', '15', '16']),
        megaItem([period.drawCode], ['21', '22', '23', '24', '25', '26']),
      ],
    });
    t.clock.advance(61_000);
    const runner = refundRunner(deps(), { batch: 1 });
    const pass = runner.pass();
    await runner.close();
    expect(await pass).toMatchObject({ claimed: 1, done: 1 });
    expect(await runner.pass()).toMatchObject({ claimed: 0 });
    const left = await ticketsOf(orderId);
    expect(left.filter((ticket) => ticket.status === 3)).toHaveLength(1);
    expect(left.every((ticket) => ticket.leaseId === null)).toBe(true);
    // Another process (or the next start) refunds the rest.
    expect(await refundUnprinted(deps())).toBe(2);
    expect(await balance(customer.id)).toBe(100_000);
  });
});

describe('two server processes on one database', () => {
  it('refund, settle and buy each item exactly once (money checked on the ledger)', async () => {
    const N = 6;
    const result = realDraws('mega645').at(-6)!.result;
    const drawn = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const customers = [];
    for (let i = 0; i < N; i += 1) customers.push(await buyer(t, 100_000));
    // A printed winning ticket each, for the draw that will be settled…
    const winning: number[] = [];
    for (const c of customers) {
      const { orderId } = await buy(t, c.token, {
        orderItemInfos: [
          {
            product: 'mega645',
            drawCodes: [drawn.drawCode],
            numberInfos: [{ numbers: fiveOf(result) }],
          },
        ],
      });
      winning.push(...(await ticketsOf(orderId)).map((ticket) => ticket.id));
    }
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBeGreaterThanOrEqual(N);
    // …an unprinted one for a draw whose sales close in a minute (to be refunded)…
    const missed = await createPeriod(t, 'mega645', { closeInMs: 60_000 });
    const unprinted: number[] = [];
    for (const c of customers) {
      const { orderId } = await buy(t, c.token, { orderItemInfos: [megaItem([missed.drawCode])] });
      unprinted.push(...(await ticketsOf(orderId)).map((ticket) => ticket.id));
    }
    // …and a Power 6/55 subscription, with one Power 6/55 draw on sale.
    const subs: { id: number; pricePerDraw: number }[] = [];
    for (const c of customers) {
      const sub = (await subscribe(c.token, 'power655', ['1', '2', '3', '4', '5', '6'])).json();
      expect(sub.code).toBe(0);
      subs.push(sub.data);
    }
    const power = await createPeriod(t, 'power655', { closeInMs: 3 * HOUR });
    t.clock.advance(2 * HOUR);
    await createResult(t, 'mega645', drawn.drawCode, result);

    const second = await secondProcess();
    try {
      const processes = [deps(), second.deps];
      // Small batches, so the two processes' claims interleave.
      const runs = await Promise.all(
        processes.flatMap((p) => [
          refundUnprinted(p, 1),
          settleDrawnPeriods(p, settlementRunner(p, { batch: 1 })),
          runSubscriptions(p, 200, subscriptionRunner(p, { batch: 1 })),
        ]),
      );
      const [refundedA, settledA, boughtA, refundedB, settledB, boughtB] = runs as [
        number,
        { tickets: number },
        number,
        number,
        { tickets: number },
        number,
      ];
      expect(refundedA + refundedB).toBe(N);
      expect(settledA.tickets + settledB.tickets).toBe(N);
      expect(boughtA + boughtB).toBe(N);
    } finally {
      await second.close();
    }

    for (const id of unprinted) expect(await refunds(id)).toBe(1);
    for (const id of winning) expect(await prizes(id)).toBe(1);
    expect(await countWhere(t, 'draw_settlements', `draw_code = '${drawn.drawCode}'`)).toBe(1);
    const bought = await t.db.orm
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.drawCode, power.drawCode),
          inArray(
            tickets.accountId,
            customers.map((c) => c.id),
          ),
        ),
      );
    expect(bought).toHaveLength(N);
    for (const { id } of subs) {
      expect(await countWhere(t, 'orders', `subscription_id = ${id}`)).toBe(1);
      expect(
        await countWhere(
          t,
          'ledger_transactions',
          `kind = 'order.pay' and ref in (select 'order:' || id from orders where subscription_id = ${id})`,
        ),
      ).toBe(1);
    }
    // Each customer: one winning ticket paid (prize balance), the missed one refunded, one
    // Power 6/55 draw bought.
    for (const c of customers) {
      const balances = await customerBalances(t.db.orm, c.id);
      expect(balances.prizeBalance).toBe(FIVE_NET);
      expect(balances.balance).toBe(100_000 - TICKET - subs[0]!.pricePerDraw);
    }
  });
});
