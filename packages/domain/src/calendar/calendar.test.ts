import { readDrawHistory, type DrawHistoryFile } from '@veso/draw-history';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAW_CALENDAR_IDS, PRODUCTS } from '../catalog';
import type { DrawCalendarId } from '../catalog';
import { formatDateTime } from '../format';
import {
  cancellationOn,
  drawCalendarOf,
  drawForOrder,
  drawsForOrder,
  drawsOn,
  isSalesOpen,
  nextDraws,
  nextSalesHoursChange,
  provincesOn,
  salesStatus,
} from './calendar';
import type { Draw } from './calendar';
import { DRAW_CALENDARS, KENO_CLOSED_CODE, PROVINCE_SCHEDULE } from './calendar-data';
import { addDays, weekdayOf } from './days';
import { TET_DATES, tetCancelledDays } from './tet';

// Instants in Vietnam time, written as the spec writes them.
const vn = (text: string) => text;

function shown(draws: readonly Draw[]): string[] {
  return draws.map((d) => formatDateTime(d.at));
}

describe('nextDraws', () => {
  it('follows the weekly schedule of each Vietlott game at 18:00', () => {
    // Tuesday 18/08/2026, noon.
    expect(shown(nextDraws('mega645', vn('18/08/2026 12:00:00'), 3))).toEqual([
      '19/08/2026 18:00:00',
      '21/08/2026 18:00:00',
      '23/08/2026 18:00:00',
    ]);
    expect(shown(nextDraws('power655', vn('18/08/2026 12:00:00'), 3))).toEqual([
      '18/08/2026 18:00:00',
      '20/08/2026 18:00:00',
      '22/08/2026 18:00:00',
    ]);
    expect(shown(nextDraws('max3dplus', vn('18/08/2026 12:00:00'), 2))).toEqual([
      '19/08/2026 18:00:00',
      '21/08/2026 18:00:00',
    ]);
  });

  it('draws Lotto 5/35 at 13:00 and 21:00 every day, 6x36 on Wednesday and Saturday', () => {
    expect(shown(nextDraws('lotto535', vn('18/08/2026 13:00:00'), 3))).toEqual([
      '18/08/2026 21:00:00',
      '19/08/2026 13:00:00',
      '19/08/2026 21:00:00',
    ]);
    expect(nextDraws('lotto535', vn('18/08/2026 13:00:00'), 2).map((d) => d.indexInDay)).toEqual([
      2, 1,
    ]);
    expect(shown(nextDraws('bao636', vn('18/08/2026 12:00:00'), 2))).toEqual([
      '19/08/2026 18:05:00',
      '22/08/2026 18:05:00',
    ]);
  });

  it('draws Keno every 8 minutes from 06:08 to 21:52, 119 times a day', () => {
    const day = drawsOn('keno', '2026-08-18');
    expect(day).toHaveLength(119);
    expect(day[0]?.time).toBe('06:08');
    expect(day[1]?.time).toBe('06:16');
    expect(day.at(-1)?.time).toBe('21:52');
    expect(day.at(-1)?.indexInDay).toBe(119);
    expect(shown(nextDraws('keno', vn('18/08/2026 21:52:00'), 1))).toEqual(['19/08/2026 06:08:00']);
  });

  it('draws the regional paper lotteries daily at 16:15, 17:15 and 18:15', () => {
    const after = vn('18/08/2026 00:00:00');
    expect(nextDraws('xsmn', after, 1)[0]?.time).toBe('16:15');
    expect(nextDraws('xsmt', after, 1)[0]?.time).toBe('17:15');
    expect(nextDraws('xsmb', after, 1)[0]?.time).toBe('18:15');
    expect(nextDraws('loto2', after, 1)[0]?.time).toBe('18:15');
  });

  it('skips the 4 northern Tết days and the 2 Vietlott ones', () => {
    // Tết 2026: mùng 1 is Tuesday 17/02; the lunar year ends on Monday 16/02.
    expect(nextDraws('xsmb', vn('15/02/2026 19:00:00'), 1)[0]?.day).toBe('2026-02-20');
    expect(nextDraws('xsmt', vn('15/02/2026 19:00:00'), 1)[0]?.day).toBe('2026-02-20');
    expect(nextDraws('power655', vn('15/02/2026 19:00:00'), 1)[0]?.day).toBe('2026-02-19');
    expect(nextDraws('max3d', vn('14/02/2026 19:00:00'), 1)[0]?.day).toBe('2026-02-18');
    expect(nextDraws('mega645', vn('16/02/2026 19:00:00'), 1)[0]?.day).toBe('2026-02-18');
    expect(nextDraws('keno', vn('15/02/2026 23:00:00'), 1)[0]?.day).toBe('2026-02-18');
    // Lotto 5/35 drew through Tết 2026.
    expect(drawsOn('lotto535', '2026-02-17')).toHaveLength(2);
  });

  it('stops at the last day of a discontinued calendar and starts at a launch', () => {
    expect(nextDraws('max4d', vn('25/08/2021 12:00:00'), 5).map((d) => d.day)).toEqual([
      '2021-08-26',
      '2021-08-28',
      '2021-08-31',
    ]);
    expect(nextDraws('max4d', vn('01/09/2021 00:00:00'), 1)).toEqual([]);
    expect(nextDraws('lotto535', vn('01/01/2025 00:00:00'), 1)[0]?.day).toBe('2025-06-29');
    expect(drawsOn('lotto535', '2025-06-28')).toEqual([]);
    expect(drawsOn('max4d', '2021-09-02')).toEqual([]);
  });

  it('returns draws strictly after the instant, in order, all of them draw days', () => {
    const ids = fc.constantFrom(...DRAW_CALENDAR_IDS.filter((id) => id !== 'max4d'));
    const instants = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(ids, instants, fc.integer({ min: 0, max: 12 }), (id, after, count) => {
        const draws = nextDraws(id, after, count);
        expect(draws).toHaveLength(count);
        let previous = after.getTime();
        for (const draw of draws) {
          expect(draw.at.getTime()).toBeGreaterThan(previous);
          expect(DRAW_CALENDARS[id].weekdays).toContain(weekdayOf(draw.day));
          expect(cancellationOn(id, draw.day)).toBeNull();
          previous = draw.at.getTime();
        }
      }),
    );
  });

  it('refuses unknown ids, bad counts and bad instants', () => {
    expect(() => nextDraws('mega655' as DrawCalendarId, Date.now(), 1)).toThrow(
      'Unknown product or draw calendar',
    );
    expect(() => nextDraws('mega645', Date.now(), -1)).toThrow(RangeError);
    expect(() => nextDraws('mega645', Date.now(), 1.5)).toThrow(RangeError);
    expect(() => nextDraws('mega645', 'not a date', 1)).toThrow(RangeError);
  });
});

