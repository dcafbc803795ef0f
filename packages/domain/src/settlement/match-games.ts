import { PRIZE_TABLES } from '../prizes/tables';
import type { MatchGameTable } from '../prizes/types';
import { assertNumbers, assertStake, scale, win } from './internal';
import type {
  Dientoan636Result,
  Lotto535Result,
  Mega645Result,
  Power655Result,
  PrizePool,
  PrizeWin,
} from './types';

/** A line of 6 numbers (Mega 6/45, Power 6/55, 6x36). */
export type SixNumberLine = {
  readonly numbers: readonly number[];
};

/** A Lotto 5/35 line: 5 numbers 1–35 and a special number 1–12. */
export type Lotto535Line = {
  readonly numbers: readonly number[];
  readonly special: number;
};

function countMatches(line: readonly number[], drawn: readonly number[]): number {
  const set = new Set(drawn);
  return line.filter((n) => set.has(n)).length;
}

// The first tier whose condition holds: these games pay only the highest tier of a line.
function highestTier(
  table: MatchGameTable,
  matches: number,
  extraHit: boolean,
  stake: number,
): PrizeWin[] {
  const tier = table.tiers.find(
    (t) => t.matches.includes(matches) && (t.extra === undefined || t.extra === extraHit),
  );
  if (!tier) return [];
  if (tier.amount === null) {
    const pool: PrizePool = tier.id === 'jackpot1' || tier.id === 'jackpot2' ? tier.id : 'jackpot';
    return [win(tier.id, tier.name, null, stake, pool)];
  }
  return [win(tier.id, tier.name, scale(tier.amount, stake), stake)];
}

/**
 * Settles one Mega 6/45 line: only its highest tier is paid. The jackpot win has a null
 * amount and pool 'jackpot' (share the pot with {@link sharePool}); fixed prizes scale with
 * the stake (prize table amounts are per 10,000đ).
 * @returns [] or one win
 * @throws RangeError on an invalid line, result or stake
 */
export function settleMega645(
  result: Mega645Result,
  line: SixNumberLine,
  stake: number,
): PrizeWin[] {
  assertNumbers(result.numbers, 6, 1, 45, 'Mega 6/45 result');
  assertNumbers(line.numbers, 6, 1, 45, 'Mega 6/45 line');
  assertStake(stake);
  return highestTier(
    PRIZE_TABLES.mega645,
    countMatches(line.numbers, result.numbers),
    false,
    stake,
  );
}

/**
 * Settles one Power 6/55 line: only its highest tier is paid. Jackpot 2 is 5 main numbers
 * plus the bonus ball as the line's sixth number. Jackpot wins have a null amount and pool
 * 'jackpot1' or 'jackpot2' (resolve them with {@link resolvePowerJackpots}).
 * @returns [] or one win
 * @throws RangeError on an invalid line, result or stake
 */
export function settlePower655(
  result: Power655Result,
  line: SixNumberLine,
  stake: number,
): PrizeWin[] {
  assertNumbers([...result.numbers, result.bonus], 7, 1, 55, 'Power 6/55 result');
  assertNumbers(line.numbers, 6, 1, 55, 'Power 6/55 line');
  assertStake(stake);
  return highestTier(
    PRIZE_TABLES.power655,
    countMatches(line.numbers, result.numbers),
    line.numbers.includes(result.bonus),
    stake,
  );
}

/**
 * Settles one Lotto 5/35 line: only its highest tier is paid, from Độc đắc (5 + special)
 * down to Khuyến khích (special with 0–2 numbers). The jackpot win has a null amount and
 * pool 'jackpot'. On a split draw, add the bonuses of {@link splitLotto535Jackpot}.
 * @returns [] or one win
 * @throws RangeError on an invalid line, result or stake
 */
export function settleLotto535(
  result: Lotto535Result,
  line: Lotto535Line,
  stake: number,
): PrizeWin[] {
  assertNumbers(result.numbers, 5, 1, 35, 'Lotto 5/35 result');
  assertNumbers([result.special], 1, 1, 12, 'Lotto 5/35 result special number');
  assertNumbers(line.numbers, 5, 1, 35, 'Lotto 5/35 line');
  assertNumbers([line.special], 1, 1, 12, 'Lotto 5/35 line special number');
  assertStake(stake);
  return highestTier(
    PRIZE_TABLES.lotto535,
    countMatches(line.numbers, result.numbers),
    line.special === result.special,
    stake,
  );
}

/**
 * Settles one 6x36 line (Điện toán 6x36): 3–6 matches, highest tier only, fixed prizes per
 * 10,000đ scaled to the stake (1,000đ units of the wallet channel pay a tenth).
 * @returns [] or one win
 * @throws RangeError on an invalid line, result or stake
 */
export function settleDientoan636(
  result: Dientoan636Result,
  line: SixNumberLine,
  stake: number,
): PrizeWin[] {
  assertNumbers(result.numbers, 6, 1, 36, '6x36 result');
  assertNumbers(line.numbers, 6, 1, 36, '6x36 line');
  assertStake(stake);
  return highestTier(
    PRIZE_TABLES.dientoan636,
    countMatches(line.numbers, result.numbers),
    false,
    stake,
  );
}
