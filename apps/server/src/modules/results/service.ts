import {
  RESULT_PRODUCTS,
  type DrawResult,
  type ResultPage,
  type ResultProduct,
} from '@veso/contract';
import { getProduct, vnDayOf, weekdayOf, type ProductId } from '@veso/domain';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import { poolsOf } from '../jackpots';
import {
  findResultRow,
  latestResultRows,
  periodTimes,
  resultRows,
  resultRowsOfDay,
  resultRowsOfDraws,
} from './repo';
import { toDrawResult, type ResultRow } from './view';

/**
 * Parses a query day, `YYYY-MM-DD` or `DD/MM/YYYY`, into `YYYY-MM-DD`.
 * @throws ApiError 14 for an impossible day (31/02/2026).
 */
export function parseDay(text: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const vn = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : vn
      ? [vn[3], vn[2], vn[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) throw invalidRequest(undefined, 'date', 'format');
  const out = `${year}-${month}-${day}`;
  const date = new Date(`${out}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== out)
    throw invalidRequest(undefined, 'date', 'format');
  weekdayOf(out);
  return out;
}

/** One stored result on the wire, its period's draw time known (the sandbox draw). */
export async function toResult(orm: Orm, row: ResultRow, drawAt: Date): Promise<DrawResult> {
  const pools = await poolsOf(orm, row.product as ResultProduct, [row.drawCode]);
  return toDrawResult(row, pools.get(row.drawCode) ?? null, drawAt);
}

/** Stored rows to wire results, with their pools and their periods' draw times. */
export async function toResults(orm: Orm, rows: readonly ResultRow[]): Promise<DrawResult[]> {
  const byProduct = new Map<ResultProduct, ResultRow[]>();
  for (const row of rows) {
    const product = row.product as ResultProduct;
    byProduct.set(product, [...(byProduct.get(product) ?? []), row]);
  }
  const pools = new Map<string, Awaited<ReturnType<typeof poolsOf>>>();
  const times = new Map<string, Date>();
  for (const [product, list] of byProduct) {
    const codes = list.map((row) => row.drawCode);
    pools.set(product, await poolsOf(orm, product, codes));
    const periods = await periodTimes(orm, product, codes);
    for (const p of periods) times.set(`${product}:${p.drawCode}`, p.drawAt);
  }
  return rows.map((row) =>
    toDrawResult(
      row,
      pools.get(row.product as ResultProduct)?.get(row.drawCode) ?? null,
      times.get(`${row.product}:${row.drawCode}`),
    ),
  );
}

/**
 * A page of a product's results, newest first, optionally of one day and (paper lotteries)
 * only the days on which `province` drew, so the total counts the matching days.
 */
export async function resultPage(
  orm: Orm,
  products: readonly ResultProduct[],
  query: {
    page: number;
    pageSize: number;
    date?: string | undefined;
    province?: string | undefined;
    /** false: real results only; default: every result. */
    includeGenerated?: boolean | undefined;
  },
): Promise<ResultPage> {
  const { rows, total } = await resultRows(orm, products, {
    ...(query.includeGenerated === false ? { realOnly: true } : {}),
    ...(query.date !== undefined ? { day: parseDay(query.date) } : {}),
    ...(query.province !== undefined ? { province: query.province } : {}),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: await toResults(orm, rows),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** One result by product and draw code; an unknown period answers code 14. */
export async function resultOfPeriod(
  orm: Orm,
  product: ResultProduct,
  drawCode: string,
): Promise<DrawResult> {
  const row = await findResultRow(orm, product, drawCode);
  if (!row)
    throw invalidRequest('Kỳ quay không tồn tại hoặc chưa có kết quả', 'drawCode', 'exists');
  const [result] = await toResults(orm, [row]);
  return result!;
}

/**
 * The stored results of the draws some tickets play (each product's draw calendar: Max 3D+
 * on Max 3D, loto on the northern draw), those that have one: none before the draw.
 */
export async function resultsOfTickets(
  orm: Orm,
  tickets: readonly { product: string; drawCode: string }[],
): Promise<DrawResult[]> {
  const draws = new Map<string, { product: ResultProduct; drawCode: string }>();
  for (const ticket of tickets) {
    const calendar = getProduct(ticket.product as ProductId)?.calendar;
    if (calendar === undefined || !(RESULT_PRODUCTS as readonly string[]).includes(calendar))
      continue;
    const product = calendar as ResultProduct;
    draws.set(`${product}:${ticket.drawCode}`, { product, drawCode: ticket.drawCode });
  }
  return toResults(orm, await resultRowsOfDraws(orm, [...draws.values()]));
}

/** Every product's results of one day (default: today in Vietnam). */
export async function resultsOfDay(
  orm: Orm,
  now: Date,
  date?: string,
): Promise<{ day: string; results: DrawResult[] }> {
  const day = date === undefined ? vnDayOf(now) : parseDay(date);
  const rows = await resultRowsOfDay(orm, day);
  const order = new Map(RESULT_PRODUCTS.map((p, i) => [p as string, i]));
  rows.sort((a, b) => (order.get(a.product) ?? 99) - (order.get(b.product) ?? 99));
  return { day, results: await toResults(orm, rows) };
}

/** The latest `limit` results of a product, newest first. */
export async function latestResults(
  orm: Orm,
  product: ResultProduct,
  limit: number,
): Promise<DrawResult[]> {
  const rows = await latestResultRows(orm, product, limit);
  return toResults(orm, rows);
}
