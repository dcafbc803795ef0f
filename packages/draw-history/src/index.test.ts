import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DRAW_HISTORY_FILES,
  drawHistoryDir,
  drawHistoryPath,
  readCsv,
  readDrawHistory,
  readJsonlDraws,
  type CsvFile,
  type Max3dDraw,
  type NumbersDraw,
} from './index';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function range(values: readonly string[]): [string, string] {
  const sorted = [...values].sort();
  return [sorted[0] ?? '', sorted.at(-1) ?? ''];
}

/** True when `values` are `count` distinct integers in `min..max`. */
function distinctIn(values: readonly number[], count: number, min: number, max: number): boolean {
  return (
    values.length === count &&
    new Set(values).size === count &&
    values.every((n) => Number.isInteger(n) && n >= min && n <= max)
  );
}

function expectDrawShape(draws: readonly (NumbersDraw | Max3dDraw)[]): void {
  for (const draw of draws) {
    expect(draw.date, draw.id).toMatch(DAY);
    expect(draw.id, draw.date).toMatch(/^\d{5}$/);
  }
  expect(new Set(draws.map((d) => d.id)).size, 'distinct ids').toBe(draws.length);
}

describe('the data folder', () => {
  it('is the package’s own data/ folder, and holds every listed file', () => {
    const packageRoot = fileURLToPath(new URL('..', import.meta.url));
    expect(drawHistoryDir()).toBe(path.join(packageRoot, 'data'));
    expect(readdirSync(drawHistoryDir()).sort()).toEqual([...DRAW_HISTORY_FILES].sort());
    for (const file of DRAW_HISTORY_FILES) {
      expect(existsSync(drawHistoryPath(file)), file).toBe(true);
      const text = readDrawHistory(file);
      // Appended rows keep the format: LF line ends, one final newline, no blank line.
      expect(text.endsWith('\n') && !text.endsWith('\n\n'), file).toBe(true);
      expect(text.includes('\r'), file).toBe(false);
      expect(text, file).toBe(text.normalize('NFC'));
    }
  });
});

