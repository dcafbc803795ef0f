import type { TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { ensurePeriods } from '../draws/service';
import { buyer, confirm, runJobs } from '../orders/orders-test-kit';
import { storeStock } from './stock';

/** Test helpers of the paper-lottery suites. */

export type Envelope<T = Record<string, unknown>> = { code: number; message: string; data?: T };

export type StockItem = {
  ticketId: number;
  product: string;
  province: string;
  drawCode: string;
  number: string;
  symbolCode: string | null;
  status: string;
  heldByMe: boolean;
  setSize: number;
  setAvailable: number;
};

/** Opens the draw periods and loads the sandbox agent's stock of the test day. */
export async function loadStock(t: TestApp, perProvince = 200, date?: string): Promise<Envelope> {
  await ensurePeriods(t.db.orm, t.clock.now());
  return (
    await call(t, 'POST', '/api/dev/xskt/stock', { perProvince, ...(date ? { date } : {}) })
  ).json();
}

export async function get<T>(t: TestApp, url: string, token?: string): Promise<Envelope<T>> {
  return (await call(t, 'GET', url, undefined, token ? { token } : {})).json();
}

export async function saleList(
  t: TestApp,
  query: Record<string, string | number>,
  token?: string,
): Promise<Envelope<{ items: StockItem[]; total: number }>> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return get(t, `/api/core/webview/xskt/ticket/sale/list?${qs.toString()}`, token);
}

export async function hold(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<Envelope<{ items: { ticketId: number; heldUntil: string }[] }>> {
  return (
    await call(t, 'POST', '/api/xskt/cart/hold', { requestId: requestId(), ...body }, { token })
  ).json();
}

/** The spec order request of stock tickets, through `POST /xsdt/xskt/order/create`. */
export async function createOrder(
  t: TestApp,
  token: string,
  tickets: readonly StockItem[],
  extra: Record<string, unknown> = {},
): Promise<Envelope<{ orderId: number; amount: number; paperTickets: unknown[] }>> {
  const category = { xsmb: 3, xsmn: 4, xsmt: 5 } as Record<string, number>;
  return (
    await call(
      t,
      'POST',
      '/api/xsdt/xskt/order/create',
      {
        requestId: requestId(),
        orderItemInfos: tickets.map((s) => ({
          lotteryType: 2,
          category: category[s.product],
          drawArea: s.province,
          drawCodes: [s.drawCode],
          numberInfos: [
            { ticketId: s.ticketId, numbers: [s.number], symbolCode: s.symbolCode ?? undefined },
          ],
        })),
        ...extra,
      },
      { token },
    )
  ).json();
}

/** Status of stock tickets, straight from the table. */
export async function stockStatus(t: TestApp, ids: readonly number[]): Promise<string[]> {
  const rows = await t.db.withSession((s) =>
    s.query<{ id: string; status: string }>(
      `SELECT id::text AS id, status FROM xskt_stock WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids],
    ),
  );
  return rows.map((r) => r.status);
}

/**
 * A new customer buys these stock tickets of `day` (stored for the test) at 09:00, pays,
 * the agent scans them (the print job), then the clock passes the draws at 19:00 and the
 * jobs run (settlement when the day has results).
 */
export async function buyTickets(
  t: TestApp,
  day: string,
  tickets: {
    product: 'xsmb' | 'xsmn' | 'xsmt';
    province: string;
    number: string;
    series?: string;
  }[],
): Promise<{ token: string; id: number; msisdn: string; orderId: number }> {
  t.clock.set(new Date(`${day}T09:00:00+07:00`));
  await ensurePeriods(t.db.orm, t.clock.now());
  await storeStock(
    t.db.orm,
    tickets.map((s) => ({ ...s, drawDate: day, series: s.series ?? '', copy: 1 })),
    'test',
    t.clock.now(),
  );
  const customer = await buyer(t, 1_000_000);
  const items: StockItem[] = [];
  for (const s of tickets) {
    const found = await get<{ items: StockItem[] }>(
      t,
      `/api/core/webview/xskt/ticket/sale/list?product=${s.product}&number=${s.number}&date=${day}&province=${encodeURIComponent(s.province)}`,
    );
    const item = found.data?.items.find((i) => (i.symbolCode ?? '') === (s.series ?? ''));
    if (!item) throw new Error(`no stock ${JSON.stringify(s)}`);
    items.push(item);
  }
  const order = await createOrder(t, customer.token, items);
  if (order.code !== 0) throw new Error(JSON.stringify(order));
  const paid = (await confirm(t, customer.token, order.data?.orderId ?? 0)).json();
  if (paid.code !== 0) throw new Error(JSON.stringify(paid));
  // The agent scans the tickets (the print job), then the draws take place.
  const { printed } = await runJobs(t);
  if (printed !== tickets.length) throw new Error(`${printed} of ${tickets.length} scanned`);
  t.clock.set(new Date(`${day}T19:00:00+07:00`));
  await runJobs(t);
  return { ...customer, orderId: order.data?.orderId ?? 0 };
}
