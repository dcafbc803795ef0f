import { createHmac, randomInt } from 'node:crypto';
import { PRIZE_TABLES } from '@veso/domain';
import type { ResultProduct } from '@veso/contract';
import { NORTH_SERIES_ISSUED, seriesOfDay } from './paper-stock';

/** What the provider is asked for: one draw of a product. */
export type DrawRequest = {
  product: ResultProduct;
  drawCode: string;
  /** Vietnam day of the draw, `YYYY-MM-DD`. */
  day: string;
  /** Provinces drawing (XSMT / XSMN), else empty. */
  provinces: readonly string[];
};

/**
 * What a draw produced. `numbers` is the stored shape of the product (the same as the
 * import writes): `{numbers}` Mega/Keno/6x36, `{numbers, bonus}` Power, `{numbers,
 * special}` Lotto 5/35, `{groups}` Max 3D family, `{groups, specialSeries}` XSMB,
 * `{provinces: [{province, groups}]}` XSMT/XSMN. `pool`: the national jackpot fund of the
 * draw (đồng) and which jackpots were won, for Mega, Power and Lotto 5/35.
 */
export type ProvidedResult = {
  numbers: unknown;
  pool?: { fund: number; won: boolean; won2: boolean };
};

/** Where results come from at draw time (the sandbox draws them; live would fetch them). */
export type ResultProvider = {
  readonly name: string;
  /** True when its results are made up (the sandbox), not a real draw's: stored `generated`. */
  readonly generated: boolean;
  draw(request: DrawRequest): Promise<ProvidedResult>;
};

/** A uniform integer in `[0, max)`. */
export type RandomInt = (max: number) => number;

/** The CSPRNG of node:crypto. */
export const cryptoRandomInt: RandomInt = (max) => randomInt(max);

/**
 * A reproducible generator for tests (HMAC-SHA256 of a counter, rejection sampling):
 * the same seed gives the same sequence; uniform like the CSPRNG.
 */
export function seededRandomInt(seed: string): RandomInt {
  let counter = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  const next32 = (): number => {
    if (offset + 4 > buffer.length) {
      buffer = createHmac('sha256', seed).update(String(counter++)).digest();
      offset = 0;
    }
    const value = buffer.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (max) => {
    if (!Number.isInteger(max) || max < 1 || max > 2 ** 32) throw new RangeError(`bad max ${max}`);
    const limit = 2 ** 32 - (2 ** 32 % max);
    for (;;) {
      const value = next32();
      if (value < limit) return value % max;
    }
  };
}

/** `count` distinct numbers of `min..max`, in draw order (a shuffled drum). */
export function drawDistinct(random: RandomInt, count: number, min: number, max: number): number[] {
  const drum = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = random(drum.length);
    drawn.push(drum[at] as number);
    drum.splice(at, 1);
  }
  return drawn;
}

function digits(random: RandomInt, width: number): string {
  return String(random(10 ** width)).padStart(width, '0');
}

function paperGroups(
  random: RandomInt,
  table: readonly { count: number; digits: number }[],
): string[][] {
  return table.map((group) =>
    Array.from({ length: group.count }, () => digits(random, group.digits)),
  );
}

// Simulated national sales feeding the jackpots, per draw (đồng, 100% of the jackpot fund)
// and the chance a jackpot is hit somewhere in the country (sandbox only).
const SANDBOX_POOLS: Partial<
  Record<ResultProduct, { fundMin: number; fundMax: number; win: number; win2: number }>
> = {
  mega645: { fundMin: 800_000_000, fundMax: 2_500_000_000, win: 30, win2: 0 },
  power655: { fundMin: 1_500_000_000, fundMax: 4_000_000_000, win: 40, win2: 12 },
  lotto535: { fundMin: 200_000_000, fundMax: 600_000_000, win: 25, win2: 0 },
};

/**
 * Draws every product with a uniform random source (node:crypto by default), in each
 * product's result shape (reference §6): distinct balls without replacement, independent
 * digit numbers for the Max 3D family and the paper lotteries.
 */
export function sandboxResultProvider(random: RandomInt = cryptoRandomInt): ResultProvider {
  const numbersOf = (request: DrawRequest): unknown => {
    switch (request.product) {
      case 'mega645':
        return { numbers: drawDistinct(random, 6, 1, 45) };
      case 'power655': {
        const seven = drawDistinct(random, 7, 1, 55);
        return { numbers: seven.slice(0, 6), bonus: seven[6] };
      }
      case 'lotto535':
        return { numbers: drawDistinct(random, 5, 1, 35), special: 1 + random(12) };
      case 'keno':
        return { numbers: drawDistinct(random, 20, 1, 80) };
      // No real 6x36 history exists: a sandbox 6x36 draw is stored marked as generated.
      case 'dientoan636':
        return { numbers: drawDistinct(random, 6, 1, 36), generated: true };
      case 'max3d':
      case 'max3dpro':
        return {
          groups: [2, 4, 6, 8].map((n) => Array.from({ length: n }, () => digits(random, 3))),
        };
      case 'xsmb': {
        // The special prize's six series codes are drawn among the day's issued series, as
        // the real draw does: the sandbox agent's stock carries most of them, so a stock
        // ticket can win Đặc biệt (and one of an undrawn series cannot).
        const issued = seriesOfDay(request.day, NORTH_SERIES_ISSUED);
        const series = drawDistinct(random, 6, 0, issued.length - 1).map((i) => issued[i] ?? '');
        return { groups: paperGroups(random, PRIZE_TABLES.xsmb.groups), specialSeries: series };
      }
      case 'xsmt':
      case 'xsmn':
        return {
          provinces: request.provinces.map((province) => ({
            province,
            groups: paperGroups(random, PRIZE_TABLES.regional.groups),
          })),
        };
    }
  };
  return {
    name: 'sandbox',
    generated: true,
    draw: async (request) => {
      const numbers = numbersOf(request);
      const pool = SANDBOX_POOLS[request.product];
      if (!pool) return { numbers };
      return {
        numbers,
        pool: {
          fund: Math.floor((pool.fundMin + random(pool.fundMax - pool.fundMin)) / 1000) * 1000,
          won: random(pool.win) === 0,
          won2: pool.win2 > 0 && random(pool.win2) === 0,
        },
      };
    },
  };
}
