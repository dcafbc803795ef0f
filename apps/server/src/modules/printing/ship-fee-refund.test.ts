import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, orders } from '../../db/schema-orders';
import { sandboxPrintingAgent } from '../../providers/printing-agent';
import { testDatabaseUrl } from '../../test/test-app';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  RECEIVER,
  useSandboxApp,
} from '../orders/orders-test-kit';
import { SHIP_FEES_ACCOUNT } from '../orders/service';
import { balanceOf, customerBalances } from '../wallet/ledger';
import { printDueTickets, refundUnprinted } from './service';
import { refundShipFees } from './ship-fee-refund';

const t = useSandboxApp();

const deps = () => ({ config: t.config, db: t.db, clock: t.clock, families: t.families });

const FEE = 20_000;
const TICKET = 10_000;

/** Mega 6/45 draws closing 1, 2, … minutes from now. */
async function draws(count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    codes.push((await createPeriod(t, 'mega645', { closeInMs: i * 60_000 })).drawCode);
  }
  return codes;
}

/** Pays one Mega 6/45 ticket per draw, shipped on paper or held by the agent. */
async function order(token: string, drawCodes: string[], shipped: boolean): Promise<number> {
  const { orderId, body } = await buy(t, token, {
    // Several draws are bought with buyType 2 ('mua nhiều kỳ').
    ...(drawCodes.length > 1 ? { buyType: 2 } : {}),
    orderItemInfos: [megaItem(drawCodes)],
    ...(shipped ? { deliveryType: 0, receiverInfo: RECEIVER } : {}),
  });
  expect(body).toMatchObject({ order: { shipFee: shipped ? FEE : 0 } });
  return orderId;
}

/** Moves the clock on for the duration of `run`, then back (the periods are relative to it). */
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  t.clock.advance(ms);
  try {
    return await run();
  } finally {
    t.clock.advance(-ms);
  }
}

const balance = async (accountId: number) => (await customerBalances(t.db.orm, accountId)).balance;
const feeRefunds = (orderId: number) =>
  countWhere(t, 'ledger_transactions', `kind = 'order.refund' and ref = 'order:${orderId}'`);

/** The refund notifications of an order, oldest ticket first. */
async function refundNotices(orderId: number): Promise<string[]> {
  const rows = await t.db.orm
    .select({ body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'refunded')))
    .orderBy(asc(notifications.ticketId));
  return rows.map((row) => row.body);
}

