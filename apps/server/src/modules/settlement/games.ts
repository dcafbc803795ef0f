import {
  PRIZE_TABLES,
  resolvePowerJackpots,
  settleKeno,
  settleKenoSideBet,
  settleLotto535,
  settleMax3d,
  settleMax3dPlus,
  settleMega645,
  settlePower655,
  sharePool,
  type KenoResult,
  type Line,
  type Max3dResult,
  type PrizeCap,
  type Lotto535Result,
  type Mega645Result,
  type Power655Result,
  type PrizeWin,
} from '@veso/domain';
import { PAPER_GAME_RULES } from './paper-games';
import { XSDT_GAME_RULES } from './xsdt-games';

/** The pots of one draw in đồng, by pool id ('jackpot', or 'jackpot1' and 'jackpot2'). */
export type Pots = Record<string, number>;

/** A pooled win waiting for its share, by its index among the draw's pooled wins. */
export type PooledWin = { pool: string; stake: number };

/** How one game settles a line and shares its jackpots (generic over the catalogue). */
export type GameRules = {
  /** Every win of one line (highest tier only for the match games). */
  settleLine(result: unknown, line: Line, stake: number): PrizeWin[];
  /** The starting pots when nothing else is known about the draw (the rule minimums). */
  minimumPots: Pots;
  /** The share of every pooled win, in order. */
  sharePots(pots: Pots, wins: readonly PooledWin[]): number[];
  /** The per-draw cap of a capped tier (pool 'capped'), by tier id. */
  capOf?(tier: string): PrizeCap | undefined;
  /** Every win of a stored number set, settled as a whole (paper tickets: the stock ticket). */
  settleSet?(result: unknown, set: unknown): PrizeWin[];
  /** True when a ticket's prize is paid in person by the lottery company (not credited). */
  claimInPerson?(gross: number): boolean;
};

const noPots = (): number[] => [];

/** Max 3D numbers are stored as numbers; the results as 3-digit strings. */
function digits3(n: number): string {
  return String(n).padStart(3, '0');
}

const KENO_CAP_TIER = /^level-(\d+)-match-(\d+)$/;

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

export const GAME_RULES: Readonly<Record<string, GameRules>> = {
  mega645: {
    settleLine: (result, line, stake) =>
      settleMega645(result as Mega645Result, { numbers: line.numbers }, stake),
    minimumPots: { jackpot: PRIZE_TABLES.mega645.jackpots.jackpot?.minimum ?? 0 },
    sharePots: singlePot,
  },
  power655: {
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
  },
  lotto535: {
    settleLine: (result, line, stake) =>
      settleLotto535(
        result as Lotto535Result,
        { numbers: line.numbers, special: line.special ?? 0 },
        stake,
      ),
    minimumPots: { jackpot: PRIZE_TABLES.lotto535.jackpots.jackpot?.minimum ?? 0 },
    sharePots: singlePot,
  },
  keno: {
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
  },
  max3d: {
    settleLine: (result, line, stake) =>
      settleMax3d(result as Max3dResult, { number: digits3(line.numbers[0] ?? -1) }, stake),
    minimumPots: {},
    sharePots: noPots,
  },
  max3dplus: {
    settleLine: (result, line, stake) =>
      settleMax3dPlus(result as Max3dResult, { numbers: line.numbers.map(digits3) }, stake),
    minimumPots: {},
    sharePots: noPots,
  },
  // Ôm Max 3D+: every pair [A, n] of the range is a Max 3D+ line staked the unit.
  ommax3dplus: {
    settleLine: (result, line, stake) =>
      settleMax3dPlus(result as Max3dResult, { numbers: line.numbers.map(digits3) }, stake),
    minimumPots: {},
    sharePots: noPots,
  },
  // The computer lottery and the loto games (issue #15): their family's rules.
  ...XSDT_GAME_RULES,
  // The regional paper lotteries (issue #16): each stock ticket against every tier.
  ...PAPER_GAME_RULES,
};