describe('sales', () => {
  it('closes Mega sales 5 minutes and Power sales 15 minutes before the draw', () => {
    expect(drawForOrder('mega645', vn('19/08/2026 17:54:59'))?.day).toBe('2026-08-19');
    expect(drawForOrder('mega645', vn('19/08/2026 17:55:00'))?.day).toBe('2026-08-21');
    expect(drawForOrder('power655', vn('18/08/2026 17:44:59'))?.day).toBe('2026-08-18');
    expect(drawForOrder('power655', vn('18/08/2026 17:45:00'))?.day).toBe('2026-08-20');
    const draw = drawForOrder('mega645', vn('19/08/2026 10:00:00'));
    expect(draw && formatDateTime(draw.salesCloseAt)).toBe('19/08/2026 17:55:00');
  });

  it('books a Lotto 5/35 order after 12:55 on the 21:00 draw', () => {
    expect(drawForOrder('lotto535', vn('18/08/2026 12:54:59'))?.time).toBe('13:00');
    expect(drawForOrder('lotto535', vn('18/08/2026 12:55:00'))?.time).toBe('21:00');
  });

  it('books loto orders after 18:00 on the next day, as the reseller backends do', () => {
    expect(drawForOrder('loto2', vn('18/08/2026 17:59:59'))?.day).toBe('2026-08-18');
    expect(drawForOrder('loto2', vn('18/08/2026 18:00:00'))?.day).toBe('2026-08-19');
  });

  it('knows when Keno’s sales hours next open or close; other products have none', () => {
    const next = (at: string) => formatDateTime(nextSalesHoursChange('keno', vn(at))!);
    expect(next('18/08/2026 03:00:00')).toBe('18/08/2026 08:15:00');
    expect(next('18/08/2026 08:15:00')).toBe('18/08/2026 22:00:00');
    expect(next('18/08/2026 21:59:59')).toBe('18/08/2026 22:00:00');
    expect(next('18/08/2026 22:00:00')).toBe('19/08/2026 08:15:00');
    // The flag it bounds flips exactly there.
    expect(isSalesOpen('keno', vn('18/08/2026 21:59:59'))).toBe(true);
    expect(isSalesOpen('keno', vn('18/08/2026 22:00:00'))).toBe(false);
    expect(nextSalesHoursChange('mega645', vn('18/08/2026 10:00:00'))).toBeNull();
  });

  it('sells Keno only from 8:15 to 22:00, answering code 104 outside', () => {
    expect(salesStatus('keno', vn('18/08/2026 08:14:59'))).toEqual({
      open: false,
      reason: 'outsideSalesHours',
      code: 104,
    });
    expect(KENO_CLOSED_CODE).toBe(104);
    expect(isSalesOpen('keno', vn('18/08/2026 22:00:00'))).toBe(false);
    expect(isSalesOpen('keno', vn('18/08/2026 03:00:00'))).toBe(false);
    // The 08:16 draw closes at 08:15:00, so the first order of the day goes to 08:24.
    expect(drawForOrder('keno', vn('18/08/2026 08:15:00'))?.time).toBe('08:24');
    expect(drawForOrder('keno', vn('18/08/2026 12:00:30'))?.time).toBe('12:08');
    expect(drawForOrder('keno', vn('18/08/2026 12:07:00'))?.time).toBe('12:16');
    expect(shown([drawForOrder('keno', vn('18/08/2026 21:59:59')) as Draw])).toEqual([
      '19/08/2026 06:08:00',
    ]);
  });

  it('never sells a discontinued product', () => {
    expect(salesStatus('max4d', vn('25/08/2021 12:00:00'))).toEqual({
      open: false,
      reason: 'notOnSale',
      code: null,
    });
    expect(drawForOrder('max4d', vn('25/08/2021 12:00:00'))).toBeNull();
    expect(drawsForOrder('max4d', vn('25/08/2021 12:00:00'), 2)).toEqual([]);
  });

  it('reports a calendar that has ended as having no draw', () => {
    // By calendar id, not product: the Max 4D draw itself is not "not on sale".
    expect(salesStatus('max4d' as DrawCalendarId, vn('25/08/2021 12:00:00')).open).toBe(false);
    const max3dpro = salesStatus('max3dpro', vn('18/08/2026 12:00:00'));
    expect(max3dpro.open && max3dpro.draw.day).toBe('2026-08-18');
    expect(DRAW_CALENDARS.max4d.lastDay).toBe('2021-08-31');
  });

  it('covers consecutive draws for a multi-period order', () => {
    expect(drawsForOrder('mega645', vn('19/08/2026 17:56:00'), 3).map((d) => d.day)).toEqual([
      '2026-08-21',
      '2026-08-23',
      '2026-08-26',
    ]);
    expect(drawsForOrder('keno', vn('18/08/2026 12:00:30'), 3).map((d) => d.time)).toEqual([
      '12:08',
      '12:16',
      '12:24',
    ]);
    expect(drawsForOrder('keno', vn('18/08/2026 23:00:00'), 3)).toEqual([]);
    expect(() => drawsForOrder('mega645', Date.now(), 0)).toThrow(RangeError);
  });

  it('books an order on the first draw whose sales are still open', () => {
    const ids = fc.constantFrom(...PRODUCTS.filter((p) => p.onSale).map((p) => p.id));
    const instants = fc.date({
      min: new Date('2025-07-01T00:00:00Z'),
      max: new Date('2028-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(ids, instants, (id, at) => {
        const draw = drawForOrder(id, at);
        if (draw === null) {
          expect(id).toBe('keno');
          return;
        }
        expect(draw.salesCloseAt.getTime()).toBeGreaterThan(at.getTime());
        // No draw in between would still have taken the order.
        const [earliest] = nextDraws(id, at, 1);
        if (earliest && earliest.at.getTime() < draw.at.getTime()) {
          expect(earliest.salesCloseAt.getTime()).toBeLessThanOrEqual(at.getTime());
        }
      }),
    );
  });
});

