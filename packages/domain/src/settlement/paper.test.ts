import { describe, expect, it } from 'vitest';
import { settleRegionalTicket, settleXsmbTicket } from './paper';
import { parseRegionalResult, parseXsmbResult } from './results';
import type { PrizeWin } from './types';

const xsmbValues = [
  '12345 67890 11111 22222',
  '33333 44444 55555 66666 77777 88888',
  '1234 2345 3456 4567',
  '5678 6789 7890 8901 9012 0123',
  '345 456 567',
  '45 99 98 97',
]
  .join(' ')
  .split(' ');

const tiers = (wins: readonly PrizeWin[]): [string, number | null][] =>
  wins.map((w) => [w.tier, w.amount]);

describe('settleXsmbTicket', () => {
  const result = parseXsmbResult(xsmbValues);

  it('pays every drawn number the ticket ends with', () => {
    expect(tiers(settleXsmbTicket(result, { number: '12345' }))).toEqual([
      ['special', 200_000_000],
      ['fourth', 400_000],
      ['sixth', 100_000],
      ['seventh', 40_000],
    ]);
    expect(tiers(settleXsmbTicket(result, { number: '67890' }))).toEqual([
      ['first', 20_000_000],
      ['fifth', 200_000],
    ]);
  });

  it('pays Khuyến khích for the last 2 digits of Đặc biệt', () => {
    expect(tiers(settleXsmbTicket(result, { number: '00045' }))).toEqual([
      ['seventh', 40_000],
      ['consolation', 40_000],
    ]);
  });

  it('needs a winning series code for Đặc biệt when the result lists them', () => {
    const withSeries = parseXsmbResult(xsmbValues, ['15AN', '3AN']);
    expect(tiers(settleXsmbTicket(withSeries, { number: '12345', series: '3AN' }))[0]).toEqual([
      'special',
      200_000_000,
    ]);
    const wrongSeries = tiers(settleXsmbTicket(withSeries, { number: '12345', series: '7AN' }));
    expect(wrongSeries.map(([t]) => t)).toEqual(['fourth', 'sixth', 'seventh', 'consolation']);
    expect(tiers(settleXsmbTicket(withSeries, { number: '12345' })).map(([t]) => t)).not.toContain(
      'special',
    );
  });

  it('refuses tickets that are not 5 digits', () => {
    expect(() => settleXsmbTicket(result, { number: '1234' })).toThrow('expected 5 digits');
  });
});

describe('settleRegionalTicket', () => {
  // Đặc biệt, Nhất, Nhì, Ba ×2, Tư ×7, Năm, Sáu ×3, Bảy, Tám.
  const result = parseRegionalResult(
    [
      '123456 23456 34567 45678 56789',
      '67890 78901 89012 90123 01234 11111 22222',
      '3333 4444 5555 6666 777 56',
    ]
      .join(' ')
      .split(' '),
  );

  it('pays Đặc biệt and every other prize the ticket ends with', () => {
    expect(tiers(settleRegionalTicket(result, { number: '123456' }))).toEqual([
      ['special', 2_000_000_000],
      ['first', 30_000_000],
      ['eighth', 100_000],
    ]);
    expect(tiers(settleRegionalTicket(result, { number: '003333' }))).toEqual([
      ['fifth', 1_000_000],
    ]);
    expect(tiers(settleRegionalTicket(result, { number: '005555' }))).toEqual([['sixth', 400_000]]);
    expect(tiers(settleRegionalTicket(result, { number: '000777' }))).toEqual([
      ['seventh', 200_000],
    ]);
    expect(tiers(settleRegionalTicket(result, { number: '000000' }))).toEqual([]);
  });

  it('pays phụ Đặc biệt for the last 5 digits with another first digit', () => {
    expect(tiers(settleRegionalTicket(result, { number: '923456' }))).toEqual([
      ['first', 30_000_000],
      ['eighth', 100_000],
      ['special-runner-up', 50_000_000],
    ]);
  });

  it('pays Khuyến khích for the first digit right and exactly one other wrong', () => {
    expect(tiers(settleRegionalTicket(result, { number: '123450' }))).toEqual([
      ['consolation', 6_000_000],
    ]);
    expect(tiers(settleRegionalTicket(result, { number: '103456' })).map(([t]) => t)).toContain(
      'consolation',
    );
    expect(tiers(settleRegionalTicket(result, { number: '120450' }))).toEqual([]);
    expect(tiers(settleRegionalTicket(result, { number: '023450' }))).toEqual([]);
  });
});
