import { PRIZE_TABLES } from '../prizes/tables';
import type { PrizePool, PrizeWin } from './types';

// Helpers shared by the settlement modules; not part of the package API.

/** Throws a RangeError: settlement only runs on validated tickets and results. */
export function invalid(message: string): never {
  throw new RangeError(message);
}

/** Checks a stake: a positive whole number of đồng. */
export function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0)
    invalid(`stake must be a positive integer of đồng, got ${stake}`);
}

/** Checks an amount of money: a non-negative whole number of đồng. */
export function assertMoney(amount: number, label: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    invalid(`${label} must be a non-negative integer of đồng, got ${amount}`);
}

/** Checks `count` distinct integers within min..max (any count when `count` is null). */
export function assertNumbers(
  numbers: readonly number[],
  count: number | null,
  min: number,
  max: number,
  label: string,
): void {
  if (count !== null && numbers.length !== count)
    invalid(`${label}: expected ${count} numbers, got ${numbers.length}`);
  if (new Set(numbers).size !== numbers.length) invalid(`${label}: numbers must be distinct`);
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < min || n > max)
      invalid(`${label}: ${n} is not within ${min}–${max}`);
  }
}

/** Checks a zero-padded number string of exactly `width` digits. */
export function assertDigits(value: string, width: number, label: string): void {
  if (value.length !== width || !/^\d+$/.test(value))
    invalid(`${label}: expected ${width} digits, got '${value}'`);
}

/** Checks prize groups against `[count, digits]` per group. */
export function assertGroups(
  groups: readonly (readonly string[])[],
  shape: readonly (readonly [number, number])[],
  label: string,
): void {
  if (groups.length !== shape.length)
    invalid(`${label}: expected ${shape.length} prize groups, got ${groups.length}`);
  shape.forEach(([count, digits], i) => {
    const group = groups[i] ?? [];
    if (group.length !== count)
      invalid(`${label}: group ${i} must hold ${count} numbers, got ${group.length}`);
    for (const value of group) assertDigits(value, digits, `${label} group ${i}`);
  });
}

/** `amount × stake ÷ stakeUnit`, rounded down to the đồng, exact for any size. */
export function scale(amount: number, stake: number, multiplier = 1): number {
  return Number(
    (BigInt(amount) * BigInt(stake) * BigInt(multiplier)) / BigInt(PRIZE_TABLES.stakeUnit),
  );
}

/** Builds a {@link PrizeWin}; `pool` null means the amount is final. */
export function win(
  tier: string,
  name: string,
  amount: number | null,
  stake: number,
  pool: PrizePool | null = null,
): PrizeWin {
  return { tier, name, amount, stake, pool };
}
