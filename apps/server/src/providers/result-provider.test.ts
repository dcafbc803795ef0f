import {
  parseLotto535Result,
  parseMax3dResult,
  parseMega645Result,
  parsePower655Result,
  parseRegionalResult,
  parseXsmbResult,
} from '@veso/domain';
import { RESULT_PRODUCTS } from '@veso/contract';
import { describe, expect, it } from 'vitest';
import {
  NORTH_SERIES_IN_STOCK,
  NORTH_SERIES_ISSUED,
  sandboxPaperStockProvider,
  seriesOfDay,
} from './paper-stock';
import { sandboxResultProvider, seededRandomInt, type DrawRequest } from './result-provider';

function request(product: DrawRequest['product']): DrawRequest {
  return {
    product,
    drawCode: '1',
    day: '2026-11-21',
    provinces:
      product === 'xsmn'
        ? ['TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang']
        : ['Đà Nẵng', 'Quảng Ngãi'],
  };
}

function distinctInRange(values: readonly number[], min: number, max: number): boolean {
  return (
    new Set(values).size === values.length &&
    values.every((v) => Number.isInteger(v) && v >= min && v <= max)
  );
}

// Chi-square critical values at p = 0.001 for 79 and 44 degrees of freedom.
const CHI2_79 = 124.8;
const CHI2_44 = 78.75;

function chiSquare(counts: readonly number[], expected: number): number {
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('sandbox result provider', () => {
  it('draws every product in its result shape (many draws, CSPRNG)', async () => {
    const provider = sandboxResultProvider();
    for (let i = 0; i < 300; i += 1) {
      for (const product of RESULT_PRODUCTS) {
        const { numbers, pool } = await provider.draw(request(product));
        const s = numbers as {
          numbers: number[];
          bonus: number;
          special: number;
          groups: string[][];
          provinces: { province: string; groups: string[][] }[];
        };
        switch (product) {
          case 'mega645':
            expect(parseMega645Result(s.numbers)).toEqual({ numbers: s.numbers });
            expect(pool!.fund).toBeGreaterThan(0);
            break;
          case 'power655':
            expect(parsePower655Result([...s.numbers, s.bonus]).bonus).toBe(s.bonus);
            expect(distinctInRange([...s.numbers, s.bonus], 1, 55)).toBe(true);
            break;
          case 'lotto535':
            expect(parseLotto535Result([...s.numbers, s.special]).special).toBe(s.special);
            break;
          case 'keno':
            expect(s.numbers).toHaveLength(20);
            expect(distinctInRange(s.numbers, 1, 80)).toBe(true);
            break;
          case 'dientoan636':
            expect(s.numbers).toHaveLength(6);
            expect(distinctInRange(s.numbers, 1, 36)).toBe(true);
            break;
          case 'max3d':
          case 'max3dpro':
            expect(
              parseMax3dResult({
                a: s.groups[0]!,
                b: s.groups[1]!,
                c: s.groups[2]!,
                d: s.groups[3]!,
              }).groups,
            ).toEqual(s.groups);
            break;
          case 'xsmb':
            expect(parseXsmbResult(s.groups.flat()).groups).toEqual(s.groups);
            break;
          default:
            expect(s.provinces.map((p) => p.province)).toEqual(request(product).provinces);
            for (const p of s.provinces)
              expect(parseRegionalResult(p.groups.flat()).groups).toEqual(p.groups);
        }
      }
    }
  });

  it('draws the north’s special series among the day’s issued series, which the agent’s stock carries', async () => {
    const provider = sandboxResultProvider();
    const day = request('xsmb').day;
    const issued = seriesOfDay(day, NORTH_SERIES_ISSUED);
    const inStock = new Set(
      sandboxPaperStockProvider({ perProvince: 300 })
        .deliver('xsmb', day)
        .map((t) => t.series),
    );
    expect(inStock.size).toBe(NORTH_SERIES_IN_STOCK);
    for (const series of inStock) expect(issued).toContain(series);
    for (let i = 0; i < 50; i += 1) {
      const drawn = (await provider.draw(request('xsmb'))).numbers as { specialSeries: string[] };
      expect(new Set(drawn.specialSeries).size).toBe(6);
      for (const series of drawn.specialSeries) expect(issued).toContain(series);
      // Six of eight drawn, six of eight in stock: at least four stock series win Đặc biệt.
      expect(drawn.specialSeries.filter((s) => inStock.has(s)).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('is uniform: chi-square over 5,000 Keno and 5,000 Mega draws (fixed seed)', async () => {
    const provider = sandboxResultProvider(seededRandomInt('veso-chi-square'));
    const keno = new Array<number>(80).fill(0);
    const mega = new Array<number>(45).fill(0);
    for (let i = 0; i < 5000; i += 1) {
      for (const n of ((await provider.draw(request('keno'))).numbers as { numbers: number[] })
        .numbers)
        keno[n - 1]! += 1;
      for (const n of ((await provider.draw(request('mega645'))).numbers as { numbers: number[] })
        .numbers)
        mega[n - 1]! += 1;
    }
    expect(chiSquare(keno, (5000 * 20) / 80)).toBeLessThan(CHI2_79);
    expect(chiSquare(mega, (5000 * 6) / 45)).toBeLessThan(CHI2_44);
    // A biased source fails the same test: numbers 1–40 twice as likely.
    const biased = keno.map((c, i) => (i < 40 ? c * 2 : c));
    expect(chiSquare(biased, biased.reduce((a, b) => a + b, 0) / 80)).toBeGreaterThan(CHI2_79);
  });

  it('the seeded source is reproducible and the CSPRNG is not', async () => {
    const a = await sandboxResultProvider(seededRandomInt('x')).draw(request('keno'));
    const b = await sandboxResultProvider(seededRandomInt('x')).draw(request('keno'));
    expect(a).toEqual(b);
    const c = await sandboxResultProvider().draw(request('keno'));
    const d = await sandboxResultProvider().draw(request('keno'));
    expect(c.numbers).not.toEqual(d.numbers);
  });
});
