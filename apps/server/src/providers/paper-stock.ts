import { createHash } from 'node:crypto';
import { provincesOn, type RegionalCalendarId } from '@veso/domain';

/** One physical paper ticket the agent delivers. */
export type StockTicketInput = {
  product: RegionalCalendarId;
  province: string;
  /** Draw day `YYYY-MM-DD` (the draw code). */
  drawDate: string;
  /** 5 digits (north) or 6 digits (south, centre). */
  number: string;
  /** The north's series code ('15AN'); '' elsewhere. */
  series: string;
  /** Tells identical tickets apart (1, 2, …). */
  copy: number;
};

/** The ticket width of a region (reference §3). */
export function numberWidth(product: RegionalCalendarId): number {
  return product === 'xsmb' ? 5 : 6;
}

/**
 * The reseller's paper-ticket agent: the stock it delivers for one draw day of a region,
 * every province drawing that day (the weekly table). A province not drawing that day has
 * no stock.
 */
export type PaperStockProvider = {
  name: string;
  deliver(product: RegionalCalendarId, day: string): StockTicketInput[];
};

/** A small seeded generator (mulberry32): the same stock for the same day and province. */
function random(seedText: string): () => number {
  let seed = createHash('sha256').update(seedText).digest().readUInt32BE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LETTERS = 'ABCDEFGHKLMNPQRSTUVXYZ';

/** Series codes the north issues a day (the sandbox draw picks the special prize's among them). */
export const NORTH_SERIES_ISSUED = 8;
/** Of which the sandbox agent holds stock in (a northern whole set has one ticket of each). */
export const NORTH_SERIES_IN_STOCK = 6;

/**
 * The north's series codes of a day: `count` codes like '3AN', one letter pair a day. The
 * codes of a smaller `count` are among those of a larger one (the same day's sequence).
 */
export function seriesOfDay(day: string, count: number): string[] {
  const next = random(`series:${day}`);
  const pair = () => LETTERS[Math.floor(next() * LETTERS.length)] ?? 'A';
  const letters = `${pair()}${pair()}`;
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(1 + Math.floor(next() * 20));
  return [...numbers].sort((a, b) => a - b).map((n) => `${n}${letters}`);
}

/**
 * The sandbox agent: `perProvince` tickets (default 2,000) for each province drawing that
 * day, deterministic per region, province and day (reloading gives the same tickets).
 * Numbers are spread over the whole range; about a third of the numbers come as a whole
 * set of 2 to 6 tickets (the north: the same 5 digits in several series; elsewhere
 * identical copies), the rest as single tickets.
 */
export function sandboxPaperStockProvider(
  options: { perProvince?: number } = {},
): PaperStockProvider {
  const perProvince = options.perProvince ?? 2_000;
  return {
    name: 'sandbox',
    deliver(product, day) {
      const width = numberWidth(product);
      const range = 10 ** width;
      const series = product === 'xsmb' ? seriesOfDay(day, NORTH_SERIES_IN_STOCK) : [''];
      const tickets: StockTicketInput[] = [];
      for (const province of provincesOn(product, day)) {
        const next = random(`${product}:${province}:${day}`);
        const seen = new Set<string>();
        let left = perProvince;
        while (left > 0) {
          const number = String(Math.floor(next() * range)).padStart(width, '0');
          if (seen.has(number)) continue;
          seen.add(number);
          const size = Math.min(left, next() < 0.3 ? 2 + Math.floor(next() * 5) : 1);
          const start = Math.floor(next() * series.length);
          for (let i = 0; i < size; i++) {
            // A northern set: one ticket per series (at most 6 series a day, so 6 a set).
            const north = product === 'xsmb';
            tickets.push({
              product,
              province,
              drawDate: day,
              number,
              series: north ? (series[(start + i) % series.length] ?? '') : '',
              copy: north ? 1 : i + 1,
            });
          }
          left -= size;
        }
      }
      return tickets;
    },
  };
}
