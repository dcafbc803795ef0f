import type { ResultPage } from '@veso/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawResults } from '../../db/schema';
import { createDrawTestApp, type DrawTestApp } from '../../test/draw-test-app';

type Envelope<T> = { code: number; message: string; data?: T };

const groups = (seed: number) => [
  [String(seed).padStart(6, '0')],
  [String(seed % 100).padStart(2, '0')],
];

/** Central results of three days: Đà Nẵng draws on the 1st and 3rd only. */
const DAYS = [
  { day: '2026-10-01', provinces: ['Đà Nẵng', 'Khánh Hòa'] },
  { day: '2026-10-02', provinces: ['Gia Lai', 'Ninh Thuận'] },
  { day: '2026-10-03', provinces: ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'] },
];

describe('/xskt/customer/result/draw with a province', () => {
  let t: DrawTestApp;
  beforeAll(async () => {
    t = await createDrawTestApp();
    await t.db.orm.insert(drawResults).values(
      DAYS.map(({ day, provinces }, i) => ({
        product: 'xsmt',
        drawCode: day,
        drawDate: day,
        numbers: {
          provinces: provinces.map((province, j) => ({ province, groups: groups(i * 10 + j) })),
        },
        source: 'import',
        createdAt: new Date(`${day}T10:30:00Z`),
      })),
    );
  });
  afterAll(async () => t.close());

  async function page(query: string): Promise<ResultPage> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/xskt/customer/result/draw?${query}`,
    });
    const body = res.json() as Envelope<ResultPage>;
    expect(body.code).toBe(0);
    return body.data!;
  }

  it('pages over the days the province drew, and shows only its results', async () => {
    const first = await page(`region=xsmt&province=${encodeURIComponent('Đà Nẵng')}&pageSize=1`);
    expect(first.total).toBe(2);
    expect(first.items.map((i) => i.drawDate)).toEqual(['2026-10-03']);
    const second = await page(
      `region=xsmt&province=${encodeURIComponent('Đà Nẵng')}&pageSize=1&page=2`,
    );
    expect(second.items.map((i) => i.drawDate)).toEqual(['2026-10-01']);
    for (const item of [...first.items, ...second.items]) {
      if (item.result.kind !== 'provinces') throw new Error('provinces');
      expect(item.result.provinces.map((p) => p.province)).toEqual(['Đà Nẵng']);
    }
  });

  it('answers an empty page for a province that never drew, and all days without one', async () => {
    expect(await page(`region=xsmt&province=${encodeURIComponent('Hà Giang')}`)).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await page('region=xsmt')).total).toBe(3);
  });
});
