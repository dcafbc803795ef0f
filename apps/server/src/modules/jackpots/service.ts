import { PRIZE_TABLES } from '@veso/domain';
import type { Jackpot, ResultProduct } from '@veso/contract';
import type { Orm } from '../../db/database';
import { insertPool, latestPoolBefore, selectPools, type PoolRow } from './repo';

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

/**
 * Records the pots of a drawn draw once (a second call for the same draw changes nothing):
 * the starting pots plus the draw's fund shares.
 */
export async function recordPool(
  orm: Orm,
  product: JackpotProduct,
  drawCode: string,
  pool: { fund: number; won: boolean; won2: boolean },
  now: Date,
): Promise<void> {
  const rules = jackpotRules(product);
  const start = startingPools(product, await latestPoolBefore(orm, product, drawCode));
  const share = (percent: number) => Math.floor((pool.fund * percent) / 100);
  let jackpot = start.jackpot + share(rules.first.fundPercent);
  // Power's 300 tỷ rule: with Jackpot 2 won and Jackpot 1 not, the part of Jackpot 1 above
  // the ceiling goes to the Jackpot 2 winners and Jackpot 1 stays at the ceiling.
  if (product === 'power655' && pool.won2 && !pool.won) {
    jackpot = Math.min(jackpot, PRIZE_TABLES.power655.jackpot1Ceiling);
  }
  await insertPool(orm, {
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
  });
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
