import { describe, expect, it } from 'vitest';
import { devDrawsRunBodySchema } from './dev';
import { resultNumbersSchema } from './draw-result';
import { kenoLiveCountdownSchema, kenoLiveSummarySchema } from './keno-live';
import { dayQuerySchema, resultListQuerySchema } from './lists';
import { periodListQuerySchema } from './periods';
import { statisticQuerySchema } from './statistics';

describe('results schemas', () => {
  it('accept ISO and Vietnamese days only', () => {
    expect(dayQuerySchema.safeParse('2026-08-22').success).toBe(true);
    expect(dayQuerySchema.safeParse(' 22/08/2026 ').data).toBe('22/08/2026');
    expect(dayQuerySchema.safeParse('22-08-2026').success).toBe(false);
    expect(dayQuerySchema.safeParse('2026-8-2').success).toBe(false);
  });

  it('coerce query numbers and default paging and windows', () => {
    expect(resultListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(resultListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(periodListQuerySchema.parse({ lottery_type: '1', category: '6', groups: '2' })).toEqual({
      lottery_type: 1,
      category: 6,
      groups: '2',
    });
    expect(statisticQuerySchema.parse({ product: 'keno' })).toEqual({
      product: 'keno',
      window: 30,
    });
    expect(
      statisticQuerySchema.parse({ product: 'mega645', includeGenerated: 'true' }).includeGenerated,
    ).toBe(true);
    expect(
      statisticQuerySchema.safeParse({ product: 'mega645', includeGenerated: 'yes' }).success,
    ).toBe(false);
    expect(statisticQuerySchema.safeParse({ product: 'max3d' }).success).toBe(false);
  });

  it('tell result shapes apart by kind', () => {
    expect(
      resultNumbersSchema.safeParse({
        kind: 'balls',
        numbers: [1, 2, 3, 4, 5, 6],
        bonus: 7,
        special: null,
        summary: null,
      }).success,
    ).toBe(true);
    expect(resultNumbersSchema.safeParse({ kind: 'groups', groups: [] }).success).toBe(false);
    expect(devDrawsRunBodySchema.safeParse({ product: 'max4d' }).success).toBe(false);
    expect(devDrawsRunBodySchema.safeParse({ product: 'keno', extra: 1 }).success).toBe(false);
  });

  it('read the Keno summary alike in a stored result and in the live stream (zod/mini)', () => {
    const summary = { big: 12, small: 8, even: 11, odd: 9 };
    const numbers = Array.from({ length: 20 }, (_, i) => i + 1);
    const balls = { kind: 'balls', numbers, bonus: null, special: null };
    expect(resultNumbersSchema.parse({ ...balls, summary: { ...summary, extra: 1 } })).toEqual({
      ...balls,
      summary,
    });
    expect(
      kenoLiveSummarySchema.parse({ drawCode: '#0001', numbers, summary, generated: true }),
    ).toEqual({ drawCode: '#0001', numbers, summary, generated: true });
    // Whether the draw was simulated is always said.
    expect(kenoLiveSummarySchema.safeParse({ drawCode: '#0001', numbers, summary }).success).toBe(
      false,
    );
    for (const bad of [{ ...summary, big: 1.5 }, { ...summary, odd: '9' }, null]) {
      expect(resultNumbersSchema.safeParse({ ...balls, summary: bad }).success).toBe(bad === null);
      expect(
        kenoLiveSummarySchema.safeParse({
          drawCode: '#0001',
          numbers,
          summary: bad,
          generated: false,
        }).success,
      ).toBe(false);
    }
    expect(
      kenoLiveCountdownSchema.parse({ nextDrawCode: null, nextDrawAt: null, secondsLeft: null }),
    ).toEqual({ nextDrawCode: null, nextDrawAt: null, secondsLeft: null });
    expect(
      kenoLiveCountdownSchema.safeParse({ nextDrawCode: '#2', nextDrawAt: 'x', secondsLeft: 0.5 })
        .success,
    ).toBe(false);
  });
});