describe('the Vietlott files', () => {
  it('mega645.jsonl: 1355 draws, 25/10/2017 to 21/08/2026, ids 00198..01552, 6 of 1–45', () => {
    const draws = readJsonlDraws('mega645.jsonl');
    expect(draws).toHaveLength(1355);
    expectDrawShape(draws);
    expect(range(draws.map((d) => d.date))).toEqual(['2017-10-25', '2026-08-21']);
    expect(range(draws.map((d) => d.id))).toEqual(['00198', '01552']);
    expect(draws.filter((d) => !distinctIn(d.result, 6, 1, 45))).toEqual([]);
    expect(draws.at(-1)).toMatchObject({
      date: '2026-08-21',
      id: '01552',
      result: [7, 26, 31, 38, 43, 45],
    });
  });

  it('power655.jsonl: 1388 draws, 01/08/2017 to 22/08/2026, 6 of 1–55 then the bonus', () => {
    const draws = readJsonlDraws('power655.jsonl');
    expect(draws).toHaveLength(1388);
    expectDrawShape(draws);
    expect(range(draws.map((d) => d.date))).toEqual(['2017-08-01', '2026-08-22']);
    expect(range(draws.map((d) => d.id))).toEqual(['00001', '01388']);
    // Draw 00944 was crawled without its bonus number (the server's import rejects it).
    const short = draws.filter((d) => d.result.length !== 7);
    expect(short.map((d) => d.id)).toEqual(['00944']);
    expect(draws.filter((d) => d.result.length === 7 && !distinctIn(d.result, 7, 1, 55))).toEqual(
      [],
    );
  });

  it('lotto535.jsonl: 766 draws, 29/06/2025 to 22/08/2026, 5 of 1–35 then 1–12, two a day', () => {
    const draws = readJsonlDraws('lotto535.jsonl');
    expect(draws).toHaveLength(766);
    expectDrawShape(draws);
    expect(range(draws.map((d) => d.date))).toEqual(['2025-06-29', '2026-08-22']);
    expect(range(draws.map((d) => d.id))).toEqual(['00001', '00840']);
    expect(
      draws.filter(
        (d) =>
          d.result.length !== 6 ||
          !distinctIn(d.result.slice(0, 5), 5, 1, 35) ||
          !distinctIn(d.result.slice(5), 1, 1, 12),
      ),
    ).toEqual([]);
    const perDay = new Map<string, number>();
    for (const d of draws) perDay.set(d.date, (perDay.get(d.date) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(2);
    expect(perDay.get('2025-06-29')).toBe(2);
  });

  const max3d = [
    ['max3d.jsonl', 1118, '2019-04-22', '2026-08-21', '01122'],
    ['max3dpro.jsonl', 765, '2021-09-14', '2026-08-22', '00769'],
  ] as const;
  for (const [file, count, first, last, lastId] of max3d) {
    it(`${file}: ${count} draws, ${first} to ${last}, groups of 2, 4, 6 and 8 three-digit numbers`, () => {
      const draws = readJsonlDraws(file);
      expect(draws).toHaveLength(count);
      expectDrawShape(draws);
      expect(range(draws.map((d) => d.date))).toEqual([first, last]);
      expect(range(draws.map((d) => d.id))).toEqual(['00001', lastId]);
      for (const draw of draws) {
        const groups = Object.values(draw.result);
        expect(
          groups.map((g) => g.length),
          draw.id,
        ).toEqual([2, 4, 6, 8]);
        expect(
          groups.flat().every((n) => /^\d{3}$/.test(n)),
          draw.id,
        ).toBe(true);
      }
    });
  }
});

describe('the paper lottery files', () => {
  it('xsmb.csv: 7530 days, 01/10/2005 to 22/08/2026, 27 numbers that fit their widths', () => {
    const { header, rows } = readCsv('xsmb.csv');
    expect(header).toHaveLength(28);
    expect(header.slice(0, 3)).toEqual(['date', 'special', 'prize1']);
    expect(header.at(-1)).toBe('prize7_4');
    expect(rows).toHaveLength(7530);
    const dates = rows.map((row) => row[0] ?? '');
    expect(new Set(dates).size).toBe(7530);
    expect(dates.every((d) => DAY.test(d))).toBe(true);
    expect([dates[0], dates.at(-1)]).toEqual(['2005-10-01', '2026-08-22']);
    // Leading zeros were dropped: each value has at most its prize's width.
    const widths = [5, 5, 5, 5, ...Array(6).fill(5), ...Array(4).fill(4), ...Array(6).fill(4)];
    widths.push(3, 3, 3, 2, 2, 2, 2);
    expect(widths).toHaveLength(27);
    const bad = rows.filter(
      (row) =>
        row.length !== 28 ||
        row.slice(1).some((value, i) => !/^\d+$/.test(value) || value.length > (widths[i] ?? 0)),
    );
    expect(bad).toEqual([]);
  });

  const regional = [
    ['xsmn.csv', 321, ['TPHCM', 'Đà Lạt', 'Cần Thơ']],
    ['xsmt.csv', 248, ['Huế', 'Đà Nẵng', 'Khánh Hòa']],
  ] as const;
  for (const [file, count, someProvinces] of regional) {
    it(`${file}: ${count} province rows over 102 days, 16/07 to 25/10/2025, padded to width`, () => {
      const { header, rows } = readCsv(file as CsvFile);
      expect(header).toEqual([
        'date',
        'province',
        'special',
        'prize1',
        'prize2',
        'prize3_1',
        'prize3_2',
        ...Array.from({ length: 7 }, (_, i) => `prize4_${i + 1}`),
        'prize5',
        'prize6_1',
        'prize6_2',
        'prize6_3',
        'prize7',
        'prize8',
      ]);
      expect(rows).toHaveLength(count);
      const dates = rows.map((row) => row[0] ?? '');
      expect(new Set(dates).size).toBe(102);
      expect(range(dates)).toEqual(['2025-07-16', '2025-10-25']);
      // Already left-padded: every value has exactly its prize's width.
      const widths = [6, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 2];
      const bad = rows.filter(
        (row) =>
          row.length !== 20 ||
          !DAY.test(row[0] ?? '') ||
          row.slice(2).some((value, i) => !/^\d+$/.test(value) || value.length !== widths[i]),
      );
      expect(bad).toEqual([]);
      // One row per province and day; names as published.
      expect(new Set(rows.map((row) => `${row[0]} ${row[1]}`)).size).toBe(count);
      const provinces = new Set(rows.map((row) => row[1]));
      for (const province of someProvinces) expect(provinces).toContain(province);
    });
  }
});
