import { addDays, drawsOn, nextDraws } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { drawCodeOf, isDayCoded } from './codes';

function code(product: Parameters<typeof drawCodeOf>[0], day: string, index = 1): string {
  const draw = drawsOn(product, day).find((d) => d.indexInDay === index);
  if (!draw) throw new Error(`no draw ${product} ${day} #${index}`);
  return drawCodeOf(product, draw);
}

describe('draw codes', () => {
  it('continue the real Vietlott numbering, forwards and backwards from the last known draw', () => {
    // Rows of @veso/draw-history: mega645 01552 on 2026-08-21, 01530 on 2026-07-01 (Wed).
    expect(code('mega645', '2026-08-21')).toBe('01552');
    expect(code('mega645', '2026-08-23')).toBe('01553');
    expect(code('power655', '2026-08-22')).toBe('01388');
    expect(code('power655', '2026-08-25')).toBe('01389');
    expect(code('lotto535', '2026-08-22', 1)).toBe('00839');
    expect(code('lotto535', '2026-08-22', 2)).toBe('00840');
    expect(code('lotto535', '2026-08-23', 1)).toBe('00841');
    expect(code('max3d', '2026-08-21')).toBe('01122');
    expect(code('max3dpro', '2026-08-22')).toBe('00769');
    expect(code('max3dpro', '2026-08-20')).toBe('00768');
  });

  it('skip Tết-cancelled draws: ids stay consecutive across giao thừa', () => {
    // Tết 2027: mùng 1 is 2027-02-06 (Sat). Power draws Thu 04/02, (Sat 06/02 cancelled), Tue 09/02.
    const thu = code('power655', '2027-02-04');
    expect(drawsOn('power655', '2027-02-06')).toHaveLength(0);
    expect(Number(code('power655', '2027-02-09'))).toBe(Number(thu) + 1);
  });

  it('give the same codes whichever days are asked first (the per-day bases are kept)', () => {
    // A late day first, then earlier ones backwards, then across Tết 2027.
    const late = Number(code('keno', '2026-12-31', 1));
    for (const day of ['2026-06-30', '2026-03-01', '2026-01-02']) {
      // Every calendar draw between them (none on the Tết days) counts once.
      let between = 0;
      for (let d = day; d < '2026-12-31'; d = addDays(d, 1)) between += drawsOn('keno', d).length;
      expect(late - Number(code('keno', day, 1))).toBe(between);
    }
    expect(Number(code('power655', '2027-02-09'))).toBe(Number(code('power655', '2027-02-04')) + 1);
  });

  it('number Keno from the first draw of 2026, 119 a day', () => {
    expect(code('keno', '2026-01-01', 1)).toBe('0000001');
    expect(code('keno', '2026-01-01', 119)).toBe('0000119');
    expect(code('keno', '2026-01-02', 1)).toBe('0000120');
  });

  it('key the paper lotteries and 6x36 by day, and give consecutive draws distinct codes', () => {
    expect(isDayCoded('xsmb')).toBe(true);
    expect(isDayCoded('mega645')).toBe(false);
    expect(code('xsmn', '2026-11-21')).toBe('2026-11-21');
    const draws = nextDraws('keno', '2026-11-20T00:00:00Z', 300);
    const codes = draws.map((d) => Number(drawCodeOf('keno', d)));
    codes.forEach((c, i) => {
      if (i > 0) expect(c).toBe(codes[i - 1]! + 1);
    });
  });
});
