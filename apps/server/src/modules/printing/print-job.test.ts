import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, tickets } from '../../db/schema-orders';
import {
  sandboxPrintingAgent,
  type PrintRequest,
  type PrintingAgent,
} from '../../providers/printing-agent';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  useSandboxApp,
} from '../orders/orders-test-kit';
import {
  crashingCall,
  expectRowFreeAndPoolOpen,
  failingCall,
  hangingCall,
} from '../../test/job-test-kit';
import { customerBalances } from '../wallet/ledger';
import { printDueTickets, printingRunner, refundUnprinted } from './service';

/**
 * The print job on the job runner: the agent is asked outside any transaction,
 * a hung or failing agent is timed out and retried with back-off, and a crash between the
 * agent's answer and its record is resumed with the same idempotency key (one print).
 */

const t = useSandboxApp();
const deps = () => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });

/** A paid Mega ticket of a new period; resolves with its id, order and buyer. */
async function paidTicket(closeInMs?: number) {
  const { id: accountId, token } = await buyer(t, 10_000);
  const { drawCode } = await createPeriod(t, 'mega645', { closeInMs });
  const { orderId } = await buy(t, token, { orderItemInfos: [megaItem([drawCode])] });
  const [ticket] = await t.db.orm
    .select()
    .from(tickets)
    .where(sql`${tickets.orderId} = ${orderId}`);
  if (!ticket) throw new Error('no ticket');
  return { ticketId: ticket.id, orderId, accountId, key: `ticket-${ticket.id}` };
}

async function ticketRow(id: number) {
  const [row] = await t.db.orm
    .select()
    .from(tickets)
    .where(sql`${tickets.id} = ${id}`);
  return row;
}

/** Clears what earlier tests left waiting, so each test sees its own tickets only. */
async function printLeftovers() {
  await printDueTickets(deps(), sandboxPrintingAgent());
}

