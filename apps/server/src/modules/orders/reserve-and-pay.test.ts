import { AMOUNT_CHANGED_MESSAGE, envelopeSchema, reserveAndPaySchema } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { ResponsibleMessages } from '../responsible-play/service';
import { customerBalances } from '../wallet/ledger';
import { OrderMessages } from './messages';
import {
  buy,
  buyer,
  countWhere,
  createPeriod,
  megaItem,
  reserve,
  runJobs,
  useSandboxApp,
} from './orders-test-kit';

/**
 * Reserve and pay in one call: the reserve's checks, the confirm's payment,
 * one requestId. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const t = useSandboxApp();

const MINUTE = 60_000;
const ONE_CALL = '/api/order/reserve_and_pay';
const KENO_ONE_CALL = '/api/v2/keno/order/reserve_and_pay';

function payNow(token: string, body: Record<string, unknown>, url = ONE_CALL) {
  return call(t, 'POST', url, { requestId: requestId(), ...body }, { token });
}

type LedgerLine = { kind: string; account: string; amount: string };

/** The ledger lines of an order's payment, accounts named without the customer's id. */
async function paymentLines(orderId: number, accountId: number): Promise<LedgerLine[]> {
  const rows = await t.db.withSession((s) =>
    s.query<LedgerLine>(
      `SELECT t.kind, e.ledger_account_id AS account, e.amount::text AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.ref = 'order:${orderId}' ORDER BY e.ledger_account_id`,
    ),
  );
  return rows.map((r) => ({ ...r, account: r.account.replace(`:${accountId}`, ':customer') }));
}

