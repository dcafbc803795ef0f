import { Code, type DevPrintingAgent } from '@veso/contract';
import { prizeTax } from '@veso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema-orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  createResult,
  megaItem,
  realDraws,
  runJobs,
} from '../orders/orders-test-kit';
import { megaLines, openGroup, setGroupFlag } from '../group-play/group-test-kit';
import { customerBalances } from '../wallet/ledger';
import { expectLedgerClean } from '../wallet/wallet-test-kit';
import { printingTimeouts } from './jobs';

/**
 * The order jobs each run on their own timer, so a printing agent that
 * hangs or fails (the sandbox switch `/api/dev/printing-agent`) delays only printing. The
 * app's own scheduled jobs run here (every {@link JOB_MS} ms); the tests move the sandbox
 * clock and wait for what the jobs write, never for a fixed time.
 */

const JOB_MS = 100;
/** The agent's call timeout: far longer than any test waits, so a hung call stays hung. */
const PRINT_TIMEOUT_MS = 60_000;
const HOUR = 60 * 60 * 1000;
const TICKET = 10_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { sandbox: true, payoutIntervalMs: JOB_MS, printingTimeoutMs: PRINT_TIMEOUT_MS },
  });
});
afterAll(async () => {
  // A call still hanging would hold the app's close for the runner's close timeout.
  await switchAgent({ mode: 'normal' });
  await t.close();
});
// Each test starts a day later (the earlier tests' periods are over) with the agent normal.
beforeEach(() => {
  t.clock.advance(24 * HOUR);
});
afterEach(async () => {
  await switchAgent({ mode: 'normal' });
  await expectLedgerClean(t);
});

async function agentState(): Promise<DevPrintingAgent> {
  const body = (await call(t, 'GET', '/api/dev/printing-agent')).json();
  expect(body.code).toBe(0);
  return body.data;
}

async function switchAgent(switched: {
  mode: DevPrintingAgent['mode'];
  delayMs?: number;
}): Promise<DevPrintingAgent> {
  const body = (await call(t, 'POST', '/api/dev/printing-agent', switched)).json();
  expect(body.code).toBe(0);
  return body.data;
}

/** Reads `read()` until `done` holds, at most `timeoutMs` (real time); fails with the last value. */
async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function ticket(id: number) {
  const [row] = await t.db.orm.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new Error(`no ticket ${id}`);
  return row;
}

