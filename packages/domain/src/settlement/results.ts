import { PRIZE_TABLES } from '../prizes/tables';
import type { PaperPrizeGroup } from '../prizes/types';
import { assertGroups, assertNumbers, invalid } from './internal';
import type {
  Lotto535Result,
  Max3dResult,
  Mega645Result,
  Power655Result,
  RegionalResult,
  XsmbResult,
} from './types';

/** Prize group sizes of the Max 3D family, in draw order. */
const MAX3D_GROUP_SIZES = [2, 4, 6, 8] as const;

/**
 * Builds a Mega 6/45 result from the `result` array of a draw record (6 numbers).
 * @throws RangeError when the values are not 6 distinct numbers 1–45.
 */
export function parseMega645Result(values: readonly number[]): Mega645Result {
  assertNumbers(values, 6, 1, 45, 'Mega 6/45 result');
  return { numbers: [...values] };
}

/**
 * Builds a Power 6/55 result from the `result` array of a draw record: 6 main numbers then
 * the bonus number.
 * @throws RangeError when the 7 values are not distinct numbers 1–55.
 */
export function parsePower655Result(values: readonly number[]): Power655Result {
  assertNumbers(values, 7, 1, 55, 'Power 6/55 result');
  return { numbers: values.slice(0, 6), bonus: values[6] as number };
}

/**
 * Builds a Lotto 5/35 result from the `result` array of a draw record: 5 main numbers then
 * the special number 1–12.
 * @throws RangeError on any other shape.
 */
export function parseLotto535Result(values: readonly number[]): Lotto535Result {
  if (values.length !== 6) invalid(`Lotto 5/35 result: expected 6 values, got ${values.length}`);
  const numbers = values.slice(0, 5);
  const special = values[5] as number;
  assertNumbers(numbers, 5, 1, 35, 'Lotto 5/35 result');
  assertNumbers([special], 1, 1, 12, 'Lotto 5/35 special number');
  return { numbers, special };
}

/**
 * Builds a Max 3D / 3D+ / Pro result from the `result` object of a draw record (prize group
 * name → 3-digit strings). Groups are recognised by their sizes 2, 4, 6 and 8, so the
 * group names of either naming (Nhất/Nhì/Ba/Khuyến khích or Đặc biệt/Nhất/Nhì/Ba) work.
 * @throws RangeError when the groups are not 2, 4, 6 and 8 three-digit numbers.
 */
export function parseMax3dResult(groups: Readonly<Record<string, readonly string[]>>): Max3dResult {
  const lists = Object.values(groups);
  const ordered = MAX3D_GROUP_SIZES.map((size) => lists.find((list) => list.length === size) ?? []);
  assertGroups(
    ordered,
    MAX3D_GROUP_SIZES.map((size) => [size, 3] as const),
    'Max 3D result',
  );
  if (lists.length !== MAX3D_GROUP_SIZES.length)
    invalid(`Max 3D result: expected 4 prize groups, got ${lists.length}`);
  return { groups: ordered.map((list) => [...list]) };
}

function splitPaper(
  values: readonly (string | number)[],
  table: readonly PaperPrizeGroup[],
  label: string,
): string[][] {
  const expected = table.reduce((sum, group) => sum + group.count, 0);
  if (values.length !== expected)
    invalid(`${label}: expected ${expected} numbers, got ${values.length}`);
  let at = 0;
  const groups = table.map((group) => {
    const slice = values
      .slice(at, at + group.count)
      .map((value) => String(value).trim().padStart(group.digits, '0'));
    at += group.count;
    return slice;
  });
  assertGroups(
    groups,
    table.map((group) => [group.count, group.digits] as const),
    label,
  );
  return groups;
}

/**
 * Builds a northern (XSMB) result from its 27 numbers in published order (Đặc biệt, Nhất,
 * Nhì 1–2, Ba 1–6, Tư 1–4, Năm 1–6, Sáu 1–3, Bảy 1–4). Values that lost their leading
 * zeros (numbers, or strings from a CSV) are left-padded to their group's width.
 * @param specialSeries winning series codes of Đặc biệt, when the source has them
 * @throws RangeError on a wrong count or a value wider than its group.
 */
export function parseXsmbResult(
  values: readonly (string | number)[],
  specialSeries: readonly string[] = [],
): XsmbResult {
  return {
    groups: splitPaper(values, PRIZE_TABLES.xsmb.groups, 'XSMB result'),
    specialSeries: [...specialSeries],
  };
}