describe('cancellations', () => {
  it('names Tết and the COVID-19 stoppages, only on draw days', () => {
    expect(cancellationOn('xsmb', '2025-01-28')).toBe('tet');
    expect(cancellationOn('xsmb', '2025-02-01')).toBeNull();
    expect(cancellationOn('mega645', '2024-02-09')).toBe('tet');
    // Mùng 2 2024 (Sunday 11/02) was held.
    expect(cancellationOn('mega645', '2024-02-11')).toBeNull();
    // Not a Mega draw day at all.
    expect(cancellationOn('mega645', '2024-02-10')).toBeNull();
    expect(cancellationOn('mega645', '2020-04-05')).toBe('stoppage');
    expect(cancellationOn('xsmb', '2020-04-22')).toBe('stoppage');
    expect(cancellationOn('xsmb', '2020-04-23')).toBeNull();
    expect(cancellationOn('lotto535', '2026-02-17')).toBeNull();
  });

  it('cancels nothing outside the 2020–2040 Tết table', () => {
    expect(drawsOn('xsmb', '2041-02-01')).toHaveLength(1);
  });

  it('never produces a draw on a Tết day of its rule, 2020–2040', () => {
    for (const id of DRAW_CALENDAR_IDS) {
      const { tet } = DRAW_CALENDARS[id];
      for (const year of Object.keys(TET_DATES).map(Number)) {
        for (const day of tetCancelledDays(year, tet))
          expect(drawsOn(id, day), `${id} ${day}`).toEqual([]);
      }
    }
  });
});

