import { PRIZE_TABLES } from '../prizes/tables';
import type { PrizeCap } from '../prizes/types';
import { assertMoney, assertStake } from './internal';

/**
 * Shares a pari-mutuel pool among the winning lines of a draw, pro rata to their weights
 * (the đồng staked on each line, so a line of two units counts twice).
 *
 * Rounding rule: each winner first gets the floor of its exact share; the đồng left over
 * (fewer than the number of winners) go one each to the winners with the largest
 * remainders, the earlier winner first on equal remainders. The shares therefore add up to
 * exactly `pool`: never more, and no đồng lost.
 * @param pool the pot in đồng
 * @param weights one positive integer per winning line
 * @returns one share per weight, in order; [] when there is no winner (the pot is kept)
 * @throws RangeError on a negative or fractional pool or a non-positive weight
 */
export function sharePool(pool: number, weights: readonly number[]): number[] {
  assertMoney(pool, 'pool');
  for (const w of weights) assertStake(w);
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  const big = BigInt(pool);
  const exact = weights.map((w) => big * BigInt(w));
  const shares = exact.map((x) => x / total);
  let left = big - shares.reduce((sum, s) => sum + s, 0n);
  const order = exact
    .map((x, i) => ({ i, remainder: x % total }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] = (shares[i] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/** A winner of a capped tier: its fixed prize and its stake. */
export type CappedWinner = {
  readonly amount: number;
  readonly stake: number;
};

/**
 * Applies a per-draw cap to the winners of one tier (Keno 8/8, 9/9, 10/10 with
 * `PRIZE_TABLES.keno.caps[level]`; Max 3D Pro Đặc biệt with
 * `PRIZE_TABLES.max3dPro.caps.special`). Within the cap every winner keeps its fixed prize;
 * above it the cap's pool is shared with {@link sharePool} pro rata to stakes.
 * A count cap compares winners in stake units (10,000đ = one winner) with `maxWinners`;
 * an amount cap compares the sum of fixed prizes with `pool`.
 * @returns the final amount of each winner, in order
 */
export function resolveCappedPrize(winners: readonly CappedWinner[], cap: PrizeCap): number[] {
  for (const w of winners) {
    assertMoney(w.amount, 'capped prize');
    assertStake(w.stake);
  }
  const stakes = winners.map((w) => w.stake);
  const totalStake = stakes.reduce((sum, s) => sum + s, 0);
  const fixedTotal = winners.reduce((sum, w) => sum + w.amount, 0);
  const over =
    cap.maxWinners === undefined
      ? fixedTotal > cap.pool
      : totalStake > cap.maxWinners * PRIZE_TABLES.stakeUnit;
  return over ? sharePool(cap.pool, stakes) : winners.map((w) => w.amount);
}

/** The pots of a Power 6/55 draw and the stakes of its jackpot-winning lines. */
export type PowerJackpotInput = {
  /** Jackpot 1 pot for this draw (đồng). */
  readonly jackpot1: number;
  /** Jackpot 2 pot for this draw (đồng). */
  readonly jackpot2: number;
  /** Stake of every line that won Jackpot 1. */
  readonly jackpot1Stakes: readonly number[];
  /** Stake of every line that won Jackpot 2. */
  readonly jackpot2Stakes: readonly number[];
};

/** How a Power 6/55 draw's jackpots were paid and what stays in each pot. */
export type PowerJackpotOutcome = {
  /** Share of each Jackpot 1 winner, in input order. */
  readonly jackpot1Shares: number[];
  /** Share of each Jackpot 2 winner, in input order. */
  readonly jackpot2Shares: number[];
  /** Part of Jackpot 1 above the ceiling paid to the Jackpot 2 winners (0 when the rule did not apply). */
  readonly transferred: number;
  /** What stays in Jackpot 1 (0 once won; the next draw starts it again from its minimum). */
  readonly jackpot1Left: number;
  /** What stays in Jackpot 2 (0 once won). */
  readonly jackpot2Left: number;
};

/**
 * Pays the two Power 6/55 jackpots of a draw. Each pot is shared among its own winners
 * ({@link sharePool}). The 300-billion rule: when Jackpot 1 is above
 * `PRIZE_TABLES.power655.jackpot1Ceiling`, nobody wins it and somebody wins Jackpot 2, the
 * part above the ceiling is added to Jackpot 2's pot for its winners and Jackpot 1 stays at
 * the ceiling. Winning one jackpot resets only that one.
 */
export function resolvePowerJackpots(input: PowerJackpotInput): PowerJackpotOutcome {
  assertMoney(input.jackpot1, 'jackpot1');
  assertMoney(input.jackpot2, 'jackpot2');
  const ceiling = PRIZE_TABLES.power655.jackpot1Ceiling;
  const jp1Won = input.jackpot1Stakes.length > 0;
  const jp2Won = input.jackpot2Stakes.length > 0;
  const transferred = !jp1Won && jp2Won && input.jackpot1 > ceiling ? input.jackpot1 - ceiling : 0;
  return {
    jackpot1Shares: sharePool(input.jackpot1, input.jackpot1Stakes),
    jackpot2Shares: sharePool(input.jackpot2 + transferred, input.jackpot2Stakes),
    transferred,
    jackpot1Left: jp1Won ? 0 : input.jackpot1 - transferred,
    jackpot2Left: jp2Won ? 0 : input.jackpot2,
  };
}

/**
 * Whether a Lotto 5/35 draw announces a split draw ("chia giải Độc đắc"): the jackpot after
 * the draw is above `PRIZE_TABLES.lotto535.split.threshold` (12 tỷ) and nobody won it. The
 * split draw is the 21:00 draw of the following day.
 * @param jackpot the pot after the draw (đồng)
 * @param jackpotWon whether any line won the jackpot in that draw
 */
export function lotto535SplitDue(jackpot: number, jackpotWon: boolean): boolean {
  return !jackpotWon && jackpot > PRIZE_TABLES.lotto535.split.threshold;
}

/** How a Lotto 5/35 split draw's pot went to the fixed tiers. */
export type Lotto535Split = {
  /** Bonus of each winner per tier id, in input order ([] for a tier without winners). */
  readonly bonuses: Readonly<Record<string, number[]>>;
  /** What was not paid out: the whole pot when no fixed tier had winners, else 0. */
  readonly undistributed: number;
};

/**
 * Rolls a Lotto 5/35 pot down into the fixed tiers of a split draw nobody won the jackpot
 * of: 1/3 to Giải Nhất and 1/6 each to Nhì, Ba, Tư, Năm (Khuyến khích excluded); a tier
 * without winners passes its share to the tiers with winners in proportion to their shares.
 * Within a tier the share goes pro rata to stakes, rounded down to 5,000đ per 10,000đ staked,
 * except the highest tier with winners, which takes the rest of the pot to the đồng
 * ({@link sharePool}), so the bonuses add up to exactly the pot.
 * @param pot the jackpot being split (đồng)
 * @param winners stakes of the winning lines per tier id ('first' … 'fifth')
 */
export function splitLotto535Jackpot(
  pot: number,
  winners: Readonly<Record<string, readonly number[]>>,
): Lotto535Split {
  assertMoney(pot, 'pot');
  const { weights, roundDownTo } = PRIZE_TABLES.lotto535.split;
  const unit = BigInt(PRIZE_TABLES.stakeUnit);
  const step = BigInt(roundDownTo);
  const tiers = PRIZE_TABLES.lotto535.tiers
    .map((t) => t.id)
    .filter((id) => weights[id] !== undefined);
  const bonuses: Record<string, number[]> = Object.fromEntries(tiers.map((id) => [id, []]));
  const paying = tiers.filter((id) => (winners[id]?.length ?? 0) > 0);
  const [highest, ...lower] = paying;
  if (highest === undefined) return { bonuses, undistributed: pot };
  const weightSum = BigInt(paying.reduce((sum, id) => sum + (weights[id] ?? 0), 0));
  let paid = 0n;
  for (const id of lower) {
    const stakes = winners[id] ?? [];
    for (const s of stakes) assertStake(s);
    const tierShare = (BigInt(pot) * BigInt(weights[id] ?? 0)) / weightSum;
    const totalStake = stakes.reduce((sum, s) => sum + BigInt(s), 0n);
    const perUnit = ((tierShare * unit) / totalStake / step) * step;
    const amounts = stakes.map((s) => (perUnit * BigInt(s)) / unit);
    paid += amounts.reduce((sum, a) => sum + a, 0n);
    bonuses[id] = amounts.map(Number);
  }
  bonuses[highest] = sharePool(pot - Number(paid), winners[highest] ?? []);
  return { bonuses, undistributed: 0 };
}
