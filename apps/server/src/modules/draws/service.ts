import {
  Category,
  drawsOn,
  formatDateTime,
  nextDraws,
  nextSalesHoursChange,
  provincesOn,
  storedResultProblem,
  vnDayOf,
  type Draw,
} from '@veso/domain';
import {
  Code,
  RESULT_PRODUCTS,
  type DrawConfigEntry,
  type DrawPeriod,
  type KenoPeriod,
  type ResultProduct,
} from '@veso/contract';
import type { Orm } from '../../db/database';
import { invalidRequest, ApiError } from '../../http/errors';
import { cryptoRandomInt, type ResultProvider } from '../../providers/result-provider';
import { isJackpotProduct, nextJackpot, recordPool } from '../jackpots';
import { drawCodeOf } from './codes';
import { publishResult } from './events';
import {
  PeriodStatus,
  closeSalesDue,
  currentPeriod,
  duePeriods,
  findResult,
  hasResult,
  insertMissingPeriods,
  insertResult,
  lockProductDraws,
  markDrawn,
  periodStatus,
  periodsOnSale,
  type PeriodRow,
  type StoredResult,
} from './repo';

/** How many upcoming periods the job keeps per product (Keno: the rest of today and tomorrow). */
export const PERIODS_AHEAD: Record<ResultProduct, number> = {
  mega645: 6,
  power655: 6,
  lotto535: 8,
  keno: 240,
  max3d: 6,
  max3dpro: 6,
  dientoan636: 6,
  xsmb: 7,
  xsmt: 7,
  xsmn: 7,
};

/** Draws whose time passed less than this long ago are still created (a restart at draw time). */
const LOOKBACK_MS = 60 * 60 * 1000;

const PRODUCT_CATEGORY: Partial<Record<ResultProduct, number>> = {
  dientoan636: Category.x636,
  xsmb: Category.northernLottery,
  xsmn: Category.southLottery,
  xsmt: Category.centralLottery,
};

/** The calendar draws of the product that the job keeps as periods at `now`. */
export function upcomingDraws(product: ResultProduct, now: Date): Draw[] {
  return nextDraws(product, now.getTime() - LOOKBACK_MS, PERIODS_AHEAD[product]);
}

/**
 * Creates the missing periods of every product (idempotent: the unique key on product and
 * draw code makes a second run, or a parallel one in another process, insert nothing).
 * @returns how many periods this call created
 */
export async function ensurePeriods(orm: Orm, now: Date): Promise<number> {
  let created = 0;
  for (const product of RESULT_PRODUCTS) {
    const draws = upcomingDraws(product, now);
    if (draws.length === 0) continue;
    created += await insertMissingPeriods(
      orm,
      draws.map((draw) => ({
        product,
        drawCode: drawCodeOf(product, draw),
        drawAt: draw.at,
        salesCloseAt: draw.salesCloseAt,
        status:
          draw.salesCloseAt.getTime() <= now.getTime() ? PeriodStatus.closed : PeriodStatus.open,
        createdAt: now,
      })),
    );
  }
  return created;
}

/** Closes the sales of every open period whose cut-off has come. */
export async function closeDueSales(orm: Orm, now: Date): Promise<number> {
  return closeSalesDue(orm, now);
}

function provincesOf(product: ResultProduct, day: string): readonly string[] {
  return product === 'xsmt' || product === 'xsmn' || product === 'xsmb'
    ? provincesOn(product, day)
    : [];
}

function vnDay(instant: Date): string {
  return vnDayOf(instant);
}

/**
 * Draws one period: asks the provider unless a result is stored already (the imported
 * history, or another process), checks it against the game's rules (a result breaking
 * them throws, nothing written), writes it once, records the jackpot pools, marks the
 * period drawn. Serialised per product by an advisory lock so pools chain in order.
 */