describe('provinces', () => {
  it('lists the companies drawing that day, per region', () => {
    // Saturday 22/08/2026.
    expect(provincesOn('xsmn', '2026-08-22')).toEqual([
      'TP.HCM',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
    ]);
    expect(provincesOn('xsmt', '2026-08-22')).toEqual(['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông']);
    expect(provincesOn('xsmb', '2026-08-22')).toEqual(['Nam Định']);
    // Monday 17/08/2026.
    expect(provincesOn('xsmn', '2026-08-17')).toEqual(['TP.HCM', 'Đồng Tháp', 'Cà Mau']);
    expect(provincesOn('xsmb', '2026-02-17')).toEqual([]);
  });

  it('has 3 southern companies a day (4 on Saturday) and 2–3 central ones', () => {
    PROVINCE_SCHEDULE.xsmn.forEach((names, weekday) => {
      expect(names.length).toBe(weekday === 6 ? 4 : 3);
    });
    for (const names of PROVINCE_SCHEDULE.xsmt) expect([2, 3]).toContain(names.length);
    expect(PROVINCE_SCHEDULE.xsmb.every((names) => names.length === 1)).toBe(true);
  });
});

describe('calendar data', () => {
  it('gives every product a calendar', () => {
    expect(drawCalendarOf('ommax3dplus').id).toBe('max3d');
    expect(drawCalendarOf('baoloto2').id).toBe('xsmb');
    expect(drawCalendarOf('max3dpro').name).toBe('Max 3D Pro');
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(DRAW_CALENDARS.keno.salesHours)).toBe(true);
    expect(Object.isFrozen(PROVINCE_SCHEDULE.xsmn[0])).toBe(true);
  });
});

