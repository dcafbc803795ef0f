import { PRIZE_TABLES } from '../prizes/tables';
import { assertNumbers, assertStake, invalid, scale, win } from './internal';
import type { KenoSideBet } from '../catalog';
import type { KenoResult, PrizeWin } from './types';

/** A Keno line: 1–10 distinct numbers 1–80; how many is the level ("bậc"). */
export type KenoLine = {
  readonly numbers: readonly number[];
};

const KENO_MAX = 80;

function assertResult(result: KenoResult): void {
  assertNumbers(result.numbers, PRIZE_TABLES.keno.drawSize, 1, KENO_MAX, 'Keno result');
}

/**
 * Settles one Keno line: one prize by level and numbers matched, per 10,000đ staked. The
 * top prize of levels 8, 9 and 10 (all numbers matched) carries pool 'capped': once every
 * winner of the draw is known, {@link resolveCappedPrize} with `PRIZE_TABLES.keno.caps[level]`
 * gives the final amount.
 * @returns [] or one win, tier id `level-<level>-match-<matches>`
 * @throws RangeError on an invalid line, result or stake
 */
export function settleKeno(result: KenoResult, line: KenoLine, stake: number): PrizeWin[] {
  const table = PRIZE_TABLES.keno;
  assertResult(result);
  const level = line.numbers.length;
  if (level < table.pickMin || level > table.pickMax)
    invalid(`Keno line: ${level} numbers, level must be ${table.pickMin}–${table.pickMax}`);
  assertNumbers(line.numbers, null, 1, KENO_MAX, 'Keno line');
  assertStake(stake);
  const drawn = new Set(result.numbers);
  const matches = line.numbers.filter((n) => drawn.has(n)).length;
  const amount = table.levels[level]?.[matches];
  if (amount === undefined) return [];
  const capped = matches === level && table.caps[level] !== undefined;
  return [
    win(
      `level-${level}-match-${matches}`,
      `Bậc ${level} trùng ${matches} số`,
      scale(amount, stake),
      stake,
      capped ? 'capped' : null,
    ),
  ];
}

/**
 * Settles a Keno side bet (Lớn/Nhỏ, Chẵn/Lẻ and their 11–12 and draw variants) on the 20
 * drawn numbers: one prize per bet, per 10,000đ staked. Lớn counts numbers 41–80, Nhỏ 1–40.
 * @returns [] or one win with the bet id as tier
 * @throws RangeError on an invalid result or stake
 */
export function settleKenoSideBet(result: KenoResult, bet: KenoSideBet, stake: number): PrizeWin[] {
  const table = PRIZE_TABLES.keno;
  assertResult(result);
  assertStake(stake);
  const rule = table.sideBets[bet];
  if (!rule) invalid(`Unknown Keno side bet '${bet}'`);
  const counted = result.numbers.filter((n) => {
    switch (rule.count) {
      case 'big':
        return n >= table.bigFrom;
      case 'small':
        return n < table.bigFrom;
      case 'even':
        return n % 2 === 0;
      case 'odd':
        return n % 2 === 1;
    }
  }).length;
  const band = rule.bands.find((b) => counted >= b.min && counted <= b.max);
  return band ? [win(bet, rule.name, scale(band.amount, stake), stake)] : [];
}
