import type { CutoffPolicy } from '@veso/contract';
import { PRODUCTS } from '@veso/domain';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/database';
import { drawPeriods } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { Code } from '@veso/contract';
import { OrderMessages } from './messages';

/** A draw an item is bought for. */
export type DrawPeriod = { drawCode: string; drawAt: Date; salesCloseAt: Date };

/** The status of a period on sale (the draws module closes, then draws it). */
export const PERIOD_OPEN = 'open';

/** How many open periods are looked at when an item needs the next ones. */
const LOOKAHEAD = 60;

// Products sold on another product's draw calendar (Max 3D+ on `max3d`).
const SHARED_CALENDARS = PRODUCTS.filter((p) => p.calendar !== p.id);

/** In SQL: the draw calendar of the product in `product` (a product id column). */
export function calendarSql(product: PgColumn): SQL {
  return SHARED_CALENDARS.length === 0
    ? sql`${product}`
    : sql`(case ${product} ${sql.join(
        SHARED_CALENDARS.map((p) => sql`when ${p.id} then ${p.calendar}`),
        sql` `,
      )} else ${product} end)`;
}

/**
 * In SQL: the calendar `calendar` has a period on sale at `now` (open, before its cut-off),
 * drawn after `after` when it is not null — the condition of {@link openPeriods}.
 */
export function hasOpenPeriod(calendar: SQL, now: Date, after?: PgColumn): SQL {
  const later = after ? sql` and (${after} is null or ${drawPeriods.drawAt} > ${after})` : sql``;
  return sql`exists (select 1 from ${drawPeriods} where ${drawPeriods.product} = ${calendar} and ${drawPeriods.status} = ${PERIOD_OPEN} and ${drawPeriods.salesCloseAt} > ${now}${later})`;
}

function refuse(message: string): never {
  throw new ApiError(Code.INVALID_REQUEST, message);
}

/**
 * The product's periods still on sale at `now` (open, before the cut-off), earliest first;
 * `after`: only draws later than it (a subscription's next draw), `limit`: at most so many.
 */
export async function openPeriods(
  orm: Orm,
  product: string,
  now: Date,
  options: { after?: Date | null; limit?: number } = {},
): Promise<DrawPeriod[]> {
  return orm
    .select({
      drawCode: drawPeriods.drawCode,
      drawAt: drawPeriods.drawAt,
      salesCloseAt: drawPeriods.salesCloseAt,
    })
    .from(drawPeriods)
    .where(
      and(
        eq(drawPeriods.product, product),
        gt(drawPeriods.salesCloseAt, now),
        eq(drawPeriods.status, PERIOD_OPEN),
        ...(options.after ? [gt(drawPeriods.drawAt, options.after)] : []),
      ),
    )
    .orderBy(asc(drawPeriods.drawAt))
    .limit(options.limit ?? LOOKAHEAD);
}

/**
 * The draws an item covers at `now`: the chosen codes (or the next `periods` open draws
 * when none are chosen). A chosen draw whose sales have closed is replaced by the next
 * open draw not already chosen when the customer chose `next`, and refused otherwise.
 */
export async function resolveDraws(
  orm: Orm,
  input: { product: string; drawCodes: readonly string[]; periods: number; policy: CutoffPolicy },
  now: Date,
): Promise<DrawPeriod[]> {
  const open = await openPeriods(orm, input.product, now);
  if (input.drawCodes.length === 0) {
    if (open.length < input.periods) refuse(OrderMessages.noPeriod);
    return open.slice(0, input.periods);
  }
  const codes = [...new Set(input.drawCodes)];
  if (codes.length !== input.periods) refuse(OrderMessages.periodsMismatch);
  // The usual case (every chosen draw still on sale) needs no second read.
  const wanted = new Set(codes);
  const stillOpen = open.filter((p) => wanted.has(p.drawCode));
  if (stillOpen.length === codes.length) return stillOpen;
  const known = await orm
    .select({
      drawCode: drawPeriods.drawCode,
      drawAt: drawPeriods.drawAt,
      salesCloseAt: drawPeriods.salesCloseAt,
      status: drawPeriods.status,
    })
    .from(drawPeriods)
    .where(and(eq(drawPeriods.product, input.product), inArray(drawPeriods.drawCode, codes)));
  if (known.length !== codes.length) refuse(OrderMessages.unknownPeriod);
  const openCodes = new Set(open.map((p) => p.drawCode));
  const kept = known.filter((p) => openCodes.has(p.drawCode));
  if (kept.length === codes.length) return sortByDraw(kept.map(strip));
  if (input.policy === 'refuse') refuse(OrderMessages.salesClosed);
  const chosen = new Set(kept.map((p) => p.drawCode));
  const replacements = open.filter((p) => !chosen.has(p.drawCode));
  const needed = codes.length - kept.length;
  if (replacements.length < needed) refuse(OrderMessages.noPeriod);
  return sortByDraw([...kept.map(strip), ...replacements.slice(0, needed)]);
}

function strip(p: DrawPeriod): DrawPeriod {
  return { drawCode: p.drawCode, drawAt: p.drawAt, salesCloseAt: p.salesCloseAt };
}

function sortByDraw(periods: DrawPeriod[]): DrawPeriod[] {
  return periods.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
}
