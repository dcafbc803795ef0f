import { describe, expect, it } from 'vitest';
import { settleMax3d, settleMax3dPlus, settleMax3dPro, settleOmMax3dPlus } from './max3d';
import type { Max3dResult, PrizeWin } from './types';

const result: Max3dResult = {
  groups: [
    ['123', '456'],
    ['111', '222', '333', '111'],
    ['444', '555', '666', '777', '888', '999'],
    ['000', '010', '020', '030', '040', '050', '060', '456'],
  ],
};

function summary(wins: readonly PrizeWin[]): Record<string, number | null> {
  return Object.fromEntries(wins.map((w) => [w.tier, w.amount]));
}

describe('settleMax3d', () => {
  it('wins every group the number is in, each group once', () => {
    expect(summary(settleMax3d(result, { number: '456' }, 10_000))).toEqual({
      first: 1_000_000,
      consolation: 100_000,
    });
    // Drawn twice in Giải Nhì: paid once.
    expect(summary(settleMax3d(result, { number: '111' }, 20_000))).toEqual({ second: 700_000 });
    expect(settleMax3d(result, { number: '321' }, 10_000)).toEqual([]);
  });

  it('refuses numbers that are not 3 digits and malformed results', () => {
    expect(() => settleMax3d(result, { number: '12' }, 10_000)).toThrow('expected 3 digits');
    expect(() =>
      settleMax3d({ groups: result.groups.slice(0, 3) }, { number: '123' }, 10_000),
    ).toThrow('expected 4 prize groups');
    expect(() =>
      settleMax3d({ groups: [['123'], ...result.groups.slice(1)] }, { number: '123' }, 10_000),
    ).toThrow('must hold 2 numbers');
  });
});

describe('settleMax3dPlus', () => {
  it('pays Giải Nhất for the two Nhất numbers in any order, with every other tier met', () => {
    expect(summary(settleMax3dPlus(result, { numbers: ['456', '123'] }, 10_000))).toEqual({
      first: 1_000_000_000,
      fifth: 1_000_000,
      sixth: 150_000,
      seventh: 40_000,
    });
  });

  it('needs a repeated number to be drawn twice for a "both" tier, and doubles its prizes', () => {
    expect(summary(settleMax3dPlus(result, { numbers: ['111', '111'] }, 10_000))).toEqual({
      second: 80_000_000,
      fifth: 2_000_000,
      seventh: 80_000,
    });
    expect(summary(settleMax3dPlus(result, { numbers: ['222', '222'] }, 10_000))).toEqual({
      seventh: 80_000,
    });
  });

  it('pays Giải Năm for two numbers from different groups', () => {
    expect(summary(settleMax3dPlus(result, { numbers: ['222', '999'] }, 10_000))).toEqual({
      fifth: 1_000_000,
      seventh: 40_000,
    });
  });

  it('refuses a line of one number', () => {
    expect(() => settleMax3dPlus(result, { numbers: ['123'] }, 10_000)).toThrow(
      'expected 2 numbers',
    );
  });
});

describe('settleMax3dPro', () => {
  it('tells Đặc biệt (draw order) from phụ Đặc biệt (reversed)', () => {
    expect(summary(settleMax3dPro(result, { numbers: ['123', '456'] }, 10_000))).toEqual({
      special: 2_000_000_000,
      fourth: 1_000_000,
      fifth: 100_000,
      sixth: 40_000,
    });
    expect(settleMax3dPro(result, { numbers: ['123', '456'] }, 10_000)[0]?.pool).toBe('capped');
    expect(summary(settleMax3dPro(result, { numbers: ['456', '123'] }, 10_000))).toMatchObject({
      'special-reversed': 400_000_000,
    });
  });

  it('pays a repeated Đặc biệt pair as Đặc biệt only, not also as reversed', () => {
    const same: Max3dResult = { groups: [['777', '777'], ...result.groups.slice(1)] };
    const tiers = settleMax3dPro(same, { numbers: ['777', '777'] }, 10_000).map((w) => w.tier);
    expect(tiers).toContain('special');
    expect(tiers).not.toContain('special-reversed');
  });
});

describe('settleOmMax3dPlus', () => {
  it('pairs A with every number of the range and returns the winning pairs', () => {
    const pairs = settleOmMax3dPlus(result, { number: '321', from: '455', to: '460' }, 20_000);
    expect(pairs.map((p) => p.numbers)).toEqual([['321', '456']]);
    expect(summary(pairs[0]?.wins ?? [])).toEqual({ sixth: 300_000, seventh: 80_000 });
  });

  it('pays the one-number tier for every pair when A is drawn', () => {
    const pairs = settleOmMax3dPlus(result, { number: '123', from: '990', to: '994' }, 10_000);
    expect(pairs).toHaveLength(5);
    expect(pairs.every((p) => p.wins.some((w) => w.tier === 'sixth'))).toBe(true);
  });

  it('refuses a reversed range', () => {
    expect(() =>
      settleOmMax3dPlus(result, { number: '123', from: '500', to: '400' }, 10_000),
    ).toThrow('is after');
  });
});
