import { describe, expect, it } from 'vitest';
import { PRIZE_TABLES } from '../prizes/tables';
import {
  assertStoredResult,
  storedResultProblem,
  parseLotto535Result,
  parseMax3dResult,
  parseMega645Result,
  parsePower655Result,
  parseRegionalResult,
  parseXsmbResult,
} from './results';

describe('result parsers', () => {
  it('split Power and Lotto records into main numbers and the extra ball', () => {
    expect(parsePower655Result([5, 10, 14, 23, 24, 38, 35])).toEqual({
      numbers: [5, 10, 14, 23, 24, 38],
      bonus: 35,
    });
    expect(parseLotto535Result([7, 9, 10, 16, 19, 9])).toEqual({
      numbers: [7, 9, 10, 16, 19],
      special: 9,
    });
    expect(parseMega645Result([12, 17, 23, 25, 34, 38])).toEqual({
      numbers: [12, 17, 23, 25, 34, 38],
    });
  });

  it('refuse malformed records', () => {
    expect(() => parseMega645Result([12, 17, 23, 25, 34, 46])).toThrow(RangeError);
    expect(() => parseLotto535Result([7, 9, 10, 16, 19])).toThrow('expected 6 values');
    expect(() => parseLotto535Result([7, 9, 10, 16, 19, 13])).toThrow(RangeError);
  });

  it('orders Max 3D groups by size, whatever their names', () => {
    const record = {
      'Giải ba': ['634', '573', '539', '048', '967', '262', '523', '185'],
      'Giải Nhất': ['334', '279', '576', '060'],
      'Giải Đặc biệt': ['015', '517'],
      'Giải Nhì': ['043', '900', '132', '916', '370', '766'],
    };
    const result = parseMax3dResult(record);
    expect(result.groups.map((g) => g.length)).toEqual([2, 4, 6, 8]);
    expect(result.groups[0]).toEqual(['015', '517']);
    expect(() => parseMax3dResult({ ...record, extra: ['111'] })).toThrow(
      'expected 4 prize groups',
    );
    expect(() => parseMax3dResult({ ...record, 'Giải Đặc biệt': ['15', '517'] })).toThrow(
      'expected 3 digits',
    );
  });

  it('pad northern and regional numbers to their group widths', () => {
    // The first row of xsmb.csv, as numbers that lost their leading zeros (last one changed).
    const row =
      '34584,16876,34885,65037,44442,95464,14795,94080,18983,22006,4979,4293,2502,4395,' +
      '4240,3439,3988,5912,3636,5423,729,272,278,12,25,78,7';
    const xsmb = parseXsmbResult(row.split(',').map(Number));
    expect(xsmb.groups.map((g) => g.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(xsmb.groups[7]).toEqual(['12', '25', '78', '07']);
    expect(xsmb.specialSeries).toEqual([]);
    expect(() => parseXsmbResult([1, 2, 3])).toThrow('expected 27 numbers');
    expect(() => parseXsmbResult([...Array(26).fill('1'), '123'])).toThrow('expected 2 digits');

    const regional = parseRegionalResult([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ]);
    expect(regional.groups[0]).toEqual(['000001']);
    expect(regional.groups[8]).toEqual(['18']);
  });
});

describe('stored results', () => {
  const paper = (groups: readonly { count: number; digits: number }[]) =>
    groups.map((g) => Array.from({ length: g.count }, () => '0'.repeat(g.digits)));

  it('accept every calendar in the shape the draws store', () => {
    const valid: Record<string, unknown> = {
      mega645: { numbers: [1, 2, 3, 4, 5, 6] },
      power655: { numbers: [1, 2, 3, 4, 5, 6], bonus: 7 },
      lotto535: { numbers: [1, 2, 3, 4, 5], special: 1 },
      keno: { numbers: Array.from({ length: 20 }, (_, i) => i + 1) },
      dientoan636: { numbers: [31, 32, 33, 34, 35, 36] },
      max3d: { groups: [2, 4, 6, 8].map((n) => Array.from({ length: n }, () => '007')) },
      xsmb: { groups: paper(PRIZE_TABLES.xsmb.groups), specialSeries: ['1AB'] },
      xsmn: { provinces: [{ province: 'TP. HCM', groups: paper(PRIZE_TABLES.regional.groups) }] },
    };
    for (const [calendar, stored] of Object.entries(valid))
      expect(storedResultProblem(calendar, stored), calendar).toBeNull();
  });

  it('name what breaks the rules: a bonus among the main numbers, ranges, counts, widths', () => {
    expect(storedResultProblem('power655', { numbers: [1, 2, 3, 4, 5, 6], bonus: 3 })).toMatch(
      /distinct/,
    );
    expect(storedResultProblem('power655', { numbers: [1, 2, 3, 4, 5, 6] })).toMatch(/bonus/);
    expect(storedResultProblem('mega645', { numbers: [1, 2, 3, 4, 5, 46] })).toMatch(/1–45/);
    expect(storedResultProblem('keno', { numbers: [1, 2, 3] })).toMatch(/expected 20/);
    expect(storedResultProblem('lotto535', { numbers: [1, 2, 3, 4, 5], special: 13 })).toMatch(
      /1–12/,
    );
    expect(storedResultProblem('max3d', { groups: [['1', '2']] })).toMatch(/prize groups/);
    expect(
      storedResultProblem('xsmn', {
        provinces: [
          { province: 'A', groups: paper(PRIZE_TABLES.regional.groups) },
          { province: 'A', groups: paper(PRIZE_TABLES.regional.groups) },
        ],
      }),
    ).toMatch(/twice/);
    expect(storedResultProblem('bingo18', { numbers: [1] })).toMatch(/not a result calendar/);
    expect(() => assertStoredResult('mega645', null)).toThrow(RangeError);
  });
});
