import type { RefusalRule } from '@veso/contract';
import { type CutoffPolicy } from '@veso/contract';
import type { Orm } from '../../db/database';
import { invalidRequest } from '../../http/errors';
import { OrderMessages } from './messages';
import { periodsByCode, periodsOnSale } from '../draws';
import type { DrawPeriod } from './repo';

export type { DrawPeriod };

/** How many open periods are looked at when an item needs the next ones. */
const LOOKAHEAD = 60;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
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
  const rows = await periodsOnSale(orm, product, now, options.limit ?? LOOKAHEAD, options.after);
  return rows.map(strip);
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
    if (open.length < input.periods) refuse(OrderMessages.noPeriod, 'drawCodes', 'exists');
    return open.slice(0, input.periods);
  }
  const codes = [...new Set(input.drawCodes)];
  if (codes.length !== input.periods) refuse(OrderMessages.periodsMismatch, 'periods', 'mismatch');
  // The usual case (every chosen draw still on sale) needs no second read.
  const wanted = new Set(codes);
  const stillOpen = open.filter((p) => wanted.has(p.drawCode));
  if (stillOpen.length === codes.length) return stillOpen;
  const known = (await periodsByCode(orm, input.product, codes)).map(strip);
  if (known.length !== codes.length) refuse(OrderMessages.unknownPeriod, 'drawCodes', 'exists');
  const openCodes = new Set(open.map((p) => p.drawCode));
  const kept = known.filter((p) => openCodes.has(p.drawCode));
  if (kept.length === codes.length) return sortByDraw(kept);
  if (input.policy === 'refuse') refuse(OrderMessages.salesClosed, 'drawCodes', 'state');
  const chosen = new Set(kept.map((p) => p.drawCode));
  const replacements = open.filter((p) => !chosen.has(p.drawCode));
  const needed = codes.length - kept.length;
  if (replacements.length < needed) refuse(OrderMessages.noPeriod, 'drawCodes', 'exists');
  return sortByDraw([...kept, ...replacements.slice(0, needed)]);
}

function strip(p: DrawPeriod): DrawPeriod {
  return { drawCode: p.drawCode, drawAt: p.drawAt, salesCloseAt: p.salesCloseAt };
}

function sortByDraw(periods: DrawPeriod[]): DrawPeriod[] {
  return periods.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime());
}
