import { PRIZE_TABLES } from '../prizes/tables';
import type { LotoPrize } from '../prizes/types';
import { assertDigits, assertGroups, assertStake, invalid, win } from './internal';
import { matchXsmb } from './paper';
import type { PrizeWin, XsmbResult } from './types';

/** A loto 2, 3 or 5 số line: one number of 2, 3 or 5 digits, as a zero-padded string. */
export type LotoLine = {
  readonly number: string;
};

/** A paired loto line ("lô tô 2/3/4 cặp"): 2–4 distinct two-digit numbers. */
export type PairedLotoLine = {
  readonly numbers: readonly string[];
};

const XSMB_SHAPE = PRIZE_TABLES.xsmb.groups.map((g) => [g.count, g.digits] as const);

function times(stake: number, multiplier: number): number {
  const amount = stake * multiplier;
  if (!Number.isSafeInteger(amount)) invalid(`Loto prize ${stake} × ${multiplier} is too large`);
  return amount;
}

function lotoWin(prize: LotoPrize, stake: number): PrizeWin {
  return win(prize.id, prize.name, times(stake, prize.multiplier), stake);
}

// Validates and returns the Đặc biệt and Giải Nhất numbers.
function prepare(
  result: XsmbResult,
  number: string,
  digits: number,
  stake: number,
  label: string,
): [string, string] {
  assertGroups(result.groups, XSMB_SHAPE, 'XSMB result');
  assertDigits(number, digits, label);
  assertStake(stake);
  return [result.groups[0]?.[0] ?? '', result.groups[1]?.[0] ?? ''];
}

/**
 * Settles a Loto 2 số line on the northern result: ×70 the stake when it equals the last 2
 * digits of Đặc biệt, ×1 (stake back) when it equals the last 2 of Giải Nhất; both add up.
 * @throws RangeError on an invalid line, result or stake
 */
export function settleLoto2(result: XsmbResult, line: LotoLine, stake: number): PrizeWin[] {
  const [special, first] = prepare(result, line.number, 2, stake, 'Loto 2 số line');
  const { loto2 } = PRIZE_TABLES.loto;
  const wins: PrizeWin[] = [];
  if (special.endsWith(line.number)) wins.push(lotoWin(loto2.special, stake));
  if (first.endsWith(line.number)) wins.push(lotoWin(loto2.first, stake));
  return wins;
}

/**
 * Settles a Loto 3 số line on the northern result, adding up: ×420 for the last 3 digits of
 * Đặc biệt, or else ×5 when its last 2 digits are those of Đặc biệt; ×20 for the last 3 of
 * Giải Nhất; ×5 when it equals a Giải Sáu number (once).
 * @throws RangeError on an invalid line, result or stake
 */
export function settleLoto3(result: XsmbResult, line: LotoLine, stake: number): PrizeWin[] {
  const [special, first] = prepare(result, line.number, 3, stake, 'Loto 3 số line');
  const { loto3 } = PRIZE_TABLES.loto;
  const wins: PrizeWin[] = [];
  if (special.endsWith(line.number)) wins.push(lotoWin(loto3.specialLast3, stake));
  else if (special.endsWith(line.number.slice(1))) wins.push(lotoWin(loto3.specialLast2, stake));
  if (first.endsWith(line.number)) wins.push(lotoWin(loto3.firstLast3, stake));
  if (result.groups[6]?.includes(line.number)) wins.push(lotoWin(loto3.sixth, stake));
  return wins;
}

/**
 * Settles a Loto 5 số line: checked like a northern ticket against the 27 numbers (series
 * ignored), each match paying its multiplier of the stake (Đặc biệt ×20,000 … Bảy ×4,
 * Khuyến khích ×4).
 * @throws RangeError on an invalid line, result or stake
 */
export function settleLoto5(result: XsmbResult, line: LotoLine, stake: number): PrizeWin[] {
  prepare(result, line.number, 5, stake, 'Loto 5 số line');
  const multipliers = PRIZE_TABLES.loto.loto5;
  return matchXsmb(result, line.number).map((m) =>
    win(
      m.id,
      m.name,
      times(stake, multipliers[m.id] ?? invalid(`No Loto 5 số multiplier for '${m.id}'`)),
      stake,
    ),
  );
}

/**
 * Settles a paired loto line ("lô tô 2/3/4 cặp"): it wins when every chosen two-digit number
 * is among the last 2 digits of the 27 northern numbers — the `allTwice` multiplier instead
 * of `all` when every one appears at least twice.
 * @returns [] or one win, tier `paired-<n>` or `paired-<n>-twice`
 * @throws RangeError on an invalid line, result or stake
 */
export function settlePairedLoto(
  result: XsmbResult,
  line: PairedLotoLine,
  stake: number,
): PrizeWin[] {
  assertGroups(result.groups, XSMB_SHAPE, 'XSMB result');
  assertStake(stake);
  const size = line.numbers.length;
  const rule = PRIZE_TABLES.loto.paired[size];
  if (!rule) invalid(`Paired loto line: ${size} numbers is not a paired loto size`);
  for (const n of line.numbers) assertDigits(n, 2, 'Paired loto line');
  if (new Set(line.numbers).size !== size) invalid('Paired loto line: numbers must be distinct');
  const endings = result.groups.flat().map((n) => n.slice(-2));
  const appearances = line.numbers.map((n) => endings.filter((e) => e === n).length);
  if (appearances.every((c) => c >= 2)) {
    return [
      win(
        `paired-${size}-twice`,
        `Lô tô ${size} cặp, mỗi cặp về từ 2 lần`,
        times(stake, rule.allTwice),
        stake,
      ),
    ];
  }
  if (appearances.every((c) => c >= 1)) {
    return [win(`paired-${size}`, `Lô tô ${size} cặp`, times(stake, rule.all), stake)];
  }
  return [];
}
