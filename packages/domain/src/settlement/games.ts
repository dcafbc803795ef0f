import type { DiscontinuedProductId, ProductId } from '../catalog';
import type { Line } from '../pricing/lines';
import { PRIZE_TABLES } from '../prizes/tables';
import type { PrizeCap } from '../prizes/types';
import { settleKeno, settleKenoSideBet } from './keno';
import { settleLoto2, settleLoto3, settleLoto5, settlePairedLoto } from './loto';
import { settleDientoan636, settleLotto535, settleMega645, settlePower655 } from './match-games';
import { settleMax3d, settleMax3dPlus } from './max3d';
import { settleRegionalTicket, settleXsmbTicket } from './paper';
import { resolvePowerJackpots, sharePool } from './pools';
import type {
  Dientoan636Result,
  KenoResult,
  Lotto535Result,
  Max3dResult,
  Mega645Result,
  Power655Result,
  PrizeWin,
  XsmbResult,
} from './types';

/**
 * How each product settles: which prize table and which matching rule a
 * ticket of it is settled with, and how its jackpots are shared. Pure rules over the stored
 * result and number sets; the server's settlement job reads the draws and tickets, applies
 * them and writes prizes, tax and credits.
 */

/** The pots of one draw in đồng, by pool id ('jackpot', or 'jackpot1' and 'jackpot2'). */
export type Pots = Record<string, number>;

/** A pooled win waiting for its share, by its index among the draw's pooled wins. */
export type PooledWin = { readonly pool: string; readonly stake: number };

/**
 * A stored paper number set: the stock ticket it is (its number, the north's series, the
 * province whose draw it is of).
 */
export type PaperTicketSet = {
  readonly paper?: {
    readonly number: string;
    readonly series?: string | null;
    readonly province: string;
    readonly drawDate?: string;
  };
};

/** How one game settles a line and shares its jackpots (generic over the catalogue). */
export type GameRules = {
  /** Every win of one line (highest tier only for the match games). */
  settleLine(result: unknown, line: Line, stake: number): PrizeWin[];
  /** The starting pots when nothing else is known about the draw (the rule minimums). */
  readonly minimumPots: Pots;
  /** The share of every pooled win, in order. */
  sharePots(pots: Pots, wins: readonly PooledWin[]): number[];
  /** The per-draw cap of a capped tier (pool 'capped'), by tier id. */
  capOf?(tier: string): PrizeCap | undefined;
  /** Every win of a stored number set, settled as a whole (paper tickets: the stock ticket). */
  settleSet?(result: unknown, set: unknown): PrizeWin[];
};

/** A product that is settled: every one but the discontinued (Max 4D ended in 2021). */
export type SettledProductId = Exclude<ProductId, DiscontinuedProductId>;

const noPots = (): number[] => [];

/** Max 3D numbers and loto numbers are stored as numbers; the results as padded strings. */
function digits(n: number | undefined, width: number): string {
  return String(n ?? -1).padStart(width, '0');
}

const digits3 = (n: number | undefined) => digits(n, 3);

function byPool(wins: readonly PooledWin[], shares: Record<string, number[]>): number[] {
  const next: Record<string, number> = {};
  return wins.map((w) => {
    const i = next[w.pool] ?? 0;
    next[w.pool] = i + 1;
    return shares[w.pool]?.[i] ?? 0;
  });
}

function singlePot(pots: Pots, wins: readonly PooledWin[]): number[] {
  const stakes = wins.filter((w) => w.pool === 'jackpot').map((w) => w.stake);
  return byPool(wins, { jackpot: sharePool(pots.jackpot ?? 0, stakes) });
}

/** A game of fixed prizes only: no pot, no cap. */
function fixedPrizes(
  settleLine: (result: unknown, line: Line, stake: number) => PrizeWin[],
): GameRules {
  return { settleLine, minimumPots: {}, sharePots: noPots };
}

const KENO_CAP_TIER = /^level-(\d+)-match-(\d+)$/;

const mega645: GameRules = {
  settleLine: (result, line, stake) =>
    settleMega645(result as Mega645Result, { numbers: line.numbers }, stake),
  minimumPots: { jackpot: PRIZE_TABLES.mega645.jackpots.jackpot?.minimum ?? 0 },
  sharePots: singlePot,
};

const power655: GameRules = {
  settleLine: (result, line, stake) =>
    settlePower655(result as Power655Result, { numbers: line.numbers }, stake),
  minimumPots: {
    jackpot1: PRIZE_TABLES.power655.jackpots.jackpot1?.minimum ?? 0,
    jackpot2: PRIZE_TABLES.power655.jackpots.jackpot2?.minimum ?? 0,
  },
  sharePots: (pots, wins) => {
    const outcome = resolvePowerJackpots({
      jackpot1: pots.jackpot1 ?? 0,
      jackpot2: pots.jackpot2 ?? 0,
      jackpot1Stakes: wins.filter((w) => w.pool === 'jackpot1').map((w) => w.stake),
      jackpot2Stakes: wins.filter((w) => w.pool === 'jackpot2').map((w) => w.stake),
    });
    return byPool(wins, { jackpot1: outcome.jackpot1Shares, jackpot2: outcome.jackpot2Shares });
  },
};

