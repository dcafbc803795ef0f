import { vnDayOf, vnInstant, vnMinuteOfDay, weekdayOf } from '@veso/domain';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_TEXTS, screenName, VISUAL_WEEKDAY, visualInstant } from './visual';

describe('visualInstant', () => {
  const saturday = (day: string) => vnInstant(day, 10 * 60 + 4);

  it('is the first Saturday’s 10:04 in Vietnam two days ahead, whatever the weekday', () => {
    // 2026-11-26 is a Thursday, 2026-11-28 a Saturday.
    for (const [day, minutes] of [
      ['2026-11-22', 12 * 60], // Sunday
      ['2026-11-24', 0], // Tuesday
      ['2026-11-26', 10 * 60 + 4], // Thursday, exactly two days before
    ] as const) {
      expect(visualInstant(vnInstant(day, minutes)), `${day} ${minutes}`).toEqual(
        saturday('2026-11-28'),
      );
    }
  });

  it('skips a Saturday less than two days ahead (a paper draw an earlier spec made early)', () => {
    for (const [day, minutes] of [
      ['2026-11-26', 10 * 60 + 5], // Thursday
      ['2026-11-27', 9 * 60], // Friday
      ['2026-11-28', 9 * 60], // Saturday, before 10:04
      ['2026-11-28', 10 * 60 + 4],
      ['2026-11-28', 23 * 60],
    ] as const) {
      expect(visualInstant(vnInstant(day, minutes)), `${day} ${minutes}`).toEqual(
        saturday('2026-12-05'),
      );
    }
    const next = visualInstant(vnInstant('2026-11-28', 9 * 60));
    expect(weekdayOf(vnDayOf(next))).toBe(VISUAL_WEEKDAY);
    expect(vnMinuteOfDay(next)).toBe(10 * 60 + 4);
  });
});

describe('DYNAMIC_TEXTS', () => {
  const dynamic = (text: string) => DYNAMIC_TEXTS.some((pattern) => pattern.test(text));

  it('cover draw codes, dates, the paper stock left and ticket serials', () => {
    for (const text of [
      'Kỳ #0039182',
      'Kết quả kỳ #0039181',
      'Thứ 7, 28/11/2026',
      'Hôm nay 28/11',
      'Đài mở thưởng Thứ 7 28/11',
      'Còn 8000 vé',
      '2000/2000 vé',
      'Số seri MEGA645-01610-00000003 · Mã bảo mật 3402-4800-0727',
    ]) {
      expect(dynamic(text), text).toBe(true);
    }
  });

  it('leave fixed texts alone (draw times, counts, prices)', () => {
    for (const text of ['16:15 hằng ngày', 'Đã chọn 0/6 số', '10.000đ', 'Thứ 7', 'Kỳ quay']) {
      expect(dynamic(text), text).toBe(false);
    }
  });
});

describe('screenName', () => {
  it('names a route’s screenshot by its path and width', () => {
    expect(screenName('/', 360)).toBe('home-360.png');
    expect(screenName('/lo-to-235/5-so', 450)).toBe('lo-to-235-5-so-450.png');
  });
});
