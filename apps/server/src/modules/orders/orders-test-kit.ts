import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLotto535Result, parseMega645Result, parsePower655Result } from '@veso/domain';
import { drawHistoryDir } from '@veso/draw-history';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { drawPeriods, drawResults } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, createAccount, requestId, sessionFor } from '../auth/auth-test-kit';
import { creditMain, expectLedgerClean } from '../wallet/wallet-test-kit';

/** Test helpers of the order, printing and settlement suites. */

/**
 * The suite's sandbox app: built before its tests, closed after them, with the ledger
 * checked after each test. The handle reads through to the app built in `beforeAll`.
 */
export function useSandboxApp(): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({ config: { sandbox: true } });
  });
  afterAll(() => current?.close());
  const built = (): TestApp => {
    if (!current) throw new Error('the sandbox app is built in beforeAll');
    return current;
  };
  const handle: TestApp = {
    get app() {
      return built().app;
    },
    get db() {
      return built().db;
    },
    get clock() {
      return built().clock;
    },
    get config() {
      return built().config;
    },
    get families() {
      return built().families;
    },
    close: () => built().close(),
  };
  afterEach(() => expectLedgerClean(handle));
  return handle;
}

/** The real result history (the `data/` folder of `@veso/draw-history`). */
export const DATA_DIR = drawHistoryDir();

export type RealDraw = { id: string; date: string; result: number[] };

const cache = new Map<string, RealDraw[]>();
/** The real draws of a product, oldest first. */
export function realDraws(product: 'mega645' | 'power655' | 'lotto535'): RealDraw[] {
  let draws = cache.get(product);
  if (!draws) {
    draws = readFileSync(path.join(DATA_DIR, `${product}.jsonl`), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as RealDraw)
      .filter((d) => Array.isArray(d.result));
    cache.set(product, draws);
  }
  return draws;
}

let periodSeq = 0;
/** A unique draw code for tests (never one of the real ones). */
export function testDrawCode(): string {
  periodSeq += 1;
  return `T${process.pid % 1000}${String(periodSeq).padStart(5, '0')}`;
}

/**
 * Writes a draw period as the draws module would: sales close `closeInMs` from the
 * clock, the draw 15 minutes later.
 */
export async function createPeriod(
  t: TestApp,
  product: string,
  options: { code?: string; closeInMs?: number } = {},
): Promise<{ drawCode: string; drawAt: Date; salesCloseAt: Date }> {
  const now = t.clock.now();
  const salesCloseAt = new Date(now.getTime() + (options.closeInMs ?? 60 * 60 * 1000));
  const drawAt = new Date(salesCloseAt.getTime() + 15 * 60 * 1000);
  const drawCode = options.code ?? testDrawCode();
  await t.db.orm
    .insert(drawPeriods)
    .values({ product, drawCode, drawAt, salesCloseAt, status: 'open', createdAt: now });
  return { drawCode, drawAt, salesCloseAt };
}

/** Writes a draw result (product shape of the import) once. */
export async function createResult(
  t: TestApp,
  product: 'mega645' | 'power655' | 'lotto535',
  drawCode: string,
  values: number[],
): Promise<void> {
  const numbers =
    product === 'mega645'
      ? parseMega645Result(values)
      : product === 'power655'
        ? parsePower655Result(values)
        : parseLotto535Result(values);
  await t.db.orm
    .insert(drawResults)
    .values({
      product,
      drawCode,
      drawDate: t.clock.now().toISOString().slice(0, 10),
      numbers,
      source: 'test',
      createdAt: t.clock.now(),
    })
    .onConflictDoNothing();
}

/** An adult customer with `balance` đồng on the main balance and a session. */
export async function buyer(
  t: TestApp,
  balance: number,
  options: { birthday?: string | null } = {},
): Promise<{ id: number; msisdn: string; token: string }> {
  const account = await createAccount(t, {
    fullname: 'Nguyễn Văn A',
    birthday: options.birthday === undefined ? '1990-05-01' : (options.birthday ?? undefined),
  });
  if (balance > 0) await creditMain(t, account.id, balance);
  return { id: account.id, msisdn: account.msisdn, token: await sessionFor(t, account) };
}

/** A ward address in Hồ Chí Minh City: the urban delivery fee (20.000đ) under the free-shipping threshold. */
export const RECEIVER = {
  name: 'Nguyễn Văn A',
  phone: '0912345678',
  address: '12 Nguyễn Huệ, phường Sài Gòn',
  provinceId: '79',
  districtId: 'urban',
};

/** A single Mega 6/45 item for the given draws. */
export function megaItem(drawCodes: string[], numbers = ['01', '02', '03', '04', '05', '06']) {
  return { product: 'mega645', drawCodes, numberInfos: [{ numbers }] };
}

export function reserve(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  url = '/api/order',
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', url, { requestId: requestId(), ...body }, { token });
}

export function confirm(
  t: TestApp,
  token: string,
  orderId: number,
  id: string = requestId(),
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(t, 'POST', '/api/order/confirm', { requestId: id, orderId, ...extra }, { token });
}

/** Reserves and pays; fails the test unless both answer code 0. */
export async function buy(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<{ orderId: number; body: Record<string, unknown> }> {
  const reserved = (await reserve(t, token, body)).json();
  if (reserved.code !== 0) throw new Error(`reserve failed: ${JSON.stringify(reserved)}`);
  const paid = (await confirm(t, token, reserved.data.orderId)).json();
  if (paid.code !== 0) throw new Error(`confirm failed: ${JSON.stringify(paid)}`);
  return { orderId: reserved.data.orderId, body: paid.data };
}

/** Runs the order jobs through the sandbox route. */
export async function runJobs(t: TestApp): Promise<Record<string, number>> {
  const res = await call(t, 'POST', '/api/dev/orders/run');
  const body = res.json();
  if (body.code !== 0) throw new Error(`jobs failed: ${res.body}`);
  return body.data;
}

/** Rows of a table matching a condition (counting charges and settlements). */
export async function countWhere(t: TestApp, table: string, where = 'true'): Promise<number> {
  const rows = await t.db.withSession((s) =>
    s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
  );
  return rows[0]?.n ?? 0;
}