const lotto535: GameRules = {
  settleLine: (result, line, stake) =>
    settleLotto535(
      result as Lotto535Result,
      { numbers: line.numbers, special: line.special ?? 0 },
      stake,
    ),
  minimumPots: { jackpot: PRIZE_TABLES.lotto535.jackpots.jackpot?.minimum ?? 0 },
  sharePots: singlePot,
};

const keno: GameRules = {
  settleLine: (result, line, stake) =>
    line.sideBet
      ? settleKenoSideBet(result as KenoResult, line.sideBet, stake)
      : settleKeno(result as KenoResult, { numbers: line.numbers }, stake),
  minimumPots: {},
  sharePots: noPots,
  // The top prize of levels 8, 9 and 10: shared when the draw's winners exceed the cap.
  capOf: (tier) => {
    const match = KENO_CAP_TIER.exec(tier);
    if (!match || match[1] !== match[2]) return undefined;
    return PRIZE_TABLES.keno.caps[Number(match[1])];
  },
};

const max3d = fixedPrizes((result, line, stake) =>
  settleMax3d(result as Max3dResult, { number: digits3(line.numbers[0]) }, stake),
);

// Max 3D+, and Ôm Max 3D+: every pair [A, n] of its range is a Max 3D+ line staked the unit.
const max3dPlus = fixedPrizes((result, line, stake) =>
  settleMax3dPlus(result as Max3dResult, { numbers: line.numbers.map(digits3) }, stake),
);

const sixOf36 = fixedPrizes((result, line, stake) =>
  settleDientoan636(result as Dientoan636Result, { numbers: line.numbers }, stake),
);

/** A loto line of one number of `width` digits, on the northern result. */
const lotoOf = (settle: typeof settleLoto2, width: number): GameRules =>
  fixedPrizes((result, line, stake) =>
    settle(result as XsmbResult, { number: digits(line.numbers[0], width) }, stake),
  );

/** Loto pairs (and every line of the loto bao: a combination of 2, 3 or 4 pairs). */
const pairs = fixedPrizes((result, line, stake) =>
  settlePairedLoto(result as XsmbResult, { numbers: line.numbers.map((n) => digits(n, 2)) }, stake),
);

function paperOf(set: unknown): NonNullable<PaperTicketSet['paper']> {
  const ticket = (set as PaperTicketSet).paper;
  if (!ticket) throw new Error('A paper ticket without its stock ticket');
  return ticket;
}

/** A paper lottery: each stock ticket against every tier, amounts per ticket, no stake. */
function paperGame(settleSet: (result: unknown, set: unknown) => PrizeWin[]): GameRules {
  return {
    settleLine: () => [],
    settleSet,
    minimumPots: {},
    sharePots: noPots,
  };
}

/** The northern rules: the number against the 27 prizes, Đặc biệt also needing the series. */
const northern = paperGame((result, set) => {
  const ticket = paperOf(set);
  return settleXsmbTicket(result as XsmbResult, {
    number: ticket.number,
    ...(ticket.series ? { series: ticket.series } : {}),
  });
});

type RegionalDay = { provinces: { province: string; groups: string[][] }[] };

/** The southern and central rules: the ticket's province's 18 prizes, phụ ĐB and khuyến khích. */
const regional = paperGame((result, set) => {
  const ticket = paperOf(set);
  const province = (result as RegionalDay).provinces.find((p) => p.province === ticket.province);
  if (!province) throw new Error(`No result of ${ticket.province} on ${ticket.drawDate}`);
  return settleRegionalTicket({ groups: province.groups }, { number: ticket.number });
});

/**
 * The settlement rules of every product that is settled: the Vietlott games (jackpots
 * shared per draw, Keno's capped top prizes), the computer lottery and loto games (fixed
 * multipliers of the line's stake: `tickQuantity` × the unit it was bought at) and the
 * regional paper lotteries (each stock ticket against every tier). Whatever the product, a
 * ticket whose prizes exceed `CLAIM_IN_PERSON_ABOVE` is paid in person (`claims.ts`). A product of
 * the catalogue without its entry here is a type error.
 */
export const GAME_RULES: Readonly<Record<SettledProductId, GameRules>> = Object.freeze({
  mega645,
  power655,
  lotto535,
  keno,
  max3d,
  max3dplus: max3dPlus,
  ommax3dplus: max3dPlus,
  dientoan636: sixOf36,
  bao636: sixOf36,
  loto2: lotoOf(settleLoto2, 2),
  loto3: lotoOf(settleLoto3, 3),
  loto5: lotoOf(settleLoto5, 5),
  baoloto2: pairs,
  loto2cap: pairs,
  loto3cap: pairs,
  loto4cap: pairs,
  xsmb: northern,
  xsmt: regional,
  xsmn: regional,
});

/** The settlement rules of a product, or undefined when it is not settled (or unknown). */
export function gameRulesOf(product: string): GameRules | undefined {
  return Object.hasOwn(GAME_RULES, product) ? GAME_RULES[product as SettledProductId] : undefined;
}