describe('print job', () => {
  it('holds no lock and no connection while the agent hangs, then times it out', async () => {
    await printLeftovers();
    const { ticketId, key } = await paidTicket();
    const hung = hangingCall();
    const hanging: PrintingAgent = { name: 'hanging', print: hung.call };
    const pass = printingRunner(deps(), hanging, { callTimeoutMs: 1_500, leaseMs: 3_000 }).pass();
    await hung.called;
    // The ticket is claimed (leased) but not locked: another transaction locks and updates it.
    const leased = await ticketRow(ticketId);
    expect(leased).toMatchObject({ status: 0, attempts: 1 });
    expect(leased?.leaseId).not.toBeNull();
    await expectRowFreeAndPoolOpen(t.db, 'tickets', ticketId);
    expect(await pass).toMatchObject({ claimed: 1, retried: 1, done: 0 });
    expect(hung.aborted).toEqual([key]);
    const released = await ticketRow(ticketId);
    expect(released).toMatchObject({ status: 0, leaseId: null, leaseUntil: null, attempts: 1 });
    expect(released?.retryAt?.getTime()).toBe(t.clock.now().getTime() + 1_000);
    // After the back-off a working agent prints it.
    t.clock.advance(1_000);
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(1);
    expect(await ticketRow(ticketId)).toMatchObject({ status: 1, attempts: 2 });
  });

  it('retries a failing agent with back-off, gives up, and the cut-off refunds in full', async () => {
    await printLeftovers();
    const { ticketId, orderId, accountId, key } = await paidTicket(60_000);
    const { call, keys } = failingCall('terminal offline');
    const failing: PrintingAgent = { name: 'failing', print: call };
    const options = { backoffMs: 1_000, maxAttempts: 3 };
    const advanced = 1_000 + 2_000 + 5_000;
    try {
      expect(await printDueTickets(deps(), failing, 500, options)).toBe(0);
      t.clock.advance(1_000);
      expect(await printDueTickets(deps(), failing, 500, options)).toBe(0);
      t.clock.advance(2_000);
      expect(await printDueTickets(deps(), failing, 500, options)).toBe(0);
      expect(keys).toEqual([key, key, key]);
      // Given up: not tried again before the cut-off.
      const given = await ticketRow(ticketId);
      expect(given).toMatchObject({ status: 0, attempts: 3, leaseId: null });
      expect(given?.retryAt?.getTime()).toBe(given?.salesCloseAt.getTime());
      t.clock.advance(5_000);
      expect(await printDueTickets(deps(), failing, 500, options)).toBe(0);
      expect(keys).toHaveLength(3);
      expect(await refundUnprinted(deps())).toBe(0);
      t.clock.advance(60_000);
      expect(await refundUnprinted(deps())).toBe(1);
      expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 3`)).toBe(1);
      expect((await customerBalances(t.db.orm, accountId)).balance).toBe(10_000);
    } finally {
      t.clock.advance(-(advanced + 60_000));
    }
  });

  it('resumes a print whose answer was lost in a crash: same key, printed once', async () => {
    await printLeftovers();
    const { ticketId, orderId, key } = await paidTicket();
    const terminal = sandboxPrintingAgent();
    // The process dies after the terminal printed, before the answer is recorded.
    const { call, keys, crash } = crashingCall((request: PrintRequest) => terminal.print(request));
    const agent: PrintingAgent = { name: 'crashing', print: call };
    const first = printingRunner(deps(), agent);
    crash.after = () => first.kill();
    expect(await first.pass()).toMatchObject({ claimed: 1, done: 0, dropped: 1 });
    expect(terminal.printed.size).toBe(1);
    const lost = await ticketRow(ticketId);
    expect(lost).toMatchObject({ status: 0, serial: null });
    expect(lost?.leaseId).not.toBeNull();

    crash.after = () => undefined;
    const second = printingRunner(deps(), agent);
    // The lease is live: nobody takes the ticket, and the cut-off refund leaves it alone.
    expect(await second.pass()).toMatchObject({ claimed: 0 });
    t.clock.advance(60_000);
    try {
      expect(await second.pass()).toMatchObject({ claimed: 1, done: 1 });
    } finally {
      t.clock.advance(-60_000);
    }
    expect(keys).toEqual([key, key]);
    expect(terminal.printed.size).toBe(1);
    const printed = await ticketRow(ticketId);
    expect(printed).toMatchObject({
      status: 1,
      serial: terminal.printed.get(key)?.serial,
      securityCode: terminal.printed.get(key)?.securityCode,
      leaseId: null,
      attempts: 2,
    });
    expect(await countWhere(t, 'notifications', `order_id = ${orderId} and kind = 'printed'`)).toBe(
      1,
    );
  });

  it('does not refund a ticket whose print is in flight at the cut-off', async () => {
    await printLeftovers();
    const { ticketId } = await paidTicket(30_000);
    const runner = printingRunner(deps(), {
      name: 'dying',
      print: async () => {
        runner.kill();
        return { ok: false, reason: 'never recorded' };
      },
    });
    await runner.pass();
    t.clock.advance(31_000);
    try {
      // Lease (60 s) still live past the cut-off: the refund waits for it.
      expect(await countWhere(t, 'tickets', `id = ${ticketId} and lease_id is not null`)).toBe(1);
      expect(await refundUnprinted(deps())).toBe(0);
      t.clock.advance(30_000);
      expect(await refundUnprinted(deps())).toBe(1);
    } finally {
      t.clock.advance(-61_000);
    }
  });
});

describe('the printed notice', () => {
  it('is one per order, brought up to date (and unread again) as its tickets are printed', async () => {
    await printLeftovers();
    const { id: accountId, token } = await buyer(t, 50_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, token, {
      orderItemInfos: [
        megaItem([drawCode]),
        megaItem([drawCode], ['07', '08', '09', '10', '11', '12']),
        megaItem([drawCode], ['13', '14', '15', '16', '17', '18']),
      ],
    });
    const notices = () =>
      t.db.orm
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'printed')));
    // Two of the three printed first (the agent asked for two at most), then the last.
    expect(await printDueTickets(deps(), sandboxPrintingAgent(), 2)).toBe(2);
    const [first, ...others] = await notices();
    expect(others).toEqual([]);
    expect(first).toMatchObject({ accountId, title: 'Vé đã được in', readAt: null });
    expect(first?.body).toMatch(new RegExp(`^Đơn hàng #${orderId}: 2/3 vé đã được in`));
    await t.db.orm
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(eq(notifications.id, first?.id ?? 0));

    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(1);
    const [last, ...more] = await notices();
    expect(more).toEqual([]);
    expect(last).toMatchObject({ id: first?.id, readAt: null });
    expect(last?.body).toMatch(new RegExp(`^Đơn hàng #${orderId}: 3/3 vé đã được in`));
  });
});

describe('print job and a clock moved back', () => {
  it('treats a lease ending further than a lease from now as free', async () => {
    await printLeftovers();
    const { ticketId } = await paidTicket(24 * 3_600_000);
    // A claim made while the sandbox clock was a day ahead, then the clock was reset.
    const runner = printingRunner(deps(), {
      name: 'dying',
      print: async () => {
        runner.kill();
        return { ok: false, reason: 'never recorded' };
      },
    });
    t.clock.advance(3_600_000);
    try {
      await runner.pass();
    } finally {
      t.clock.advance(-3_600_000);
    }
    expect(await countWhere(t, 'tickets', `id = ${ticketId} and lease_id is not null`)).toBe(1);
    expect(await printDueTickets(deps(), sandboxPrintingAgent())).toBe(1);
    expect(await countWhere(t, 'tickets', `id = ${ticketId} and status = 1`)).toBe(1);
  });
});
