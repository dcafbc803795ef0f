import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalog';
import type { Line } from '../pricing/lines';
import { PRIZE_TABLES } from '../prizes/tables';
import { GAME_RULES, gameRulesOf } from './games';
import { settleLoto2, settlePairedLoto } from './loto';
import { settleMax3d, settleMax3dPlus } from './max3d';
import { parseRegionalResult, parseXsmbResult } from './results';
import type { Max3dResult } from './types';

const line = (numbers: number[], special: number | null = null): Line => ({
  numbers,
  special,
  sideBet: null,
});

const xsmb = parseXsmbResult(
  [
    '12345 67890 11111 22222',
    '33333 44444 55555 66666 77777 88888',
    '1234 2345 3456 4567',
    '5678 6789 7890 8901 9012 0123',
    '345 456 567',
    '45 99 98 97',
  ]
    .join(' ')
    .split(' '),
);

const regional = parseRegionalResult(
  [
    '123456 23456 34567 45678 56789',
    '67890 78901 89012 90123 01234 11111 22222',
    '3333 4444 5555 6666 777 56',
  ]
    .join(' ')
    .split(' '),
);

const tiers = (wins: readonly { tier: string; amount: number | null }[]) =>
  wins.map((w) => [w.tier, w.amount]);

describe('the settlement rules of every game', () => {
  it('cover every product but the discontinued ones', () => {
    const settled = PRODUCTS.filter((p) => p.saleStatus !== 'discontinued').map((p) => p.id);
    expect(Object.keys(GAME_RULES)).toEqual(settled);
    for (const id of settled)
      expect(gameRulesOf(id), id).toBe(Object.values(GAME_RULES)[settled.indexOf(id)]);
    expect(gameRulesOf('max4d')).toBeUndefined();
    expect(gameRulesOf('toString')).toBeUndefined();
    expect(Object.isFrozen(GAME_RULES)).toBe(true);
  });

  it('start each jackpot at its rule minimum and share pots per pool, in order', () => {
    expect(GAME_RULES.mega645.minimumPots).toEqual({
      jackpot: PRIZE_TABLES.mega645.jackpots.jackpot?.minimum,
    });
    expect(Object.keys(GAME_RULES.power655.minimumPots)).toEqual(['jackpot1', 'jackpot2']);
    const shares = GAME_RULES.mega645.sharePots({ jackpot: 30_000 }, [
      { pool: 'jackpot', stake: 10_000 },
      { pool: 'capped', stake: 10_000 },
      { pool: 'jackpot', stake: 20_000 },
    ]);
    expect(shares).toEqual([10_000, 0, 20_000]);
    expect(GAME_RULES.loto2.sharePots({}, [])).toEqual([]);
  });

  it("caps Keno's 8/8, 9/9 and 10/10 only", () => {
    expect(GAME_RULES.keno.capOf?.('level-10-match-10')).toEqual(PRIZE_TABLES.keno.caps[10]);
    expect(GAME_RULES.keno.capOf?.('level-8-match-8')).toEqual(PRIZE_TABLES.keno.caps[8]);
    expect(GAME_RULES.keno.capOf?.('level-10-match-9')).toBeUndefined();
    expect(GAME_RULES.mega645.capOf).toBeUndefined();
  });

  it('match stored numbers zero-padded against the drawn digits', () => {
    const max3d: Max3dResult = {
      groups: [
        ['005', '123'],
        ['777', '888', '999', '000'],
        Array(6).fill('111'),
        Array(8).fill('222'),
      ],
    };
    const won = GAME_RULES.max3d.settleLine(max3d, line([5]), 10_000);
    expect(won.length).toBeGreaterThan(0);
    expect(won).toEqual(settleMax3d(max3d, { number: '005' }, 10_000));
    expect(GAME_RULES.ommax3dplus.settleLine(max3d, line([5, 123]), 10_000)).toEqual(
      settleMax3dPlus(max3d, { numbers: ['005', '123'] }, 10_000),
    );
    const loto = GAME_RULES.loto2.settleLine(xsmb, line([45]), 10_000);
    expect(loto).toEqual(settleLoto2(xsmb, { number: '45' }, 10_000));
    expect(loto.length).toBeGreaterThan(0);
    expect(GAME_RULES.loto2.settleLine(xsmb, line([5]), 10_000)).toEqual([]);
    expect(GAME_RULES.loto2cap.settleLine(xsmb, line([45, 99]), 10_000)).toEqual(
      settlePairedLoto(xsmb, { numbers: ['45', '99'] }, 10_000),
    );
  });

  it('settle a paper ticket as its stock ticket, in its province, paid in person above the threshold', () => {
    const north = GAME_RULES.xsmb;
    expect(north.settleLine(xsmb, line([1]), 10_000)).toEqual([]);
    expect(
      tiers(north.settleSet?.(xsmb, { paper: { number: '67890', province: 'Hà Nội' } }) ?? []),
    ).toEqual([
      ['first', 20_000_000],
      ['fifth', 200_000],
    ]);
    expect(() => north.settleSet?.(xsmb, { stake: 1 })).toThrow(/without its stock ticket/);

    const day = { provinces: [{ province: 'Đà Nẵng', groups: regional.groups }] };
    const south = GAME_RULES.xsmn;
    expect(
      tiers(south.settleSet?.(day, { paper: { number: '123456', province: 'Đà Nẵng' } }) ?? []),
    ).toEqual([
      ['special', 2_000_000_000],
      ['first', 30_000_000],
      ['eighth', 100_000],
    ]);
    expect(() =>
      south.settleSet?.(day, {
        paper: { number: '123456', province: 'Huế', drawDate: '2026-04-01' },
      }),
    ).toThrow('No result of Huế on 2026-04-01');
  });
});
