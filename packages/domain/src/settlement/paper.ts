import { PRIZE_TABLES } from '../prizes/tables';
import { assertDigits, assertGroups, invalid, win } from './internal';
import type { PrizeWin, RegionalResult, XsmbResult } from './types';

/** A northern (XSMB) paper ticket: 5 digits and its series code ("ký hiệu", e.g. '15AN'). */
export type XsmbTicket = {
  readonly number: string;
  readonly series?: string;
};

/** A central or southern paper ticket: 6 digits. */
export type RegionalTicket = {
  readonly number: string;
};

/** One matched prize of a northern ticket number: the group id ('special' … 'seventh', 'consolation'). */
export type XsmbMatch = {
  readonly id: string;
  readonly name: string;
};

const XSMB_SHAPE = PRIZE_TABLES.xsmb.groups.map((g) => [g.count, g.digits] as const);
const REGIONAL_SHAPE = PRIZE_TABLES.regional.groups.map((g) => [g.count, g.digits] as const);

/**
 * Every prize a 5-digit number matches on a northern result: one per drawn number its last
 * digits equal, plus the consolation (last 2 digits of Đặc biệt) unless it won Đặc biệt.
 * `specialSeriesOk` false turns a 5-digit Đặc biệt match into the consolation only.
 * Shared by paper tickets and Loto 5 số.
 */
export function matchXsmb(result: XsmbResult, number: string, specialSeriesOk = true): XsmbMatch[] {
  assertGroups(result.groups, XSMB_SHAPE, 'XSMB result');
  assertDigits(number, 5, 'XSMB number');
  const { groups, consolation } = PRIZE_TABLES.xsmb;
  const matches: XsmbMatch[] = [];
  let wonSpecial = false;
  groups.forEach((group, i) => {
    for (const drawn of result.groups[i] ?? []) {
      if (!number.endsWith(drawn)) continue;
      if (group.id === 'special') {
        if (!specialSeriesOk) continue;
        wonSpecial = true;
      }
      matches.push({ id: group.id, name: group.name });
    }
  });
  const special = result.groups[0]?.[0] ?? '';
  if (!wonSpecial && number.slice(-2) === special.slice(-2))
    matches.push({ id: consolation.id, name: consolation.name });
  return matches;
}

/**
 * Settles a northern (XSMB) paper ticket: every prize its number matches, each drawn number
 * once (Đặc biệt 5 digits … Bảy last 2, plus Khuyến khích for the last 2 of Đặc biệt). When
 * the result lists winning series codes, Đặc biệt also needs the ticket's series among them;
 * otherwise the ticket gets Khuyến khích.
 * @returns the wins with the ticket price as stake, amounts per ticket
 * @throws RangeError on an invalid ticket or result
 */
export function settleXsmbTicket(result: XsmbResult, ticket: XsmbTicket): PrizeWin[] {
  const series = result.specialSeries ?? [];
  const seriesOk =
    series.length === 0 || (ticket.series !== undefined && series.includes(ticket.series));
  const amounts = new Map<string, number>([
    ...PRIZE_TABLES.xsmb.groups.map((g) => [g.id, g.amount] as const),
    [PRIZE_TABLES.xsmb.consolation.id, PRIZE_TABLES.xsmb.consolation.amount],
  ]);
  return matchXsmb(result, ticket.number, seriesOk).map((m) =>
    win(
      m.id,
      m.name,
      amounts.get(m.id) ?? invalid(`No XSMB prize '${m.id}'`),
      PRIZE_TABLES.stakeUnit,
    ),
  );
}

/**
 * Settles a central or southern paper ticket: every prize its number matches, each drawn
 * number once (Đặc biệt all 6 digits, Nhất–Tư last 5, Năm–Sáu last 4, Bảy last 3, Tám last
 * 2), plus phụ Đặc biệt (last 5 of Đặc biệt, other first digit) and Khuyến khích (first digit
 * of Đặc biệt and exactly one other digit wrong).
 * @returns the wins with the ticket price as stake, amounts per ticket
 * @throws RangeError on an invalid ticket or result
 */
export function settleRegionalTicket(result: RegionalResult, ticket: RegionalTicket): PrizeWin[] {
  assertGroups(result.groups, REGIONAL_SHAPE, 'Regional result');
  assertDigits(ticket.number, 6, 'Regional ticket');
  const { groups, specialRunnerUp, consolation } = PRIZE_TABLES.regional;
  const number = ticket.number;
  const stake = PRIZE_TABLES.stakeUnit;
  const wins: PrizeWin[] = [];
  groups.forEach((group, i) => {
    for (const drawn of result.groups[i] ?? []) {
      if (number.endsWith(drawn)) wins.push(win(group.id, group.name, group.amount, stake));
    }
  });
  const special = result.groups[0]?.[0] ?? '';
  if (number !== special) {
    const wrong = [...number].filter((digit, i) => digit !== special[i]).length;
    if (number[0] !== special[0] && number.slice(1) === special.slice(1)) {
      wins.push(win(specialRunnerUp.id, specialRunnerUp.name, specialRunnerUp.amount, stake));
    } else if (number[0] === special[0] && wrong === 1) {
      wins.push(win(consolation.id, consolation.name, consolation.amount, stake));
    }
  }
  return wins;
}