export async function drawPeriod(
  orm: Orm,
  provider: ResultProvider,
  period: PeriodRow,
  now: Date,
): Promise<void> {
  const product = period.product as ResultProduct;
  await orm.transaction(async (tx) => {
    await lockProductDraws(tx, product);
    const status = await periodStatus(tx, period.id);
    if (!status || status === PeriodStatus.drawn) return;
    if (!(await hasResult(tx, product, period.drawCode))) {
      const day = vnDay(period.drawAt);
      const provided = await provider.draw({
        product,
        drawCode: period.drawCode,
        day,
        provinces: provincesOf(product, day),
      });
      // A result the game cannot draw is never stored: nothing could settle on it.
      const problem = storedResultProblem(product, provided.numbers);
      if (problem !== null) throw new Error(`${provider.name} result refused: ${problem}`);
      const written = await insertResult(tx, {
        product,
        drawCode: period.drawCode,
        drawDate: day,
        numbers: provided.numbers,
        source: provider.name,
        generated: provider.generated,
        createdAt: now,
      });
      if (written && provided.pool && isJackpotProduct(product)) {
        await recordPool(tx, product, period.drawCode, provided.pool, now);
      }
      // Live viewers (Keno) hear of it on commit, in every server process.
      if (written) await publishResult(tx, { product, drawCode: period.drawCode });
    }
    await markDrawn(tx, period.id);
  });
}

/** Draws every period whose draw time has come, oldest first. */
export async function drawDuePeriods(
  orm: Orm,
  provider: ResultProvider,
  now: Date,
): Promise<number> {
  const due = await duePeriods(orm, now);
  for (const period of due) await drawPeriod(orm, provider, period, now);
  return due.length;
}

/**
 * One pass of the draw job: create periods ahead, close sales, draw what is due (without
 * a provider, live mode for now, periods wait for imported results).
 */
export async function runDrawJob(
  orm: Orm,
  provider: ResultProvider | undefined,
  now: Date,
): Promise<{ created: number; closed: number; drawn: number }> {
  const created = await ensurePeriods(orm, now);
  const closed = await closeDueSales(orm, now);
  const drawn = provider ? await drawDuePeriods(orm, provider, now) : 0;
  return { created, closed, drawn };
}

/** What a sandbox draw is told to produce: balls (and bonus / special) or Max 3D groups. */
export type FixedDraw = {
  numbers?: readonly number[] | undefined;
  bonus?: number | undefined;
  special?: number | undefined;
  groups?: readonly (readonly string[])[] | undefined;
};

type StoredNumbers = { numbers?: number[]; bonus?: number; special?: number; groups?: string[][] };

/**
 * Power's bonus ball when the main numbers were chosen and the bonus was not: the drawn one
 * unless it is among the chosen numbers, else one drawn from the balls left in the drum.
 */
function bonusBeside(
  product: ResultProduct,
  stored: StoredNumbers,
  numbers: readonly number[],
): number | undefined {
  const range = BALL_RANGES[product];
  if (stored.bonus === undefined || !range || !numbers.includes(stored.bonus)) return stored.bonus;
  const left = Array.from({ length: range.max }, (_, i) => i + 1).filter(
    (n) => !numbers.includes(n),
  );
  return left[cryptoRandomInt(left.length)];
}

/**
 * Sandbox `dev/draws/run` with chosen numbers: the draw is made as usual, then its main
 * numbers (and bonus / special when given) or its result groups (the Max 3D family, XSMB)
 * are replaced; Power's drawn bonus is drawn again from the other balls when it is among
 * the chosen numbers. The result must pass the game's rules (`storedResultProblem`:
 * counts, ranges, distinct balls, digit widths); anything else answers 14.
 */
export function fixedNumbersProvider(provider: ResultProvider, fixed: FixedDraw): ResultProvider {
  return {
    name: provider.name,
    generated: provider.generated,
    async draw(request) {
      const drawn = await provider.draw(request);
      const stored = drawn.numbers as StoredNumbers;
      const { numbers, bonus, special, groups } = fixed;
      const fits =
        (numbers === undefined
          ? bonus === undefined && special === undefined
          : stored.numbers !== undefined && BALL_RANGES[request.product] !== undefined) &&
        (groups === undefined || (stored.groups !== undefined && stored.numbers === undefined)) &&
        (bonus === undefined || stored.bonus !== undefined) &&
        (special === undefined || stored.special !== undefined);
      if ((numbers === undefined && groups === undefined) || !fits) {
        throw invalidRequest(undefined, 'numbers', 'value');
      }
      const chosen = {
        ...stored,
        ...(numbers === undefined
          ? {}
          : {
              numbers: [...numbers].sort((a, b) => a - b),
              bonus: bonus ?? bonusBeside(request.product, stored, numbers),
            }),
        ...(special === undefined ? {} : { special }),
        ...(groups === undefined ? {} : { groups: groups.map((group) => [...group]) }),
      };
      if (chosen.bonus === undefined) delete chosen.bonus;
      // The chosen result must be one the game can draw: what settles it is the same rule.
      if (storedResultProblem(request.product, chosen) !== null) {
        throw invalidRequest(undefined, 'numbers', 'value');
      }
      return { ...drawn, numbers: chosen };
    },
  };
}

