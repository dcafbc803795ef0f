import { describe, expect, it } from 'vitest';
import { call, requestId } from '../auth/auth-test-kit';
import { buyer, confirm, createPeriod, megaItem, reserve, useSandboxApp } from './orders-test-kit';

/**
 * The SQL cost of one paid order, counted on the database handle (a count that machine
 * load does not change, unlike the orders bench's throughput), BEGIN and COMMIT left out
 * (PGlite's handle does not report them): reserve 7 + 2 and confirm 9 + 2 are the 20 statements
 * measured before the purchase rules were read per order, so reading the operator's sale rules from
 * the per-process copy costs nothing per order. They are lower now (an order and its
 * items in one statement, a purchase's ledger posting in one statement that also answers
 * the balances) and added reserve-and-pay in one call: 6 statements (the session, the
 * open draws, the order with its items, the spending-limits lock, the posting, the
 * tickets), one transaction. Its third round (migration 0021) made the payment of that
 * call one statement, its own transaction (the database's `purchase_order`: the limits
 * check with their row locked, the order with its items, the posting and the tickets):
 * 3 statements (the session, the open draws, the purchase), no BEGIN/COMMIT.
 */

const t = useSandboxApp();
const BUDGET = { reserve: 6, confirm: 8, oneCall: 3 };
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

async function statementsOf(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const stop = t.db.onQuery((text) => {
    if (!TRANSACTION_CONTROL.test(text)) seen.push(text);
  });
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

describe('a paid Mega 6/45 order from the main balance', () => {
  it(`costs at most ${BUDGET.reserve} + ${BUDGET.confirm} SQL statements once the process is warm`, async () => {
    const customer = await buyer(t, 500_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const payOnce = async () => {
      let orderId = 0;
      const reserved = await statementsOf(async () => {
        const body = (
          await reserve(t, customer.token, { orderItemInfos: [megaItem([drawCode])] })
        ).json();
        expect(body.code).toBe(0);
        orderId = body.data.orderId;
      });
      const confirmed = await statementsOf(async () => {
        expect((await confirm(t, customer.token, orderId)).json().code).toBe(0);
      });
      return { reserved, confirmed };
    };
    await payOnce(); // warms the per-process copies (sale rules, catalogue)
    const { reserved, confirmed } = await payOnce();
    const report = `reserve ${reserved.length}:\n${reserved.join('\n')}\n\nconfirm ${confirmed.length}:\n${confirmed.join('\n')}`;
    expect(reserved.length, report).toBeLessThanOrEqual(BUDGET.reserve);
    expect(confirmed.length, report).toBeLessThanOrEqual(BUDGET.confirm);
    // The operator's settings are not read per order.
    expect([...reserved, ...confirmed].filter((s) => /app_settings/i.test(s))).toEqual([]);
  });
});

describe('a paid Mega 6/45 order in one call (reserve and pay)', () => {
  it(`costs at most ${BUDGET.oneCall} SQL statements once the process is warm`, async () => {
    const customer = await buyer(t, 500_000);
    const { drawCode } = await createPeriod(t, 'mega645');
    const payOnce = () =>
      statementsOf(async () => {
        const res = await call(
          t,
          'POST',
          '/api/order/reserve_and_pay',
          { requestId: requestId(), orderItemInfos: [megaItem([drawCode])] },
          { token: customer.token },
        );
        expect(res.json().code).toBe(0);
        expect(res.json().data.balance).toBeLessThan(500_000);
      });
    await payOnce();
    const seen: string[] = [];
    const stop = t.db.onQuery((text) => seen.push(text));
    let statements: string[];
    try {
      statements = await payOnce();
    } finally {
      stop();
    }
    expect(statements.length, statements.join('\n\n')).toBeLessThanOrEqual(BUDGET.oneCall);
    // The payment is one statement, its own transaction.
    expect(seen.filter((s) => TRANSACTION_CONTROL.test(s))).toEqual([]);
    // Nothing read twice: no idempotency table, no balance read after the posting.
    expect(statements.filter((s) => /idempotency_keys|app_settings/i.test(s))).toEqual([]);
    expect(statements.filter((s) => /^\s*select[^]*from "ledger_accounts"/i.test(s))).toEqual([]);
  });
});
