import type { PaperTicket } from '@veso/contract';
import { PRIZE_TABLES } from '@veso/domain';
import { makeTestNumberInfo, makeTestTicket } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { ownTicketsOf, provisionalPrize, sideCounts } from './own-tickets-model';

const DRAWN = [5, 61, 3, 8, 10, 12, 15, 20, 22, 27, 30, 33, 41, 44, 50, 57, 63, 70, 75, 80];
const LEVELS = PRIZE_TABLES.keno.levels;

type NumberInfo = PaperTicket['numberInfos'][number];

function ticket(numberInfos: NumberInfo[]): PaperTicket {
  return {
    ...makeTestTicket(1, { id: 7, product: 'keno', productName: 'Keno', drawCode: '0150002' }),
    orderId: 70,
    numberInfos,
  };
}

function onlyLine(numberInfo: NumberInfo) {
  const [own] = ownTicketsOf([ticket([numberInfo])], '0150002');
  const line = own?.lines[0];
  if (!line) throw new Error('no line');
  return line;
}

describe('own Keno tickets', () => {
  it('sums a bao over every line it buys, per stake unit', () => {
    // C(4, 3) = 4 lines: {3, 5, 61} matches 3, the three lines with 2 match 2.
    const bao = onlyLine(
      makeTestNumberInfo({ numbers: [2, 3, 5, 61], form: 'kenoBao', level: 3, stake: 5, lines: 4 }),
    );
    expect(bao.label).toBe('Bao bậc 3');
    expect(bao.stake).toBe(50_000);
    expect(provisionalPrize(bao, DRAWN)).toBe((LEVELS[3]![3]! + 3 * LEVELS[3]![2]!) * 5);
  });

  it('pays bậc 10 with no number matched and nothing before the draw is over', () => {
    const line = onlyLine(makeTestNumberInfo({ numbers: [1, 2, 4, 6, 7, 9, 11, 13, 14, 16] }));
    expect(line.label).toBe('Bậc 10');
    expect(provisionalPrize(line, DRAWN)).toBe(LEVELS[10]![0]);
    expect(provisionalPrize(line, DRAWN.slice(0, 19))).toBeNull();
  });

  it('settles a side bet on the 20 numbers', () => {
    const big = onlyLine(makeTestNumberInfo({ form: 'kenoSideBet', bet: 'big' }));
    expect(big.label).toBe('Lớn');
    expect(provisionalPrize(big, DRAWN)).toBe(0);
    expect(sideCounts(DRAWN)).toEqual({ big: 9, small: 11, even: 10, odd: 10 });
  });
});
