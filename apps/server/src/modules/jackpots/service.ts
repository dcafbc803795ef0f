import { PRIZE_TABLES } from '@veso/domain';
import type { Jackpot, ResultProduct } from '@veso/contract';
import type { Orm } from '../../db/database';
import { insertPool, insertPools, latestPoolBefore, selectPools, type PoolRow } from './repo';

/**
 * Jackpot pools (reference §1.2–§1.4): Mega 6/45 (minimum 12 tỷ), Power 6/55 (Jackpot 1
 * minimum 30 tỷ, Jackpot 2 minimum 3 tỷ, the fund split 90/10) and Lotto 5/35 (minimum
 * 6 tỷ). A draw's pot is the previous draw's pot (or the minimum after it was won, or for
 * the first draw) plus the draw's share of the jackpot fund; the next period shows the
 * pot it starts from.
 */
export const JACKPOT_PRODUCTS = ['mega645', 'power655', 'lotto535'] as const;
export type JackpotProduct = (typeof JACKPOT_PRODUCTS)[number];

export function isJackpotProduct(product: string): product is JackpotProduct {
  return (JACKPOT_PRODUCTS as readonly string[]).includes(product);
}

/** The minimum and fund share of each pot of a product. */
export function jackpotRules(product: JackpotProduct): {
  first: { minimum: number; fundPercent: number };
  second: { minimum: number; fundPercent: number } | null;
} {
  if (product === 'power655') {
    const { jackpot1, jackpot2 } = PRIZE_TABLES.power655.jackpots;
    return { first: jackpot1!, second: jackpot2! };
  }
  const table = product === 'mega645' ? PRIZE_TABLES.mega645 : PRIZE_TABLES.lotto535;
  return { first: table.jackpots.jackpot!, second: null };
}

/** The pots a draw starts from, given the previous draw's pool row (if any). */
export function startingPools(product: JackpotProduct, previous: PoolRow | undefined): Jackpot {
  const rules = jackpotRules(product);
  const first = previous && !previous.won ? previous.jackpot : rules.first.minimum;
  const second = rules.second
    ? previous && !previous.won2 && previous.jackpot2 !== null
      ? previous.jackpot2
      : rules.second.minimum
    : null;
  return { jackpot: first, jackpot2: second };
}

/** The pots on offer for the next draw (after the latest drawn one). */
export async function nextJackpot(orm: Orm, product: JackpotProduct): Promise<Jackpot> {
  return startingPools(product, await latestPoolBefore(orm, product));
}

/** A draw's pool outcome from the result provider: the draw's fund and which pots were won. */
export type DrawPool = { fund: number; won: boolean; won2: boolean };

/**
 * The pool row of a drawn draw (pure): the pots it started from (`previous` is the draw
 * before it) plus the draw's fund shares, and whether they were won.
 */
export function poolRowAfter(
  product: JackpotProduct,
  previous: PoolRow | undefined,
  drawCode: string,
  pool: DrawPool,
  now: Date,
): PoolRow {
  const rules = jackpotRules(product);
  const start = startingPools(product, previous);
  const share = (percent: number) => Math.floor((pool.fund * percent) / 100);
  let jackpot = start.jackpot + share(rules.first.fundPercent);
  // Power's 300 tỷ rule: with Jackpot 2 won and Jackpot 1 not, the part of Jackpot 1 above
  // the ceiling goes to the Jackpot 2 winners and Jackpot 1 stays at the ceiling.
  if (product === 'power655' && pool.won2 && !pool.won) {
    jackpot = Math.min(jackpot, PRIZE_TABLES.power655.jackpot1Ceiling);
  }
  return {
    product,
    drawCode,
    jackpot,
    jackpot2:
      rules.second && start.jackpot2 !== null
        ? start.jackpot2 + share(rules.second.fundPercent)
        : null,
    won: pool.won,
    won2: rules.second ? pool.won2 : false,
    createdAt: now,
  };
}

/**
 * Records the pots of a drawn draw once (a second call for the same draw changes nothing):
 * the starting pots plus the draw's fund shares.
 */
export async function recordPool(
  orm: Orm,
  product: JackpotProduct,
  drawCode: string,
  pool: DrawPool,
  now: Date,
): Promise<void> {
  const previous = await latestPoolBefore(orm, product, drawCode);
  await insertPool(orm, poolRowAfter(product, previous, drawCode, pool, now));
}

/**
 * Records the pots of consecutive drawn draws of a product (oldest first) in one insert,
 * each starting from the one before it (a draw already recorded is left as it is).
 */
export async function recordPools(
  orm: Orm,
  product: JackpotProduct,
  draws: readonly { drawCode: string; pool: DrawPool }[],
  now: Date,
): Promise<void> {
  const first = draws[0];
  if (!first) return;
  let previous = await latestPoolBefore(orm, product, first.drawCode);
  const rows: PoolRow[] = [];
  for (const draw of draws) {
    previous = poolRowAfter(product, previous, draw.drawCode, draw.pool, now);
    rows.push(previous);
  }
  await insertPools(orm, rows);
}

/** Stored pots of some draws of a product, by draw code. */
export async function poolsOf(
  orm: Orm,
  product: ResultProduct,
  drawCodes: readonly string[],
): Promise<Map<string, Jackpot>> {
  if (!isJackpotProduct(product) || drawCodes.length === 0) return new Map();
  const rows = await selectPools(orm, product, drawCodes);
  return new Map(
    rows.map((row) => [row.drawCode, { jackpot: row.jackpot, jackpot2: row.jackpot2 }]),
  );
}
