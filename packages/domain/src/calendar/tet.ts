import { addDays } from './days';

/**
 * The first day of the lunar year (mùng 1 Tết) in Vietnam, 2020–2040, as `YYYY-MM-DD`.
 * Vietnam's lunar calendar is computed for UTC+7, so a year can differ from the Chinese
 * one; the table is checked against an astronomical computation in the tests.
 */
export const TET_DATES: Readonly<Record<number, string>> = Object.freeze({
  2020: '2020-01-25',
  2021: '2021-02-12',
  2022: '2022-02-01',
  2023: '2023-01-22',
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-02',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
  2036: '2036-01-28',
  2037: '2037-02-15',
  2038: '2038-02-04',
  2039: '2039-01-24',
  2040: '2040-02-12',
});

/** First and last year of {@link TET_DATES}. */
export const TET_YEARS = { first: 2020, last: 2040 } as const;

/**
 * Which draws Tết cancels (reference §4): `northern` — the last day of the lunar year and
 * days 1–3 (XSMB and everything drawn with it); `vietlott` — the last day and day 1;
 * `none` — no Tết pause (Lotto 5/35 drew through Tết 2026).
 */
export type TetRule = 'none' | 'vietlott' | 'northern';

/**
 * The days a Tết rule cancels in the lunar year that starts in `year`, as `YYYY-MM-DD`,
 * in date order. The last day of the old lunar year is the day before mùng 1.
 *
 * @throws RangeError when `year` is outside {@link TET_YEARS}.
 */
export function tetCancelledDays(year: number, rule: TetRule): string[] {
  const firstDay = TET_DATES[year];
  if (firstDay === undefined) {
    throw new RangeError(`No Tết date for ${year}: the table covers 2020–2040`);
  }
  const daysAfter = rule === 'northern' ? 3 : rule === 'vietlott' ? 1 : -1;
  const days: string[] = [];
  for (let offset = -1; offset < daysAfter; offset += 1) days.push(addDays(firstDay, offset));
  return days;
}
