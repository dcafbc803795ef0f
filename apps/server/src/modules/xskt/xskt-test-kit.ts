import type { TestApp } from '../../test/test-app';
import { call, requestId } from '../auth/auth-test-kit';
import { ensurePeriods } from '../draws/service';

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