/** The one ticket of an order bought now. */
async function buyOne(token: string, drawCode: string, numbers?: string[]) {
  const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([drawCode], numbers)] });
  const rows = await t.db.orm.select().from(tickets).where(eq(tickets.orderId, orderId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const refunds = (ticketId: number) =>
  countWhere(t, 'ledger_transactions', `kind = 'order.refund' and ref = 'ticket:${ticketId}'`);
const notices = (ticketId: number, kind: string) =>
  countWhere(t, 'notifications', `ticket_id = ${ticketId} and kind = '${kind}'`);
const balances = (accountId: number) => customerBalances(t.db.orm, accountId);

const pad = (n: number) => String(n).padStart(2, '0');
/** Five of the six numbers drawn: 10,000,000đ on Mega 6/45. */
function fiveOf(result: number[]): string[] {
  const miss = Array.from({ length: 45 }, (_, i) => i + 1).find((n) => !result.includes(n)) ?? 45;
  return [...result.slice(0, 5), miss].map(pad);
}
const FIVE_NET = 10_000_000 - prizeTax(10_000_000);

describe('a printing agent that hangs', () => {
  it('holds up neither settlement, nor the cut-off refund, nor group deadlines, nor subscriptions; its late answer is not recorded', async () => {
    const result = realDraws('mega645').at(-3)!.result;
    const winner = await buyer(t, 50_000);
    const late = await buyer(t, 50_000);
    const subscriber = await buyer(t, TICKET);
    const drawn = await createPeriod(t, 'mega645', { closeInMs: 10_000 });
    const missed = await createPeriod(t, 'mega645', { closeInMs: 20_000 });
    const power = await createPeriod(t, 'power655', { closeInMs: HOUR });

    const won = await buyOne(winner.token, drawn.drawCode, fiveOf(result));
    await waitFor(
      'the ticket printed',
      () => ticket(won.id),
      (row) => row.status === 1,
    );

    await switchAgent({ mode: 'hang' });
    const hung = await buyOne(late.token, missed.drawCode);
    expect(
      await waitFor('its print call to hang', agentState, (state) => state.pending === 1),
    ).toMatchObject({ mode: 'hang', callTimeoutMs: PRINT_TIMEOUT_MS });
    // The print job waits for that call: this one is not asked for.
    const waiting = await buyOne(late.token, missed.drawCode);
    const sub = (
      await call(
        t,
        'POST',
        '/api/customer/subscriptions/create',
        {
          requestId: requestId(),
          product: 'power655',
          numberInfos: [{ numbers: ['01', '02', '03', '04', '05', '06'] }],
        },
        { token: subscriber.token },
      )
    ).json();
    expect(sub.code).toBe(0);
    // A group whose deadline (30 min before its cut-off) comes with the clock's move.
    await setGroupFlag(t, true);
    const leader = await buyer(t, 100_000);
    const group = await openGroup(t, {
      leader,
      totalShares: 20,
      leaderShares: 10,
      numberInfos: megaLines(2),
      closeInMs: 30 * 60_000 + 20_000,
    });
    expect((await balances(leader.id)).balance).toBe(90_000);

    // Both cut-offs pass and the first draw's result arrives; the hung call's lease holds.
    t.clock.advance(30_000);
    await createResult(t, 'mega645', drawn.drawCode, result);
    await waitFor(
      'the draw settled',
      () => ticket(won.id),
      (row) => row.status === 2,
    );
    await waitFor(
      'the missed ticket refunded',
      () => ticket(waiting.id),
      (row) => row.status === 3,
    );
    await waitFor(
      'the subscription bought',
      () => countWhere(t, 'orders', `subscription_id = ${sub.data.id}`),
      (n) => n === 1,
    );
    await waitFor(
      'the group refunded at its deadline',
      () => countWhere(t, 'group_play_groups', `id = ${group.groupId} and status = 'refunded'`),
      (n) => n === 1,
    );
    expect((await balances(leader.id)).balance).toBe(100_000);
    // All that while the print call still hangs, and holds its ticket.
    expect((await agentState()).pending).toBe(1);
    expect(await ticket(hung.id)).toMatchObject({ status: 0, leaseId: expect.any(String) });
    expect(await ticket(won.id)).toMatchObject({ winStatus: 1, prizeNet: FIVE_NET });
    expect((await balances(winner.id)).prizeBalance).toBe(FIVE_NET);
    expect(await refunds(waiting.id)).toBe(1);
    expect(await refunds(hung.id)).toBe(0);

    // The agent answers after the ticket's cut-off: the print is not recorded, the refund
    // takes the ticket at once (not when the lease ends).
    await switchAgent({ mode: 'normal' });
    await waitFor(
      'the hung ticket refunded',
      () => ticket(hung.id),
      (row) => row.status === 3,
    );
    expect(await ticket(hung.id)).toMatchObject({
      printedAt: null,
      serial: null,
      securityCode: null,
      leaseId: null,
    });
    expect(await refunds(hung.id)).toBe(1);
    expect(await notices(hung.id, 'printed')).toBe(0);
    expect(await notices(hung.id, 'refunded')).toBe(1);
    expect((await balances(late.id)).balance).toBe(50_000);
    // What waited behind the hung call is printed now (its cut-off is an hour away).
    const [subTicket] = await t.db.orm
      .select()
      .from(tickets)
      .where(eq(tickets.drawCode, power.drawCode));
    await waitFor(
      'the subscription ticket printed',
      () => ticket(subTicket!.id),
      (row) => {
        return row.status === 1;
      },
    );
    expect(await notices(subTicket!.id, 'printed')).toBe(1);
  });

  it('a ticket whose hung call outlived its lease is refunded once; the answer that comes after changes nothing', async () => {
    const { leaseMs } = printingTimeouts({
      config: t.config,
      db: t.db,
      clock: t.clock,
      families: t.families,
    });
    expect(leaseMs).toBe(2 * PRINT_TIMEOUT_MS);
    const customer = await buyer(t, 50_000);
    const soon = await createPeriod(t, 'mega645', { closeInMs: 20_000 });
    const later = await createPeriod(t, 'mega645', { closeInMs: HOUR });

    await switchAgent({ mode: 'hang' });
    const hung = await buyOne(customer.token, soon.drawCode);
    await waitFor('its print call to hang', agentState, (state) => state.pending === 1);
    // Past the cut-off and the lease: as if the process asking had died, the refund may take it.
    t.clock.advance(20_000 + leaseMs);
    await waitFor(
      'the ticket refunded',
      () => ticket(hung.id),
      (row) => row.status === 3,
    );
    expect((await agentState()).pending).toBe(1);

    // The agent answers (it printed): the record finds the ticket refunded and writes nothing.
    await switchAgent({ mode: 'normal' });
    const next = await buyOne(customer.token, later.drawCode);
    // The print job takes `next` only once the hung call's batch, its record included, ended.
    await waitFor(
      'the next ticket printed',
      () => ticket(next.id),
      (row) => row.status === 1,
    );
    expect((await agentState()).pending).toBe(0);
    expect(await ticket(hung.id)).toMatchObject({
      status: 3,
      printedAt: null,
      serial: null,
      leaseId: null,
    });
    expect(await refunds(hung.id)).toBe(1);
    expect(await notices(hung.id, 'printed')).toBe(0);
    expect((await balances(customer.id)).balance).toBe(50_000 - TICKET);
  });
});

describe('a printing agent that fails', () => {
  it('is retried with back-off while the other jobs go on, and prints once it is back', async () => {
    const result = realDraws('mega645').at(-4)!.result;
    const winner = await buyer(t, 50_000);
    const customer = await buyer(t, 50_000);
    const drawn = await createPeriod(t, 'mega645', { closeInMs: 10_000 });
    const open = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    const won = await buyOne(winner.token, drawn.drawCode, fiveOf(result));
    await waitFor(
      'the ticket printed',
      () => ticket(won.id),
      (row) => row.status === 1,
    );

    await switchAgent({ mode: 'fail' });
    const failing = await buyOne(customer.token, open.drawCode);
    /** The ticket once its n-th attempt failed and it was released for a retry. */
    const failed = (attempts: number) =>
      waitFor(
        `attempt ${attempts} failed`,
        () => ticket(failing.id),
        (row) => row.attempts === attempts && row.leaseId === null,
      );
    const backoff = async (attempts: number) =>
      ((await failed(attempts)).retryAt?.getTime() ?? 0) - t.clock.now().getTime();
    // 1 s, then 2 s, then 4 s (the sandbox clock is still between the moves).
    expect(await backoff(1)).toBe(1_000);
    t.clock.advance(999);
    // Not due before its back-off ends: a whole round finds nothing to ask.
    await runJobs(t);
    expect(await ticket(failing.id)).toMatchObject({ attempts: 1, status: 0 });
    t.clock.advance(1);
    expect(await backoff(2)).toBe(2_000);

    // Meanwhile the draw's result arrives: settled on time.
    t.clock.advance(10_000);
    await createResult(t, 'mega645', drawn.drawCode, result);
    await waitFor(
      'the draw settled',
      () => ticket(won.id),
      (row) => row.status === 2,
    );
    expect((await balances(winner.id)).prizeBalance).toBe(FIVE_NET);
    expect(await backoff(3)).toBe(4_000);
    expect((await agentState()).pending).toBe(0);

    await switchAgent({ mode: 'normal' });
    t.clock.advance(4_000);
    const printed = await waitFor(
      'the ticket printed',
      () => ticket(failing.id),
      (row) => {
        return row.status === 1;
      },
    );
    expect(printed).toMatchObject({ attempts: 4, leaseId: null, serial: expect.any(String) });
    expect(await notices(failing.id, 'printed')).toBe(1);
    expect(await refunds(failing.id)).toBe(0);
    expect((await balances(customer.id)).balance).toBe(50_000 - TICKET);
  });
});

describe('the sandbox switch', () => {
  it('reads and switches the agent, refuses a bad switch with code 1 and changes nothing', async () => {
    expect(await agentState()).toEqual({
      mode: 'normal',
      delayMs: 3_000,
      pending: 0,
      callTimeoutMs: PRINT_TIMEOUT_MS,
    });
    for (const bad of [
      { mode: 'broken' },
      { mode: 'slow', delayMs: -1 },
      { mode: 'slow', delayMs: 1.5 },
      { mode: 'hang', extra: true },
      {},
    ]) {
      const res = await call(t, 'POST', '/api/dev/printing-agent', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      const body = res.json();
      expect(body.code).toBe(Code.INVALID_REQUEST);
      expect(body.message).toMatch(/^Yêu cầu không hợp lệ: nội dung/);
    }
    expect(await agentState()).toMatchObject({ mode: 'normal', delayMs: 3_000 });

    // Slow: the ticket is printed once the delay has passed.
    const customer = await buyer(t, 50_000);
    const open = await createPeriod(t, 'mega645', { closeInMs: HOUR });
    expect(await switchAgent({ mode: 'slow', delayMs: 300 })).toMatchObject({
      mode: 'slow',
      delayMs: 300,
    });
    const slow = await buyOne(customer.token, open.drawCode);
    await waitFor(
      'the ticket printed',
      () => ticket(slow.id),
      (row) => row.status === 1,
    );
    expect(await switchAgent({ mode: 'normal' })).toMatchObject({ mode: 'normal', delayMs: 300 });

    // One round now, as before: its answer keeps its shape.
    expect(Object.keys(await runJobs(t)).sort()).toEqual([
      'groupsRefunded',
      'printed',
      'refunded',
      'settledDraws',
      'settledTickets',
      'subscribed',
    ]);
  });
});