// The real draw dates of @veso/draw-history (see its README), read at test time.
const readData = readDrawHistory;

type RealDraw = { readonly date: string; readonly id: number };

function jsonlDraws(file: DrawHistoryFile): RealDraw[] {
  return readData(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const row = JSON.parse(line) as { date: string; id: string };
      return { date: row.date, id: Number(row.id) };
    });
}

function csvDates(file: DrawHistoryFile): string[] {
  return readData(file)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(0, 10));
}

function countByDay(days: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return counts;
}

function producedBetween(id: DrawCalendarId, first: string, last: string): number {
  let produced = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) produced += drawsOn(id, day).length;
  return produced;
}

const inWindow = (day: string) => day >= '2024-01-01' && day <= '2026-12-31';

describe('the calendars against the real draws of 2024–2026', () => {
  const vietlott: readonly [DrawCalendarId, DrawHistoryFile][] = [
    ['mega645', 'mega645.jsonl'],
    ['power655', 'power655.jsonl'],
    ['lotto535', 'lotto535.jsonl'],
    ['max3d', 'max3d.jsonl'],
    ['max3dpro', 'max3dpro.jsonl'],
  ];

  for (const [id, file] of vietlott) {
    it(`produces every real ${id} draw, and exactly as many draws as the draw ids count`, () => {
      const real = jsonlDraws(file)
        .filter((d) => inWindow(d.date))
        .sort((a, b) => a.id - b.id);
      expect(real.length, 'real draws read').toBeGreaterThan(300);
      for (const [day, count] of countByDay(real.map((d) => d.date))) {
        expect(drawsOn(id, day).length, `${id} ${day}`).toBeGreaterThanOrEqual(count);
      }
      // Ids stay consecutive over cancelled draws (reference §4), so between the first and
      // the last real draw the calendar must hold exactly one draw per id, crawl gaps or not.
      const first = real[0] as RealDraw;
      const last = real.at(-1) as RealDraw;
      expect(producedBetween(id, first.date, last.date)).toBe(last.id - first.id + 1);
    });
  }

  it('produces every real northern draw and no day the history lacks but Tết', () => {
    const real = new Set(csvDates('xsmb.csv').filter(inWindow));
    expect(real.size, 'real draws read').toBeGreaterThan(900);
    const last = [...real].sort().at(-1) as string;
    for (let day = '2024-01-01'; day <= last; day = addDays(day, 1)) {
      const draws = drawsOn('xsmb', day).length;
      expect(draws, day).toBe(real.has(day) ? 1 : 0);
      if (!real.has(day)) expect(cancellationOn('xsmb', day), day).toBe('tet');
    }
  });

  // The files name provinces as published; two differ from the schedule's spelling.
  const published = (name: string) => ({ TPHCM: 'TP.HCM', Huế: 'Thừa Thiên Huế' })[name] ?? name;
  for (const [id, file] of [
    ['xsmn', 'xsmn.csv'],
    ['xsmt', 'xsmt.csv'],
  ] as const) {
    it(`names every province of each real ${id} day, after the 2025 province merger too`, () => {
      const byDay = new Map<string, string[]>();
      for (const line of readData(file).trim().split('\n').slice(1)) {
        const [day = '', province = ''] = line.split(',');
        byDay.set(day, [...(byDay.get(day) ?? []), published(province)]);
      }
      expect(byDay.size, 'real days read').toBe(102);
      for (const [day, provinces] of byDay) {
        expect([...provinces].sort(), `${id} ${day}`).toEqual([...provincesOn(id, day)].sort());
      }
    });
  }
});