/** How many sessions wait, directly or down a chain of waits, on the session `pid`. */
async function blockedBehind(pid: number): Promise<number> {
  const result = (await t.db.orm.execute(sql`
    WITH RECURSIVE chain (pid) AS (
      SELECT ${pid}::int
      UNION
      SELECT a.pid FROM pg_stat_activity a JOIN chain c ON c.pid = ANY (pg_blocking_pids(a.pid))
    )
    SELECT (count(*) - 1)::int AS n FROM chain
  `)) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe('ship fee of an order whose tickets were never printed', () => {
  it('is refunded with the last ticket, once, and the notification states the total', async () => {
    const { id, token } = await buyer(t, 100_000);
    const [first = '', second = ''] = await draws(2);
    const orderId = await order(token, [first, second], true);
    expect(await balance(id)).toBe(100_000 - 2 * TICKET - FEE);
    const feesBefore = await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT);

    // The first draw closes: its ticket is refunded, the second may still print and ship.
    await later(61_000, async () => {
      expect(await refundUnprinted(deps())).toBe(1);
    });
    expect(await balance(id)).toBe(100_000 - TICKET - FEE);
    expect(await feeRefunds(orderId)).toBe(0);

    // The second closes: nothing is left to ship, the fee comes back with its ticket.
    await later(121_000, async () => {
      expect(await refundUnprinted(deps())).toBe(1);
      expect(await refundUnprinted(deps())).toBe(0);
    });
    expect(await balance(id)).toBe(100_000);
    expect(await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT)).toBe(feesBefore - FEE);
    expect(await feeRefunds(orderId)).toBe(1);
    expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 3`)).toBe(2);
    expect(await refundNotices(orderId)).toEqual([
      `Vé Mega 6/45 kỳ #${first} của đơn hàng #${orderId} chưa được in trước giờ đóng bán nên đã được huỷ. 10.000đ đã được hoàn vào tài khoản chính.`,
      `Vé Mega 6/45 kỳ #${second} của đơn hàng #${orderId} chưa được in trước giờ đóng bán nên đã được huỷ. Đơn hàng không còn vé nào để giao nên 30.000đ (giá vé 10.000đ và phí giao vé 20.000đ) đã được hoàn vào tài khoản chính.`,
    ]);

    // Asked again (another process, a later run): the fee is not refunded twice.
    const again = await t.db.orm.transaction((tx) => refundShipFees(tx, [orderId], t.clock.now()));
    expect(again.size).toBe(0);
    expect(await balance(id)).toBe(100_000);
    expect(await feeRefunds(orderId)).toBe(1);
  });

  it('is refunded once when several runners cancel the tickets of one order at once', async () => {
    const { id, token } = await buyer(t, 100_000);
    const codes = await draws(4);
    const orderId = await order(token, codes, true);
    expect(await balance(id)).toBe(100_000 - 4 * TICKET - FEE);
    await later(5 * 60_000, async () => {
      // One ticket per transaction, so each runner may cancel a "last" ticket of the order.
      const counts = await Promise.all([1, 2, 3].map(() => refundUnprinted(deps(), 1)));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(4);
      expect(await refundUnprinted(deps(), 1)).toBe(0);
    });
    expect(await balance(id)).toBe(100_000);
    expect(await feeRefunds(orderId)).toBe(1);
    const notices = await refundNotices(orderId);
    expect(notices).toHaveLength(4);
    expect(notices.filter((body) => body.includes('phí giao vé 20.000đ'))).toHaveLength(1);
  });

  // Two servers each take one of the order's last two tickets while another transaction
  // holds the order's row: the first cancels its ticket and waits for the order, the second
  // queues behind it (on the customer's balance). Only a real PostgreSQL has concurrent
  // connections (PGlite is one).
  it.runIf(Boolean(testDatabaseUrl()))(
    'is refunded once when two processes cancel its last tickets at the same moment',
    async () => {
      const { id, token } = await buyer(t, 100_000);
      const codes = await draws(2);
      const orderId = await order(token, codes, true);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holderPid = 0;
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = t.db.orm.transaction(async (tx) => {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        holderPid = result.rows[0]?.pid ?? 0;
        holding();
        await released;
      });
      await held;
      t.clock.advance(3 * 60_000);
      let runners: Promise<number>[] = [];
      try {
        runners = [refundUnprinted(deps(), 1), refundUnprinted(deps(), 1)];
        // Both runners wait, directly or through each other, on the held order.
        let waiting = 0;
        for (let i = 0; i < 200 && waiting < 2; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          waiting = await blockedBehind(holderPid);
        }
        expect(waiting).toBe(2);
        release();
        await holder;
        expect(await Promise.all(runners)).toEqual([1, 1]);
      } finally {
        release();
        await Promise.allSettled([holder, ...runners]);
        t.clock.advance(-3 * 60_000);
      }
      expect(await balance(id)).toBe(100_000);
      expect(await feeRefunds(orderId)).toBe(1);
      const notices = await refundNotices(orderId);
      expect(notices.filter((body) => body.includes('phí giao vé 20.000đ'))).toHaveLength(1);
    },
  );

  it('refunds the fees of several shipped orders cancelled in one batch', async () => {
    const a = await buyer(t, 50_000);
    const b = await buyer(t, 50_000);
    const [code = ''] = await draws(1);
    const orderA = await order(a.token, [code], true);
    const orderB = await order(b.token, [code], true);
    await later(61_000, async () => {
      expect(await refundUnprinted(deps())).toBe(2);
    });
    expect(await balance(a.id)).toBe(50_000);
    expect(await balance(b.id)).toBe(50_000);
    expect(await feeRefunds(orderA)).toBe(1);
    expect(await feeRefunds(orderB)).toBe(1);
  });
});

describe('ship fee kept', () => {
  it('when a ticket of the order was printed: the paper ticket still ships', async () => {
    const { id, token } = await buyer(t, 100_000);
    const [printed = '', missed = ''] = await draws(2);
    const orderId = await order(token, [printed, missed], true);
    const feesBefore = await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT);
    const refusing = sandboxPrintingAgent({ refuse: (r) => r.drawCode === missed });
    expect(await printDueTickets(deps(), refusing)).toBe(1);
    await later(121_000, async () => {
      expect(await refundUnprinted(deps())).toBe(1);
      expect(await refundUnprinted(deps())).toBe(0);
    });
    expect(await balance(id)).toBe(100_000 - TICKET - FEE);
    expect(await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT)).toBe(feesBefore);
    expect(await feeRefunds(orderId)).toBe(0);
    expect(await countWhere(t, 'tickets', `order_id = ${orderId} and status = 1`)).toBe(1);
    expect(await refundNotices(orderId)).toEqual([
      `Vé Mega 6/45 kỳ #${missed} của đơn hàng #${orderId} chưa được in trước giờ đóng bán nên đã được huỷ. 10.000đ đã được hoàn vào tài khoản chính.`,
    ]);
  });
});

describe('orders held by the agent', () => {
  it('are refunded their tickets only, as before', async () => {
    const { id, token } = await buyer(t, 50_000);
    const [code = ''] = await draws(1);
    const orderId = await order(token, [code], false);
    const feesBefore = await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT);
    await later(61_000, async () => {
      expect(await refundUnprinted(deps())).toBe(1);
    });
    expect(await balance(id)).toBe(50_000);
    expect(await balanceOf(t.db.orm, SHIP_FEES_ACCOUNT)).toBe(feesBefore);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'order:${orderId}'`)).toBe(1);
    expect(await refundNotices(orderId)).toEqual([
      `Vé Mega 6/45 kỳ #${code} của đơn hàng #${orderId} chưa được in trước giờ đóng bán nên đã được huỷ. 10.000đ đã được hoàn vào tài khoản chính.`,
    ]);
  });
});
