import { describe, expect, it } from 'vitest';
import { devDrawsRunBodySchema } from './dev';
import { resultNumbersSchema } from './draw-result';
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
});
