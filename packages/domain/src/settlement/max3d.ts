import { PRIZE_TABLES } from '../prizes/tables';
import type { Max3dTable, Max3dTier } from '../prizes/types';
import { assertDigits, assertGroups, assertStake, invalid, scale, win } from './internal';
import type { Max3dResult, PrizeWin } from './types';

/** A Max 3D line: one 3-digit number '000'–'999'. */
export type Max3dLine = {
  readonly number: string;
};

/**
 * A Max 3D+ or Max 3D Pro line: two 3-digit numbers. Max 3D+ allows the same number twice;
 * for Max 3D Pro the order matters (Đặc biệt is the pair in draw order).
 */
export type Max3dPairLine = {
  readonly numbers: readonly string[];
};

/** An "Ôm Max 3D+" bundle: number A paired with every number from `from` to `to` (inclusive). */
export type OmMax3dPlusLine = {
  readonly number: string;
  readonly from: string;
  readonly to: string;
};

/** The wins of one Max 3D+ pair of an "Ôm Max 3D+" bundle. */
export type OmMax3dPlusPairWins = {
  /** The pair [A, n] as played. */
  readonly numbers: readonly [string, string];
  readonly wins: readonly PrizeWin[];
};

const GROUP_SHAPE = [
  [2, 3],
  [4, 3],
  [6, 3],
  [8, 3],
] as const;

function meets(
  tier: Max3dTier,
  groups: readonly (readonly string[])[],
  numbers: readonly string[],
): boolean {
  const [first, second] = groups[0] ?? [];
  const [a, b] = numbers;
  switch (tier.rule) {
    case 'ordered':
      return a === first && b === second;
    case 'reversed':
      return a === second && b === first && first !== second;
    case 'one': {
      const drawn = new Set(tier.groups.flatMap((g) => groups[g] ?? []));
      return numbers.some((n) => drawn.has(n));
    }
    case 'both': {
      // Two different result slots: a repeated pick needs the number drawn twice.
      const drawn = tier.groups.flatMap((g) => groups[g] ?? []);
      const count = (n: string | undefined): number => drawn.filter((d) => d === n).length;
      return a === b ? count(a) >= 2 : count(a) >= 1 && count(b) >= 1;
    }
  }
}

function settleWith(
  table: Max3dTable,
  result: Max3dResult,
  numbers: readonly string[],
  stake: number,
  label: string,
): PrizeWin[] {
  assertGroups(result.groups, GROUP_SHAPE, `${label} result`);
  if (numbers.length !== table.lineSize)
    invalid(`${label} line: expected ${table.lineSize} numbers, got ${numbers.length}`);
  for (const n of numbers) assertDigits(n, 3, `${label} line`);
  assertStake(stake);
  const multiplier =
    numbers.length === 2 && numbers[0] === numbers[1] ? table.identicalPairMultiplier : 1;
  return table.tiers
    .filter((tier) => meets(tier, result.groups, numbers))
    .map((tier) =>
      win(
        tier.id,
        tier.name,
        scale(tier.amount, stake, multiplier),
        stake,
        table.caps[tier.id] ? 'capped' : null,
      ),
    );
}

/**
 * Settles one Max 3D line: it wins every prize group its number appears in (1,000,000đ,
 * 350,000đ, 210,000đ, 100,000đ per 10,000đ staked), each group once.
 * @throws RangeError on an invalid line, result or stake
 */
export function settleMax3d(result: Max3dResult, line: Max3dLine, stake: number): PrizeWin[] {
  return settleWith(PRIZE_TABLES.max3d, result, [line.number], stake, 'Max 3D');
}

/**
 * Settles one Max 3D+ line: it wins every tier whose condition it meets (Giải Nhất to Giải
 * Bảy, each once); "both" tiers need two different result slots; a line of two identical
 * numbers has every prize doubled.
 * @throws RangeError on an invalid line, result or stake
 */
export function settleMax3dPlus(
  result: Max3dResult,
  line: Max3dPairLine,
  stake: number,
): PrizeWin[] {
  return settleWith(PRIZE_TABLES.max3dPlus, result, line.numbers, stake, 'Max 3D+');
}

/**
 * Settles one Max 3D Pro line (an ordered pair): every tier met is paid, from Đặc biệt (pair
 * in draw order) and phụ Đặc biệt (reversed) down to Giải Sáu. Đặc biệt carries pool
 * 'capped' (30 tỷ per draw, see {@link resolveCappedPrize}).
 * @throws RangeError on an invalid line, result or stake
 */
export function settleMax3dPro(
  result: Max3dResult,
  line: Max3dPairLine,
  stake: number,
): PrizeWin[] {
  return settleWith(PRIZE_TABLES.max3dPro, result, line.numbers, stake, 'Max 3D Pro');
}

/**
 * Settles an "Ôm Max 3D+" bundle: the Max 3D+ pair [A, n] for every n from `from` to `to`,
 * each staked `stake` (the bundle costs range size × stake).
 * @returns the winning pairs only, in range order
 * @throws RangeError on an invalid bundle, result or stake
 */
export function settleOmMax3dPlus(
  result: Max3dResult,
  line: OmMax3dPlusLine,
  stake: number,
): OmMax3dPlusPairWins[] {
  assertDigits(line.number, 3, 'Ôm Max 3D+ number');
  assertDigits(line.from, 3, 'Ôm Max 3D+ range start');
  assertDigits(line.to, 3, 'Ôm Max 3D+ range end');
  const from = Number(line.from);
  const to = Number(line.to);
  if (from > to) invalid(`Ôm Max 3D+ range: ${line.from} is after ${line.to}`);
  const pairs: OmMax3dPlusPairWins[] = [];
  for (let n = from; n <= to; n += 1) {
    const numbers = [line.number, String(n).padStart(3, '0')] as const;
    const wins = settleMax3dPlus(result, { numbers }, stake);
    if (wins.length > 0) pairs.push({ numbers, wins });
  }
  return pairs;
}
