import { RESULT_PRODUCTS, type ResultProduct } from '@veso/contract';
import { drawsOn, nextDraws, provincesOn, vnDayOf, vnInstant, type Draw } from '@veso/domain';
import type { Orm } from '../../db/database';
import type { ResultProvider } from '../../providers/result-provider';
import { isJackpotProduct, recordPools, type DrawPool } from '../jackpots';
import { drawCodeOf } from './codes';
import {
  PeriodStatus,
  insertMissingPeriods,
  insertResultRows,
  latestResult,
  lockProductDraws,
  markCodesDrawn,
} from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far back the catch-up draws, in days: Keno (about 120 draws a day, no real history)
 * only its last day; the other products from their last stored result, at most a year back.
 */
export const CATCH_UP_MAX_DAYS: Record<ResultProduct, number> = {
  mega645: 366,
  power655: 366,
  lotto535: 366,
  keno: 1,
  max3d: 366,
  max3dpro: 366,
  dientoan636: 366,
  xsmb: 366,
  xsmt: 366,
  xsmn: 366,
};

/** A product without any stored result (6x36 has no real history) gets this many days. */
export const CATCH_UP_EMPTY_DAYS = 30;

/** Draws per transaction: a killed start keeps every batch it committed and resumes after it. */
export const CATCH_UP_BATCH = 200;

export type CatchUpSummary = Partial<Record<ResultProduct, number>>;

/** The instant of a stored draw (its calendar draw with that code, else the end of its day). */
function drawnAt(product: ResultProduct, latest: { drawCode: string; drawDate: string }): number {
  const draw = drawsOn(product, latest.drawDate).find(
    (d) => drawCodeOf(product, d) === latest.drawCode,
  );
  return (draw?.at ?? vnInstant(latest.drawDate, 24 * 60)).getTime();
}

function provincesOf(product: ResultProduct, day: string): readonly string[] {
  return product === 'xsmt' || product === 'xsmn' || product === 'xsmb'
    ? provincesOn(product, day)
    : [];
}

/**
 * One batch of a product's catch-up, in one transaction under the product's draw lock (the
 * draw job's): the calendar draws after the latest stored result (at most `maxDays` back)
 * whose time has come are created as drawn periods with a result from `provider`, and
 * their jackpot pools chained. Answers how many results it wrote (0: caught up).
 */
async function catchUpBatch(
  orm: Orm,
  provider: ResultProvider,
  product: ResultProduct,
  now: Date,
): Promise<number> {
  return orm.transaction(async (tx) => {
    await lockProductDraws(tx, product);
    const latest = await latestResult(tx, product);
    const floor =
      now.getTime() -
      (latest
        ? CATCH_UP_MAX_DAYS[product]
        : Math.min(CATCH_UP_EMPTY_DAYS, CATCH_UP_MAX_DAYS[product])) *
        DAY_MS;
    const after = Math.max(latest ? drawnAt(product, latest) : floor, floor);
    const draws: Draw[] = nextDraws(product, after, CATCH_UP_BATCH).filter(
      (draw) => draw.at.getTime() <= now.getTime(),
    );
    if (draws.length === 0) return 0;
    const codes = draws.map((draw) => drawCodeOf(product, draw));
    await insertMissingPeriods(
      tx,
      draws.map((draw, i) => ({
        product,
        drawCode: codes[i]!,
        drawAt: draw.at,
        salesCloseAt: draw.salesCloseAt,
        status: PeriodStatus.drawn,
        createdAt: now,
      })),
    );
    const results = [];
    const pools: { drawCode: string; pool: DrawPool }[] = [];
    for (const [i, draw] of draws.entries()) {
      const drawCode = codes[i]!;
      const day = vnDayOf(draw.at);
      const provided = await provider.draw({
        product,
        drawCode,
        day,
        provinces: provincesOf(product, day),
      });
      results.push({
        product,
        drawCode,
        drawDate: day,
        numbers: provided.numbers,
        source: provider.name,
        generated: provider.generated,
        createdAt: now,
      });
      if (provided.pool) pools.push({ drawCode, pool: provided.pool });
    }
    const written = await insertResultRows(tx, results);
    if (isJackpotProduct(product)) {
      await recordPools(
        tx,
        product,
        pools.filter((p) => written.has(p.drawCode)),
        now,
      );
    }
    // Periods created before (open or closed, e.g. a shop stopped for a while) are drawn now.
    await markCodesDrawn(tx, product, codes);
    // Nothing new written (codes that collide): stop rather than loop.
    return written.size;
  });
}

/**
 * The sandbox's start: every draw that fell due between a product's latest stored result
 * and `now` is created and drawn by `provider`, oldest first, so results, draw numbers and
 * jackpot pools run on to today (Keno: only its last day, see {@link CATCH_UP_MAX_DAYS}).
 * Batched (one transaction per {@link CATCH_UP_BATCH} draws) and serialised per product by
 * the draw job's lock: a second process waits and finds nothing left, a killed one resumes
 * from its last committed batch. Answers how many draws it made per product.
 */
export async function catchUpDraws(
  orm: Orm,
  provider: ResultProvider,
  now: Date,
): Promise<CatchUpSummary> {
  const summary: CatchUpSummary = {};
  for (const product of RESULT_PRODUCTS) {
    let made = 0;
    for (;;) {
      const batch = await catchUpBatch(orm, provider, product, now);
      if (batch === 0) break;
      made += batch;
    }
    if (made > 0) summary[product] = made;
  }
  return summary;
}
