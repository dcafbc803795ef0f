import { SPENT_FOR_LIMITS, TicketStatus } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { limitStarts } from '../responsible-play/service';
import { mainAccountOf, prizeAccountOf } from '../wallet/ledger';
import { TICKET_SALES_ACCOUNT } from './service';
import {
  buyer,
  buy,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  useSandboxApp,
} from './orders-test-kit';
import { purchaseOrder, type DrawPeriod, type SpentRule } from './repo';

/**
 * The database's `purchase_order` (migration 0026), the one write of every purchase, holds
 * its own guards: a posting that does not take the order's amount, or an item without one
 * draw per period, is refused by the database and changes nothing; and the spending-limits
 * check counts what the rule it is given says is spent (the domain's `SPENT_FOR_LIMITS`),
 * refusing to run without one.
 */

const t = useSandboxApp();

async function query<T extends Record<string, unknown>>(
  app: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return app.db.withSession((s) => s.query<T>(text, params));
}

/** A reserved Mega order of a new customer with 500.000đ, one period. */
async function reservedOrder() {
  const customer = await buyer(t, 500_000);
  const period = await createPeriod(t, 'mega645');
  const body = (
    await reserve(t, customer.token, { orderItemInfos: [megaItem([period.drawCode])] })
  ).json() as { code: number; data: { orderId: number } };
  expect(body.code).toBe(0);
  const [order] = await query<{ amount: string }>(
    t,
    'SELECT amount::text AS amount FROM orders WHERE id = $1',
    [body.data.orderId],
  );
  return { customer, period, orderId: body.data.orderId, amount: Number(order?.amount) };
}

function payReserved(
  order: { customer: { id: number }; orderId: number },
  draws: DrawPeriod[][],
  entries: { account: string; amount: number }[],
  spent: SpentRule = SPENT_FOR_LIMITS,
) {
  const now = t.clock.now();
  return purchaseOrder(
    t.db.orm,
    {
      reserved: { orderId: order.orderId, accountId: order.customer.id },
      requestId: `${Date.now()}`,
      draws,
    },
    {
      now,
      limitStarts: limitStarts(now),
      spent,
      ticketStatus: TicketStatus.waiting,
      posting: {
        kind: 'order.pay',
        ref: 'order:',
        main: mainAccountOf(order.customer.id),
        prize: prizeAccountOf(order.customer.id),
        system: [TICKET_SALES_ACCOUNT],
        entries,
      },
    },
  );
}

async function expectUnchanged(order: { customer: { id: number }; orderId: number }) {
  const [row] = await query<{ state: string }>(t, 'SELECT state FROM orders WHERE id = $1', [
    order.orderId,
  ]);
  expect(row?.state).toBe('reserved');
  expect(await countWhere(t, 'tickets', `order_id = ${order.orderId}`)).toBe(0);
  const [main] = await query<{ balance: string }>(
    t,
    'SELECT balance::text AS balance FROM ledger_accounts WHERE id = $1',
    [mainAccountOf(order.customer.id)],
  );
  expect(Number(main?.balance)).toBe(500_000);
}

describe('the purchase function', () => {
  it('pays a reserved order with a posting that takes its amount', async () => {
    const order = await reservedOrder();
    const outcome = await payReserved(
      order,
      [[order.period]],
      [
        { account: mainAccountOf(order.customer.id), amount: -order.amount },
        { account: TICKET_SALES_ACCOUNT, amount: order.amount },
      ],
    );
    expect('paid' in outcome && outcome.paid.row.state).toBe('paid');
    expect('paid' in outcome && outcome.paid.balances.balance).toBe(500_000 - order.amount);
    expect(await countWhere(t, 'tickets', `order_id = ${order.orderId}`)).toBe(1);
  });

  it('refuses a posting that does not take the order’s amount, and changes nothing', async () => {
    const order = await reservedOrder();
    await expect(
      payReserved(
        order,
        [[order.period]],
        [
          { account: mainAccountOf(order.customer.id), amount: -(order.amount - 1_000) },
          { account: TICKET_SALES_ACCOUNT, amount: order.amount - 1_000 },
        ],
      ),
    ).rejects.toThrow(/posting must sum to zero and take the order's amount/);
    await expectUnchanged(order);
  });

  it('refuses an item without one draw per period, and changes nothing', async () => {
    const order = await reservedOrder();
    const entries = [
      { account: mainAccountOf(order.customer.id), amount: -order.amount },
      { account: TICKET_SALES_ACCOUNT, amount: order.amount },
    ];
    const later = await createPeriod(t, 'mega645', { closeInMs: 3 * 60 * 60 * 1000 });
    await expect(payReserved(order, [[]], entries)).rejects.toThrow(/one draw per period/);
    await expect(payReserved(order, [[order.period, later]], entries)).rejects.toThrow(
      /one draw per period/,
    );
    await expectUnchanged(order);
  });
});

describe('what counts as spent toward the limits', () => {
  it('is the rule the server passes: a cancelled ticket counts only when the rule says so', async () => {
    const customer = await buyer(t, 500_000);
    const period = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [megaItem([period.drawCode])],
    });
    const [spent] = await query<{ price: string }>(
      t,
      'SELECT sum(price)::text AS price FROM tickets WHERE order_id = $1',
      [orderId],
    );
    const price = Number(spent?.price);
    await query(t, 'UPDATE tickets SET status = $2 WHERE order_id = $1', [
      orderId,
      TicketStatus.cancelled,
    ]);
    await query(
      t,
      'INSERT INTO play_limits (account_id, daily_limit, updated_at) VALUES ($1, $2, now())',
      [customer.id, price],
    );
    const check = (rule: SpentRule | null) => {
      const now = t.clock.now();
      return query<{ refusal: unknown }>(
        t,
        'SELECT play_limits_refusal($1::bigint, $2::bigint, $3::timestamptz, $4::text::jsonb, false, $5::text::jsonb) AS refusal',
        [
          customer.id,
          price,
          now.toISOString(),
          JSON.stringify(limitStarts(now)),
          rule && JSON.stringify(rule),
        ],
      );
    };
    // The domain's rule: a cancelled ticket was refunded, so the whole limit is left.
    expect((await check(SPENT_FOR_LIMITS))[0]?.refusal).toBeNull();
    // A rule that counts every ticket: the limit is used up.
    const [counted] = await check({ ...SPENT_FOR_LIMITS, excludedTicketStatuses: [] });
    const refusal = counted?.refusal;
    expect(typeof refusal === 'string' ? JSON.parse(refusal) : refusal).toMatchObject({
      refused: 'overLimit',
      period: 'daily',
      left: 0,
    });
    // No rule at all: the check refuses to guess.
    await expect(check(null)).rejects.toThrow(/needs what counts as spent/);
  });
});