/** The ball products a sandbox draw can be given numbers for, and their ranges. */
const BALL_RANGES: Partial<Record<ResultProduct, { max: number }>> = {
  mega645: { max: 45 },
  power655: { max: 55 },
  lotto535: { max: 35 },
  keno: { max: 80 },
  dientoan636: { max: 36 },
};

/**
 * Sandbox `dev/draws/run`: the product's current period (the earliest not drawn) is closed
 * and drawn now, whatever its time. Answers the stored result and its period's draw time.
 */
export async function drawCurrentNow(
  orm: Orm,
  provider: ResultProvider,
  product: ResultProduct,
  now: Date,
): Promise<{ row: StoredResult; drawAt: Date }> {
  await ensurePeriods(orm, now);
  const period = await currentPeriod(orm, product);
  if (!period) throw invalidRequest(undefined, 'product', 'state');
  await drawPeriod(orm, provider, period, now);
  const row = await findResult(orm, product, period.drawCode);
  if (!row) throw new ApiError(Code.SYSTEM_BUSY);
  return { row, drawAt: period.drawAt };
}

/**
 * Until when a list of periods on sale read at `now` stays true by the clock alone: the
 * first cut-off among them, or the product's sales hours opening or closing (null: only a
 * change of the draws makes it false).
 */
export function periodsValidUntil(
  product: ResultProduct,
  rows: readonly PeriodRow[],
  now: Date,
): Date | null {
  const instants = [
    ...rows.map((row) => row.salesCloseAt.getTime()),
    nextSalesHoursChange(product, now)?.getTime() ?? Number.POSITIVE_INFINITY,
  ];
  const first = Math.min(...instants);
  return Number.isFinite(first) ? new Date(first) : null;
}

/** Periods still on sale (cut-off after now), earliest first. */
export async function openPeriods(
  orm: Orm,
  product: ResultProduct,
  now: Date,
  limit: number,
): Promise<PeriodRow[]> {
  return periodsOnSale(orm, product, now, limit);
}

function indexInDayOf(product: ResultProduct, drawAt: Date): number {
  const draw = drawsOn(product, vnDay(drawAt)).find((d) => d.at.getTime() === drawAt.getTime());
  return draw?.indexInDay ?? 1;
}

/** The wire shape of periods; the first open period of a jackpot game shows the next pots. */
export async function toDrawPeriods(
  orm: Orm,
  rows: readonly PeriodRow[],
  category?: number,
): Promise<DrawPeriod[]> {
  const jackpots = new Map<string, Awaited<ReturnType<typeof nextJackpot>>>();
  const out: DrawPeriod[] = [];
  for (const row of rows) {
    const product = row.product as ResultProduct;
    let jackpot = null;
    if (isJackpotProduct(product)) {
      if (!jackpots.has(product)) jackpots.set(product, await nextJackpot(orm, product));
      jackpot = jackpots.get(product) ?? null;
    }
    const openDate = formatDateTime(row.drawAt);
    out.push({
      id: row.id,
      product,
      category: category ?? PRODUCT_CATEGORY[product] ?? null,
      drawCode: row.drawCode,
      openDate,
      start_time: openDate,
      drawAt: row.drawAt.toISOString(),
      salesCloseAt: row.salesCloseAt.toISOString(),
      status: row.status as DrawPeriod['status'],
      indexInDay: indexInDayOf(product, row.drawAt),
      provinces: [...provincesOf(product, vnDay(row.drawAt))],
      jackpot,
    });
  }
  return out;
}

/** The draw config entries of periods (spec §3). */
export function drawConfigs(periods: readonly DrawPeriod[]): DrawConfigEntry[] {
  return periods.map((p) => ({ category: p.category, drawCode: p.drawCode, openDate: p.openDate }));
}

/** A Keno period entry. */
export function toKenoPeriod(row: PeriodRow): KenoPeriod {
  return {
    id: row.id,
    drawCode: row.drawCode,
    time: formatDateTime(row.drawAt),
    drawAt: row.drawAt.toISOString(),
    salesCloseAt: row.salesCloseAt.toISOString(),
    indexInDay: indexInDayOf('keno', row.drawAt),
  };
}
