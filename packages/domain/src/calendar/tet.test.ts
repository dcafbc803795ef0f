import { describe, expect, it } from 'vitest';
import { weekdayOf } from './days';
import { TET_DATES, TET_YEARS, tetCancelledDays } from './tet';

// An independent check of the table: the Vietnamese lunar calendar computed from the
// astronomical new moons and solar terms (Hồ Ngọc Đức's published algorithm, after
// Meeus), for the UTC+7 zone. The table must agree with it for every year.
const VN_ZONE = 7;
const { floor, sin, PI } = Math;

function julianDay(day: number, month: number, year: number): number {
  const a = floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    floor((153 * m + 2) / 5) +
    365 * y +
    floor(y / 4) -
    floor(y / 100) +
    floor(y / 400) -
    32045
  );
}

function newMoon(k: number): number {
  const t = k / 1236.85;
  const t2 = t * t;
  const t3 = t2 * t;
  const dr = PI / 180;
  let jd = 2415020.75933 + 29.53058868 * k + 0.0001178 * t2 - 0.000000155 * t3;
  jd += 0.00033 * sin((166.56 + 132.87 * t - 0.009173 * t2) * dr);
  const m = 359.2242 + 29.10535608 * k - 0.0000333 * t2 - 0.00000347 * t3;
  const mpr = 306.0253 + 385.81691806 * k + 0.0107306 * t2 + 0.00001236 * t3;
  const f = 21.2964 + 390.67050646 * k - 0.0016528 * t2 - 0.00000239 * t3;
  let c1 = (0.1734 - 0.000393 * t) * sin(m * dr) + 0.0021 * sin(2 * dr * m);
  c1 = c1 - 0.4068 * sin(mpr * dr) + 0.0161 * sin(dr * 2 * mpr);
  c1 -= 0.0004 * sin(dr * 3 * mpr);
  c1 = c1 + 0.0104 * sin(dr * 2 * f) - 0.0051 * sin(dr * (m + mpr));
  c1 = c1 - 0.0074 * sin(dr * (m - mpr)) + 0.0004 * sin(dr * (2 * f + m));
  c1 = c1 - 0.0004 * sin(dr * (2 * f - m)) - 0.0006 * sin(dr * (2 * f + mpr));
  c1 = c1 + 0.001 * sin(dr * (2 * f - mpr)) + 0.0005 * sin(dr * (2 * mpr + m));
  const deltaT =
    t < -11
      ? 0.001 + 0.000839 * t + 0.0002261 * t2 - 0.00000845 * t3 - 0.000000081 * t * t3
      : -0.000278 + 0.000265 * t + 0.000262 * t2;
  return jd + c1 - deltaT;
}

function sunLongitude(jdn: number): number {
  const t = (jdn - 2451545.0) / 36525;
  const t2 = t * t;
  const dr = PI / 180;
  const m = 357.5291 + 35999.0503 * t - 0.0001559 * t2 - 0.00000048 * t * t2;
  const l0 = 280.46645 + 36000.76983 * t + 0.0003032 * t2;
  let dl = (1.9146 - 0.004817 * t - 0.000014 * t2) * sin(dr * m);
  dl = dl + (0.019993 - 0.000101 * t) * sin(dr * 2 * m) + 0.00029 * sin(dr * 3 * m);
  let l = (l0 + dl) * dr;
  l -= PI * 2 * floor(l / (PI * 2));
  return l;
}

const newMoonDay = (k: number) => floor(newMoon(k) + 0.5 + VN_ZONE / 24);
const solarTerm = (day: number) => floor((sunLongitude(day - 0.5 - VN_ZONE / 24) / PI) * 6);

function lunarMonth11(year: number): number {
  const k = floor((julianDay(31, 12, year) - 2415021) / 29.530588853);
  const day = newMoonDay(k);
  return solarTerm(day) >= 9 ? newMoonDay(k - 1) : day;
}

function leapMonthOffset(a11: number): number {
  const k = floor((a11 - 2415021.076998695) / 29.530588853 + 0.5);
  let i = 1;
  let arc = solarTerm(newMoonDay(k + i));
  let last: number;
  do {
    last = arc;
    i += 1;
    arc = solarTerm(newMoonDay(k + i));
  } while (arc !== last && i < 14);
  return i - 1;
}

// The Julian day of mùng 1 Tết of `year`: two lunar months after the start of month 11
// of the previous year, three when a leap month falls in months 11 or 12.
function lunarNewYear(year: number): number {
  const a11 = lunarMonth11(year - 1);
  const b11 = lunarMonth11(year);
  const k = floor(0.5 + (a11 - 2415021.076998695) / 29.530588853);
  const leap = b11 - a11 > 365 && leapMonthOffset(a11) <= 2;
  return newMoonDay(k + (leap ? 3 : 2));
}

function isoOfJulianDay(jd: number): string {
  return new Date((jd - 2440588) * 86_400_000).toISOString().slice(0, 10);
}

describe('the Tết table', () => {
  it('covers every year from 2020 to 2040', () => {
    const years = Object.keys(TET_DATES).map(Number);
    expect(years).toEqual(Array.from({ length: 21 }, (_, i) => 2020 + i));
    expect(TET_YEARS).toEqual({ first: 2020, last: 2040 });
  });

  it('agrees with the astronomical Vietnamese lunar calendar for every year', () => {
    for (let year = TET_YEARS.first; year <= TET_YEARS.last; year += 1) {
      expect(TET_DATES[year], String(year)).toBe(isoOfJulianDay(lunarNewYear(year)));
    }
  });

  it('matches the Tết dates of the draw histories (reference §4)', () => {
    expect(TET_DATES[2024]).toBe('2024-02-10');
    expect(TET_DATES[2025]).toBe('2025-01-29');
    expect(TET_DATES[2026]).toBe('2026-02-17');
  });

  it('follows the UTC+7 calendar where it differs from the Chinese one', () => {
    // The new moon is at 23:07 on 2 February 2030 in Hanoi, already 3 February in Beijing.
    expect(TET_DATES[2030]).toBe('2030-02-02');
  });

  it('puts every Tết between 21 January and 20 February', () => {
    for (const day of Object.values(TET_DATES)) {
      expect(day.slice(5) >= '01-21' && day.slice(5) <= '02-20', day).toBe(true);
    }
  });
});

describe('tetCancelledDays', () => {
  it('cancels the last day of the lunar year and days 1–3 of northern draws', () => {
    expect(tetCancelledDays(2024, 'northern')).toEqual([
      '2024-02-09',
      '2024-02-10',
      '2024-02-11',
      '2024-02-12',
    ]);
    expect(tetCancelledDays(2025, 'northern')).toEqual([
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2025-01-31',
    ]);
  });

  it('cancels the last day and day 1 of Vietlott draws, nothing for rule none', () => {
    expect(tetCancelledDays(2026, 'vietlott')).toEqual(['2026-02-16', '2026-02-17']);
    expect(tetCancelledDays(2026, 'none')).toEqual([]);
    expect(weekdayOf(tetCancelledDays(2026, 'vietlott')[0] ?? '')).toBe(1);
  });

  it('refuses years outside the table', () => {
    expect(() => tetCancelledDays(2019, 'vietlott')).toThrow(RangeError);
    expect(() => tetCancelledDays(2041, 'northern')).toThrow('2020–2040');
  });
});
