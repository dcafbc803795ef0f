import { describe, expect, it } from 'vitest';
import {
  GROUP_PLAY_RULES,
  completionPercent,
  groupDeadline,
  groupFeeCategory,
  groupTicketType,
  maxMemberShares,
  minLeaderShares,
  sharePriceOf,
  splitGroupPrize,
} from './group-play';

describe('group play money', () => {
  it('splits 1,000,003đ over 3/2/1/1/1/1/1 shares exactly, the odd đồng to the largest remainders then the earliest members', () => {
    const parts = splitGroupPrize(1_000_003, [3, 2, 1, 1, 1, 1, 1]);
    expect(parts.map((p) => p.gross)).toEqual([
      300_001, 200_001, 100_001, 100_000, 100_000, 100_000, 100_000,
    ]);
    expect(parts.reduce((sum, p) => sum + p.gross, 0)).toBe(1_000_003);
    // Every part is under the 10,000,000đ threshold: no tax.
    expect(parts.every((p) => p.tax === 0 && p.net === p.gross)).toBe(true);
  });

  it('taxes each member on their own part of a large prize', () => {
    const parts = splitGroupPrize(100_000_003, [3, 2, 1, 1, 1, 1, 1]);
    expect(parts.map((p) => p.gross)).toEqual([
      30_000_001, 20_000_001, 10_000_001, 10_000_000, 10_000_000, 10_000_000, 10_000_000,
    ]);
    // 10% of the part above 10,000,000đ, rounded down.
    expect(parts.map((p) => p.tax)).toEqual([2_000_000, 1_000_000, 0, 0, 0, 0, 0]);
    expect(parts[0]).toEqual({ gross: 30_000_001, tax: 2_000_000, net: 28_000_001 });
    expect(parts.reduce((sum, p) => sum + p.net + p.tax, 0)).toBe(100_000_003);
  });

  it('sums to the prize for any split', () => {
    for (let gross = 0; gross < 2_000; gross += 37) {
      for (const shares of [[1], [1, 1, 1], [5, 3, 2, 7], [1, 2, 3, 4, 5, 6, 7, 8, 9]]) {
        const parts = splitGroupPrize(gross, shares);
        expect(parts.reduce((sum, p) => sum + p.gross, 0)).toBe(gross);
      }
    }
  });

  it('refuses shares that are not positive whole numbers', () => {
    expect(() => splitGroupPrize(100, [1, 0])).toThrow(RangeError);
    expect(() => splitGroupPrize(100, [1.5])).toThrow(RangeError);
  });

  it('prices a share only when the tickets divide exactly', () => {
    expect(sharePriceOf(70_000, 7)).toBe(10_000);
    expect(sharePriceOf(100_000, 20)).toBe(5_000);
    expect(sharePriceOf(70_000, 3)).toBeNull();
    expect(sharePriceOf(0, 3)).toBeNull();
  });

  it('rounds the leader minimum up and the member maximum down', () => {
    expect(minLeaderShares(10)).toBe(1);
    expect(minLeaderShares(15)).toBe(2);
    expect(minLeaderShares(2)).toBe(1);
    expect(maxMemberShares(10)).toBe(5);
    expect(maxMemberShares(3)).toBe(1);
    expect(maxMemberShares(100, 30)).toBe(30);
    for (let t = GROUP_PLAY_RULES.minShares; t <= GROUP_PLAY_RULES.maxShares; t++) {
      expect(minLeaderShares(t)).toBeLessThanOrEqual(maxMemberShares(t));
    }
  });

  it('shows 100% only when every share is sold', () => {
    expect(completionPercent(0, 10)).toBe(0);
    expect(completionPercent(95, 100)).toBe(95);
    expect(completionPercent(199, 200)).toBe(99);
    expect(completionPercent(200, 200)).toBe(100);
  });

  it('closes the shares the margin before the sales cut-off', () => {
    const close = new Date('2026-11-27T10:55:00Z');
    expect(groupDeadline(close).toISOString()).toBe('2026-11-27T10:25:00.000Z');
  });

  it('maps the products to the spec ticket types and fee categories', () => {
    expect(groupTicketType('mega645')).toBe(21);
    expect(groupTicketType('power655')).toBe(23);
    expect(groupFeeCategory('mega645')).toBe(9);
    expect(groupFeeCategory('power655')).toBe(10);
    expect(groupFeeCategory('keno')).toBe(8);
  });
});