/**
 * Builds a central or southern result of one province from its 18 numbers in the order
 * Đặc biệt, Nhất, Nhì, Ba 1–2, Tư 1–7, Năm, Sáu 1–3, Bảy, Tám, left-padding each value to
 * its group's width.
 * @throws RangeError on a wrong count or a value wider than its group.
 */
export function parseRegionalResult(values: readonly (string | number)[]): RegionalResult {
  return { groups: splitPaper(values, PRIZE_TABLES.regional.groups, 'Regional result') };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberList(value: unknown, label: string): number[] {
  if (!Array.isArray(value) || !value.every((n) => typeof n === 'number'))
    invalid(`${label}: expected a list of numbers`);
  return value as number[];
}

function stringGroups(value: unknown, label: string): string[][] {
  if (
    !Array.isArray(value) ||
    !value.every((g) => Array.isArray(g) && g.every((s) => typeof s === 'string'))
  )
    invalid(`${label}: expected prize groups of digit strings`);
  return value as string[][];
}

function ballResult(stored: Record<string, unknown>, count: number, max: number, label: string) {
  assertNumbers(numberList(stored.numbers, label), count, 1, max, label);
}

/**
 * Checks a draw result in its stored shape (the shape the import and the draws write, by
 * result calendar: `{numbers}` Mega, Keno, 6x36; `{numbers, bonus}` Power; `{numbers,
 * special}` Lotto 5/35; `{groups}` Max 3D and Max 3D Pro; `{groups, specialSeries}` XSMB;
 * `{provinces: [{province, groups}]}` XSMT / XSMN) against the game's rules (reference §6):
 * counts, ranges, distinct balls (Power's bonus among the other 49), digit widths.
 * @throws RangeError naming what is wrong; an unknown calendar is wrong too.
 */
export function assertStoredResult(calendar: string, stored: unknown): void {
  const label = `${calendar} result`;
  if (!isObject(stored)) invalid(`${label}: not an object`);
  switch (calendar) {
    case 'mega645':
      ballResult(stored, 6, 45, label);
      return;
    case 'keno':
      ballResult(stored, 20, 80, label);
      return;
    case 'dientoan636':
      ballResult(stored, 6, 36, label);
      return;
    case 'power655':
      if (typeof stored.bonus !== 'number') invalid(`${label}: the bonus number is missing`);
      parsePower655Result([...numberList(stored.numbers, label), stored.bonus]);
      return;
    case 'lotto535':
      if (typeof stored.special !== 'number') invalid(`${label}: the special number is missing`);
      parseLotto535Result([...numberList(stored.numbers, label), stored.special]);
      return;
    case 'max3d':
    case 'max3dpro':
      assertGroups(
        stringGroups(stored.groups, label),
        MAX3D_GROUP_SIZES.map((size) => [size, 3] as const),
        label,
      );
      return;
    case 'xsmb': {
      assertGroups(
        stringGroups(stored.groups, label),
        PRIZE_TABLES.xsmb.groups.map((group) => [group.count, group.digits] as const),
        label,
      );
      const series = stored.specialSeries ?? [];
      if (!Array.isArray(series) || !series.every((s) => typeof s === 'string'))
        invalid(`${label}: the special series are not a list of codes`);
      return;
    }
    case 'xsmt':
    case 'xsmn': {
      const { provinces } = stored;
      if (!Array.isArray(provinces) || provinces.length === 0)
        invalid(`${label}: no province results`);
      const names = new Set<string>();
      for (const entry of provinces as unknown[]) {
        if (!isObject(entry) || typeof entry.province !== 'string' || entry.province === '')
          invalid(`${label}: a province result without its province`);
        if (names.has(entry.province)) invalid(`${label}: ${entry.province} twice`);
        names.add(entry.province);
        assertGroups(
          stringGroups(entry.groups, `${label} ${entry.province}`),
          PRIZE_TABLES.regional.groups.map((group) => [group.count, group.digits] as const),
          `${label} ${entry.province}`,
        );
      }
      return;
    }
    default:
      invalid(`${label}: not a result calendar`);
  }
}

/** The problem of a stored result ({@link assertStoredResult}), or null when it is valid. */
export function storedResultProblem(calendar: string, stored: unknown): string | null {
  try {
    assertStoredResult(calendar, stored);
    return null;
  } catch (error) {
    if (error instanceof RangeError) return error.message;
    throw error;
  }
}
