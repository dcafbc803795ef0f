import { describe, expect, it } from 'vitest';
import { settleLoto2, settleLoto3, settleLoto5, settlePairedLoto } from './loto';
import { parseXsmbResult } from './results';
import type { PrizeWin } from './types';

// 27 numbers: Đặc biệt, Nhất, Nhì ×2, Ba ×6, Tư ×4, Năm ×6, Sáu ×3, Bảy ×4.
const result = parseXsmbResult(
  [
    '12345 67845 11111 22222',
    '33333 44444 55555 66666 77777 88888',
    '1234 2345 3456 4567',
    '5678 6789 7890 8901 9012 0123',
    '345 456 567',
    '45 99 98 99',
  ]
    .join(' ')
    .split(' '),
);

const total = (wins: readonly PrizeWin[]): number =>
  wins.reduce((sum, w) => sum + (w.amount ?? 0), 0);

describe('settleLoto2', () => {
  it('pays ×70 for the last 2 of Đặc biệt and ×1 more when Giải Nhất ends the same', () => {
    expect(settleLoto2(result, { number: '45' }, 10_000).map((w) => [w.tier, w.amount])).toEqual([
      ['special', 700_000],
      ['first', 10_000],
    ]);
    expect(settleLoto2(result, { number: '44' }, 10_000)).toEqual([]);
  });

  it('refuses a number that is not 2 digits', () => {
    expect(() => settleLoto2(result, { number: '5' }, 10_000)).toThrow('expected 2 digits');
  });
});

describe('settleLoto3', () => {
  it('pays ×420 for the last 3 of Đặc biệt, without the last-2 prize', () => {
    expect(settleLoto3(result, { number: '345' }, 1_000).map((w) => [w.tier, w.amount])).toEqual([
      ['special', 420_000],
      ['sixth', 5_000],
    ]);
  });

  it('pays ×5 for the last 2 of Đặc biệt and ×20 for the last 3 of Giải Nhất', () => {
    expect(total(settleLoto3(result, { number: '845' }, 1_000))).toBe(25_000);
    expect(total(settleLoto3(result, { number: '945' }, 1_000))).toBe(5_000);
    expect(total(settleLoto3(result, { number: '567' }, 1_000))).toBe(5_000);
    expect(settleLoto3(result, { number: '000' }, 1_000)).toEqual([]);
  });
});

describe('settleLoto5', () => {
  it('pays each matching prize of the northern result as a multiple of the stake', () => {
    expect(settleLoto5(result, { number: '12345' }, 1_000).map((w) => [w.tier, w.amount])).toEqual([
      ['special', 20_000_000],
      ['fourth', 40_000],
      ['sixth', 10_000],
      ['seventh', 4_000],
    ]);
    expect(settleLoto5(result, { number: '00045' }, 1_000).map((w) => w.tier)).toEqual([
      'seventh',
      'consolation',
    ]);
    expect(settleLoto5(result, { number: '00000' }, 1_000)).toEqual([]);
  });
});

describe('settlePairedLoto', () => {
  it('pays when every pair is among the 27 endings', () => {
    expect(settlePairedLoto(result, { numbers: ['45', '11'] }, 10_000)).toEqual([
      { tier: 'paired-2', name: 'Lô tô 2 cặp', amount: 100_000, stake: 10_000, pool: null },
    ]);
    expect(settlePairedLoto(result, { numbers: ['45', '11', '22'] }, 10_000)[0]?.amount).toBe(
      450_000,
    );
    expect(settlePairedLoto(result, { numbers: ['45', '11', '22', '33'] }, 10_000)[0]?.amount).toBe(
      1_100_000,
    );
    expect(settlePairedLoto(result, { numbers: ['45', '10'] }, 10_000)).toEqual([]);
  });

  it('pays the higher multiplier when every pair appears at least twice', () => {
    // '45' ends Đặc biệt, Nhất, a Sáu and a Bảy; '99' is drawn twice in Bảy.
    expect(settlePairedLoto(result, { numbers: ['45', '99'] }, 10_000)[0]).toMatchObject({
      tier: 'paired-2-twice',
      amount: 150_000,
    });
  });

  it('refuses sizes other than 2–4 and repeated pairs', () => {
    expect(() => settlePairedLoto(result, { numbers: ['45'] }, 10_000)).toThrow(
      'not a paired loto size',
    );
    expect(() => settlePairedLoto(result, { numbers: ['45', '45'] }, 10_000)).toThrow('distinct');
  });
});
