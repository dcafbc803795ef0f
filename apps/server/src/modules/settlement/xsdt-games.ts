import type { XsdtProduct } from '@veso/contract';
import {
  settleDientoan636,
  settleLoto2,
  settleLoto3,
  settleLoto5,
  settlePairedLoto,
  type Dientoan636Result,
  type Line,
  type PrizeWin,
  type XsmbResult,
} from '@veso/domain';
import type { GameRules } from './games';

/** Loto numbers are stored as numbers; the northern result as zero-padded strings. */
function digits(n: number | undefined, width: number): string {
  return String(n ?? -1).padStart(width, '0');
}

function fixedPrizes(
  settleLine: (result: unknown, line: Line, stake: number) => PrizeWin[],
): GameRules {
  return { settleLine, minimumPots: {}, sharePots: () => [] };
}

const sixOf36 = fixedPrizes((result, line, stake) =>
  settleDientoan636(result as Dientoan636Result, { numbers: line.numbers }, stake),
);

/** A loto line of one number of `width` digits. */
const lotoOf = (settle: typeof settleLoto2, width: number): GameRules =>
  fixedPrizes((result, line, stake) =>
    settle(result as XsmbResult, { number: digits(line.numbers[0], width) }, stake),
  );

/** Loto pairs (and every line of the loto bao: a combination of 2, 3 or 4 pairs). */
const pairs = fixedPrizes((result, line, stake) =>
  settlePairedLoto(result as XsmbResult, { numbers: line.numbers.map((n) => digits(n, 2)) }, stake),
);

/**
 * How every computer-lottery product settles a line (domain rules, fixed prizes only):
 * 6x36 and its bao on the 6x36 result, the loto games on the northern (XSMB) result — the
 * multiplier of each tier times the line's stake in đồng (`tickQuantity` × the unit it
 * was bought at: 10,000đ, or 1,000đ in the wallet-embedded shell). The settlement job
 * (`settlement/games.ts` lists them with the Vietlott games) settles each draw once: claim,
 * prizes, tax per ticket, prize balance credit and notification in one transaction.
 */
export const XSDT_GAME_RULES: Readonly<Record<XsdtProduct, GameRules>> = {
  dientoan636: sixOf36,
  bao636: sixOf36,
  loto2: lotoOf(settleLoto2, 2),
  loto3: lotoOf(settleLoto3, 3),
  loto5: lotoOf(settleLoto5, 5),
  baoloto2: pairs,
  loto2cap: pairs,
  loto3cap: pairs,
  loto4cap: pairs,
};
