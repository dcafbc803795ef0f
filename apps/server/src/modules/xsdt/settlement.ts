import { XSDT_PRODUCTS, type XsdtProduct } from '@veso/contract';
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
import type { AppDeps } from '../../deps';
import type { GameRules } from '../settlement/games';
import { settleDraw, type SettlementRun } from '../settlement/service';
import { xsdtDrawsToSettle } from './repo';

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
 * was bought at: 10,000đ, or 1,000đ in the wallet-embedded shell).
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

/**
 * The settlement of the computer lottery, for the settlement job: every draw of these
 * products with a result (the 6x36 draw, or the northern draw for the loto games) and
 * printed tickets not settled yet is settled once by the shared `settleDraw` (one
 * transaction: claim, prizes, tax per ticket, prize balance credit, notification; a second
 * process finds the claim and does nothing).
 */
export async function settleXsdtDraws(deps: AppDeps): Promise<SettlementRun> {
  const run: SettlementRun = { draws: 0, tickets: 0 };
  for (const draw of await xsdtDrawsToSettle(deps.db.orm, XSDT_PRODUCTS)) {
    const settled = await settleDraw(
      deps,
      draw.product,
      draw.drawCode,
      XSDT_GAME_RULES[draw.product as XsdtProduct],
    );
    if (settled > 0) {
      run.draws += 1;
      run.tickets += settled;
    }
  }
  return run;
}
