import { call } from '../modules/auth/auth-test-kit';
import { buyer, countWhere, createPeriod } from '../modules/orders/orders-test-kit';
import { creditMain } from '../modules/wallet/wallet-test-kit';
import { embeddedBuyer } from '../modules/xsdt/xsdt-test-kit';
import { loadStock, saleList } from '../modules/xskt/xskt-test-kit';
import type { TestApp } from '../test/test-app';

/**
 * The order suite's set-up and transport: the requests themselves are written in the suite,
 * from the spec's text. What the kit does is what the spec leaves to the shop (customers,
 * open draws, the agent's paper stock) or is plain HTTP.
 */

/** The spec's envelope (§7 Response handling) with the HTTP status it came with. */
export type Answer = {
  status: number;
  code: number;
  message: string;
  data?: Record<string, unknown> & { orderId?: number; amount?: number; state?: string };
};

/** A customer as a client holds it: its session and, for the checks, its account id. */
export type Customer = { id: number; token: string };

/** `POST {path}` under `/api` with the session header, as a client sends it. */
export async function post(
  t: TestApp,
  path: string,
  body: unknown,
  who?: Customer,
): Promise<Answer> {
  const res = await call(t, 'POST', `/api${path}`, body, who ? { token: who.token } : {});
  return { status: res.statusCode, ...res.json<Omit<Answer, 'status'>>() };
}

/** `GET {path}` under `/api` with the session header. */
export async function get(t: TestApp, path: string, who?: Customer): Promise<Answer> {
  const res = await call(t, 'GET', `/api${path}`, undefined, who ? { token: who.token } : {});
  return { status: res.statusCode, ...res.json<Omit<Answer, 'status'>>() };
}

/** The main balance as the spec's `GET /auth/info` tells it (userInfo.balance). */
export async function balanceOf(t: TestApp, who: Customer): Promise<number> {
  const info = await get(t, '/auth/info', who);
  if (info.code !== 0) throw new Error(`auth/info: ${JSON.stringify(info)}`);
  return info.data?.balance as number;
}

/** What a refused call must leave as it was: the balance and the customer's orders. */
export async function stateOf(t: TestApp, who: Customer) {
  return {
    balance: await balanceOf(t, who),
    orders: await countWhere(t, 'orders', `account_id = ${who.id}`),
    tickets: await countWhere(t, 'tickets', `account_id = ${who.id}`),
  };
}

/** An adult web customer with `balance` đồng on the main balance. */
export function webCustomer(t: TestApp, balance: number): Promise<Customer> {
  return buyer(t, balance);
}

/** An adult webview customer (a linked e-wallet) with `balance` đồng on the main balance. */
export async function walletCustomer(t: TestApp, balance: number): Promise<Customer> {
  const who = await embeddedBuyer(t);
  await creditMain(t, who.id, balance);
  return who;
}

/** A paper ticket on sale, as the spec's sale list (`/core/webview/xskt/ticket/sale/list`) names it. */
export type PaperTicket = {
  ticketId: number;
  province: string;
  drawCode: string;
  number: string;
  symbolCode: string | null;
};

/**
 * Opens a draw of each product the suite buys (sales close in two hours; Keno's in ten
 * minutes, inside its sale hours at the suite's 10:00) and loads the agent's paper stock
 * of the day; answers each draw's code (the `drawCodes` a client reads from the period lists).
 */
export async function openDraws(t: TestApp): Promise<{
  drawCode: Record<
    'mega645' | 'power655' | 'lotto535' | 'keno' | 'max3d' | 'dientoan636' | 'xsmb',
    string
  >;
  paper: (category: 3 | 4 | 5) => Promise<PaperTicket[]>;
}> {
  const hours = 2 * 60 * 60 * 1000;
  const code = async (product: string, closeInMs = hours) =>
    (await createPeriod(t, product, { closeInMs })).drawCode;
  const drawCode = {
    mega645: await code('mega645'),
    power655: await code('power655'),
    lotto535: await code('lotto535'),
    keno: await code('keno', 10 * 60 * 1000),
    max3d: await code('max3d'),
    dientoan636: await code('dientoan636'),
    xsmb: await code('xsmb'),
  };
  const loaded = await loadStock(t, 20);
  if (loaded.code !== 0) throw new Error(`stock: ${JSON.stringify(loaded)}`);
  const paper = async (category: 3 | 4 | 5) =>
    (await saleList(t, { category, page_size: 10 })).data?.items ?? [];
  return { drawCode, paper };
}