describe('reserve and pay in one call', () => {
  it('pays from the main balance as reserve + confirm do: same order, ledger lines and printing', async () => {
    const one = await buyer(t, 100_000);
    const two = await buyer(t, 100_000);
    const a = await createPeriod(t, 'mega645');
    const b = await createPeriod(t, 'mega645', { closeInMs: 2 * 24 * 60 * MINUTE });
    const order = {
      buyType: 2,
      temporaryAmount: 20_000,
      orderItemInfos: [megaItem([b.drawCode, a.drawCode])],
    };

    const res = await payNow(one.token, order);
    const paid = res.json();
    expect(res.statusCode).toBe(200);
    expect(paid.code).toBe(0);
    expect(paid.data.balance).toBe(80_000);
    expect(paid.data.prizeBalance).toBe(0);
    expect(paid.data.order).toMatchObject({
      state: 'paid',
      amount: 20_000,
      status: 0,
      statusLabel: 'Chờ in vé',
    });
    expect(paid.data.order.tickets.map((x: { drawCode: string }) => x.drawCode)).toEqual([
      a.drawCode,
      b.drawCode,
    ]);
    const detail = (
      await call(t, 'GET', `/api/order/info?orderId=${paid.data.order.orderId}`, undefined, {
        token: one.token,
      })
    ).json();
    // The detail is the same order, with the results of its draws: none before they draw.
    expect(detail.data).toEqual({ ...paid.data.order, results: [] });
    // Serialised without its schema (PAYMENT_ROUTE_OPTIONS): the answer is the contract's,
    // no field missing, none extra, and its small body goes uncompressed.
    expect(envelopeSchema(reserveAndPaySchema).parse(paid)).toEqual(paid);
    expect((await customerBalances(t.db.orm, one.id)).balance).toBe(80_000);

    // The two-step path for the same order writes the same ledger lines.
    const twoStep = await buy(t, two.token, order);
    expect(await paymentLines(paid.data.order.orderId, one.id)).toEqual(
      await paymentLines(twoStep.orderId, two.id),
    );

    // Printed by the same agent as any paid order.
    await runJobs(t);
    const printed = (
      await call(t, 'GET', `/api/order/info?orderId=${paid.data.order.orderId}`, undefined, {
        token: one.token,
      })
    ).json();
    expect(printed.data.tickets.map((x: { status: number }) => x.status)).toEqual([1, 1]);
  });

  it('answers a retry with the same requestId with the same order, charged once, even after its sales closed', async () => {
    const { id, token } = await buyer(t, 50_000);
    const soon = await createPeriod(t, 'mega645', { closeInMs: 5 * MINUTE });
    const key = requestId();
    const body = { requestId: key, orderItemInfos: [megaItem([soon.drawCode])] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, 'POST', ONE_CALL, body, { token })),
    );
    const orderIds = new Set(answers.map((r) => r.json().data?.order.orderId));
    expect(answers.map((r) => r.json().code)).toEqual(Array(20).fill(0));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];
    expect((await customerBalances(t.db.orm, id)).balance).toBe(40_000);
    expect(await countWhere(t, 'orders', `account_id = ${id}`)).toBe(1);
    expect(await countWhere(t, 'ledger_transactions', `ref = 'order:${orderId}'`)).toBe(1);

    t.clock.advance(6 * MINUTE);
    try {
      const late = (await call(t, 'POST', ONE_CALL, body, { token })).json();
      expect(late.code).toBe(0);
      expect(late.data.order.orderId).toBe(orderId);
      expect(late.data.balance).toBe(40_000);
      // A new requestId is judged afresh: the draw's sales have closed.
      const fresh = (await payNow(token, { orderItemInfos: [megaItem([soon.drawCode])] })).json();
      expect(fresh).toMatchObject({ code: 14, message: OrderMessages.salesClosed });
    } finally {
      t.clock.advance(-6 * MINUTE);
    }
    expect((await customerBalances(t.db.orm, id)).balance).toBe(40_000);
  });

  it('100 parallel orders with their own requestIds on a balance covering 50: exactly 50 paid, never overdrawn', async () => {
    const { id, token } = await buyer(t, 500_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () =>
        (await payNow(token, { orderItemInfos: [megaItem([drawCode])] })).json(),
      ),
    );
    const paid = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(paid).toHaveLength(50);
    expect(refused).toHaveLength(50);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: 14, message: OrderMessages.insufficient });
    }
    expect(new Set(paid.map((a) => a.data.order.orderId)).size).toBe(50);
    expect(Math.min(...paid.map((a) => a.data.balance))).toBe(0);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(0);
    // A refused payment leaves no order behind.
    expect(await countWhere(t, 'orders', `account_id = ${id}`)).toBe(50);
    expect(await countWhere(t, 'tickets', `account_id = ${id}`)).toBe(50);
  }, 120_000);

  it('refuses what reserve refuses, with the same code and message, and stores and charges nothing', async () => {
    const { id, token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const closed = await createPeriod(t, 'mega645', { closeInMs: -MINUTE });
    const minor = await buyer(t, 100_000, { birthday: '2015-01-01' });
    const cases: [string, Record<string, unknown>][] = [
      [token, { orderItemInfos: [megaItem([drawCode], ['01', '02', '03', '04', '05'])] }],
      [token, { orderItemInfos: [megaItem([closed.drawCode])] }],
      [token, { paymentVendor: 2, orderItemInfos: [megaItem([drawCode])] }],
      [minor.token, { orderItemInfos: [megaItem([drawCode])] }],
    ];
    for (const [who, body] of cases) {
      const viaReserve = await reserve(t, who, body);
      const oneCall = await payNow(who, body);
      expect(oneCall.statusCode).toBe(viaReserve.statusCode);
      expect(oneCall.json()).toEqual(viaReserve.json());
      expect(oneCall.json().code).toBe(14);
    }
    expect(await countWhere(t, 'orders', `account_id in (${id}, ${minor.id})`)).toBe(0);

    // More than the balance: refused with the confirm's message, nothing written.
    const poor = await buyer(t, 5_000);
    const short = (await payNow(poor.token, { orderItemInfos: [megaItem([drawCode])] })).json();
    expect(short).toMatchObject({ code: 14, message: OrderMessages.insufficient });
    expect(await countWhere(t, 'orders', `account_id = ${poor.id}`)).toBe(0);
    expect((await customerBalances(t.db.orm, poor.id)).balance).toBe(5_000);

    // Signed out: the session codes.
    const anonymous = await call(t, 'POST', ONE_CALL, {
      requestId: requestId(),
      orderItemInfos: [megaItem([drawCode])],
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps to the spending limits and a self-exclusion, even in parallel: refused with their messages, nothing written', async () => {
    const { id, token } = await buyer(t, 500_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const limits = await call(
      t,
      'POST',
      '/api/customer/play_limits',
      { requestId: requestId(), daily: 30_000 },
      { token },
    );
    expect(limits.json().code).toBe(0);
    // Ten orders of 10,000đ at once under a daily limit of 30,000đ: exactly three paid.
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await payNow(token, { orderItemInfos: [megaItem([drawCode])] })).json(),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.code !== 0)) {
      expect(answer).toEqual({
        code: 14,
        message: ResponsibleMessages.overLimit('daily', 30_000, 0),
        data: { reason: { field: 'amount', rule: 'max' } },
      });
    }
    expect((await customerBalances(t.db.orm, id)).balance).toBe(470_000);
    expect(await countWhere(t, 'orders', `account_id = ${id}`)).toBe(3);

    const other = await buyer(t, 100_000);
    await call(
      t,
      'POST',
      '/api/customer/play_limits',
      { requestId: requestId(), weekly: 25_000 },
      { token: other.token },
    );
    expect(
      (await payNow(other.token, { orderItemInfos: [megaItem([drawCode])] })).json().code,
    ).toBe(0);
    const twoLines = {
      orderItemInfos: [
        megaItem([drawCode]),
        megaItem([drawCode], ['07', '08', '09', '10', '11', '12']),
      ],
    };
    expect((await payNow(other.token, twoLines)).json()).toEqual({
      code: 14,
      message: ResponsibleMessages.overLimit('weekly', 25_000, 15_000),
      data: { reason: { field: 'amount', rule: 'max' } },
    });
    const excluded = await call(
      t,
      'POST',
      '/api/customer/self_exclusion',
      { requestId: requestId(), period: '24h' },
      { token: other.token },
    );
    expect(excluded.json().code).toBe(0);
    expect(
      (await payNow(other.token, { orderItemInfos: [megaItem([drawCode])] })).json(),
    ).toMatchObject({
      code: 14,
      message: ResponsibleMessages.excludedUntil(
        new Date(t.clock.now().getTime() + 24 * 60 * MINUTE),
      ),
    });
    expect((await customerBalances(t.db.orm, other.id)).balance).toBe(90_000);
    expect(await countWhere(t, 'orders', `account_id = ${other.id}`)).toBe(1);
    expect(await countWhere(t, 'tickets', `account_id = ${other.id}`)).toBe(1);
  }, 120_000);

  it('never pays an order reserved with the same requestId by the two-step path', async () => {
    const { id, token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const key = requestId();
    const body = { requestId: key, orderItemInfos: [megaItem([drawCode])] };
    expect((await call(t, 'POST', '/api/order', body, { token })).json().code).toBe(0);
    const res = await call(t, 'POST', ONE_CALL, body, { token });
    expect(res.json().code).toBe(100);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(100_000);
  });

  it('sells Keno in one call in its hours (code 104 outside them)', async () => {
    const saved = t.clock.now();
    try {
      t.clock.set('2026-03-04T03:00:00.000Z'); // 10:00 in Vietnam
      const { id, token } = await buyer(t, 100_000);
      await createPeriod(t, 'keno', { closeInMs: 5 * MINUTE });
      const keno = { orderItemInfos: [{ product: 'keno', numberInfos: [{ numbers: ['07'] }] }] };
      const paid = (await payNow(token, keno, KENO_ONE_CALL)).json();
      expect(paid.code).toBe(0);
      expect(paid.data.order.state).toBe('paid');
      expect(paid.data.order.tickets).toHaveLength(1);
      expect(paid.data.balance).toBe(100_000 - paid.data.order.amount);
      // Only Keno on the Keno call.
      const mega = (await payNow(token, { orderItemInfos: [megaItem([])] }, KENO_ONE_CALL)).json();
      expect(mega).toMatchObject({ code: 14, message: OrderMessages.wrongProduct });
      t.clock.set('2026-03-04T15:30:00.000Z'); // 22:30
      const closed = (await payNow(token, keno, KENO_ONE_CALL)).json();
      expect(closed.code).toBe(104);
      expect((await customerBalances(t.db.orm, id)).balance).toBe(paid.data.balance);
    } finally {
      t.clock.set(saved);
    }
  });

  it('sends a one-ticket answer uncompressed and a big cart’s compressed', async () => {
    const { token } = await buyer(t, 10_000_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const pay = (items: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: ONE_CALL,
        headers: { 'x-access-token': token, 'accept-encoding': 'br, gzip' },
        payload: { requestId: requestId(), orderItemInfos: items },
      });
    const one = await pay([megaItem([drawCode])]);
    expect(one.json().code).toBe(0);
    expect(one.headers['content-encoding']).toBeUndefined();
    const numbers = (i: number) => ['01', '02', '03', '04', '05'].concat(String(10 + i));
    const cart = Array.from({ length: 6 }, (_, i) => megaItem([drawCode], numbers(i)));
    const big = await pay(cart);
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('pays only the total the customer agreed to, when the call names it', async () => {
    const { id, token } = await buyer(t, 100_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const body = { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] };
    const refused = (await call(t, 'POST', ONE_CALL, { ...body, amount: 9_000 }, { token })).json();
    expect(refused).toMatchObject({ code: 14, message: AMOUNT_CHANGED_MESSAGE });
    expect((await customerBalances(t.db.orm, id)).balance).toBe(100_000);
    expect(await countWhere(t, 'orders', `account_id = ${id}`)).toBe(0);
    // Nothing was written: the same requestId is free for the total shown now.
    const paid = (await call(t, 'POST', ONE_CALL, { ...body, amount: 10_000 }, { token })).json();
    expect(paid.code).toBe(0);
    expect(paid.data.balance).toBe(90_000);
    // A retry of the paid call answers the same order, charged once.
    const again = (await call(t, 'POST', ONE_CALL, { ...body, amount: 10_000 }, { token })).json();
    expect(again.data.order.orderId).toBe(paid.data.order.orderId);
    expect((await customerBalances(t.db.orm, id)).balance).toBe(90_000);
  });
});
