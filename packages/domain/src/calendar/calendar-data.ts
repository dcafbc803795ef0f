import type { DrawCalendarId } from '../catalog';
import { deepFreeze } from '../freeze';
import type { TetRule } from './tet';
import { Code } from '../codes';

/**
 * When the draws of a day happen, in Vietnam wall-clock time: a fixed list, or every
 * `minutes` minutes from `first` to `last` inclusive (Keno).
 */
export type DrawTimes =
  | { readonly kind: 'fixed'; readonly times: readonly string[] }
  | {
      readonly kind: 'every';
      readonly first: string;
      readonly last: string;
      readonly minutes: number;
    };

/** An inclusive range of `YYYY-MM-DD` days without draws, and why. */
export type CancelledDays = {
  readonly from: string;
  readonly to: string;
  readonly reason: string;
};

/** The draw calendar of one draw (shared by every product settled on it). */
export type DrawCalendar = {
  readonly id: DrawCalendarId;
  /** Vietnamese name of the draw. */
  readonly name: string;
  /** Draw weekdays: 0 is Sunday, 6 is Saturday. */
  readonly weekdays: readonly number[];
  readonly times: DrawTimes;
  /** Sales of a draw close this many seconds before it. */
  readonly salesCloseSeconds: number;
  /** The daily window, `HH:mm` from inclusive to exclusive, the shop sells in; null: all day. */
  readonly salesHours: { readonly from: string; readonly to: string } | null;
  /** The spec §8 response code for an order outside `salesHours`, or null. */
  readonly closedCode: number | null;
  /** First and last day with draws (launch, end of sales), or null when open-ended. */
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  /** Which days around Tết have no draw. */
  readonly tet: TetRule;
  /** Extra days without draws, besides Tết. */
  readonly cancelled: readonly CancelledDays[];
};

/** Spec §8 code 104: Keno is sold only from 8:15 to 22:00. */
export const KENO_CLOSED_CODE = Code.KENO_CLOSED;

const DAILY = [0, 1, 2, 3, 4, 5, 6] as const;
const MINUTES = 60;

// COVID-19 stoppages seen in the draw histories (reference §4; exclusive bounds there).
const VIETLOTT_COVID: readonly CancelledDays[] = [
  { from: '2020-04-01', to: '2020-04-23', reason: 'COVID-19' },
  { from: '2021-07-24', to: '2021-08-17', reason: 'COVID-19' },
];

function fixed(...times: string[]): DrawTimes {
  return { kind: 'fixed', times };
}

function calendar(
  id: DrawCalendarId,
  name: string,
  weekdays: readonly number[],
  times: DrawTimes,
  salesCloseSeconds: number,
  rest: Partial<DrawCalendar> = {},
): DrawCalendar {
  return {
    id,
    name,
    weekdays,
    times,
    salesCloseSeconds,
    salesHours: null,
    closedCode: null,
    firstDay: null,
    lastDay: null,
    tet: 'vietlott',
    cancelled: [],
    ...rest,
  };
}

/**
 * Every draw calendar (reference §1.1, §2, §3.1, §4). Sales cut-offs are the platform
 * defaults of the reference (unverified); the northern-derived games close at 18:00 as the
 * reseller backends do.
 */
export const DRAW_CALENDARS: Readonly<Record<DrawCalendarId, DrawCalendar>> = deepFreeze({
  mega645: calendar('mega645', 'Mega 6/45', [3, 5, 0], fixed('18:00'), 5 * MINUTES, {
    cancelled: VIETLOTT_COVID,
  }),
  power655: calendar('power655', 'Power 6/55', [2, 4, 6], fixed('18:00'), 15 * MINUTES, {
    cancelled: VIETLOTT_COVID,
  }),
  lotto535: calendar('lotto535', 'Lotto 5/35', DAILY, fixed('13:00', '21:00'), 5 * MINUTES, {
    firstDay: '2025-06-29',
    // The draw history shows both draws on every day of Tết 2026.
    tet: 'none',
  }),
  keno: calendar(
    'keno',
    'Keno',
    DAILY,
    { kind: 'every', first: '06:08', last: '21:52', minutes: 8 },
    MINUTES,
    { salesHours: { from: '08:15', to: '22:00' }, closedCode: KENO_CLOSED_CODE },
  ),
  max3d: calendar('max3d', 'Max 3D / Max 3D+', [1, 3, 5], fixed('18:00'), 5 * MINUTES),
  max3dpro: calendar('max3dpro', 'Max 3D Pro', [2, 4, 6], fixed('18:00'), 5 * MINUTES, {
    firstDay: '2021-09-14',
  }),
  max4d: calendar('max4d', 'Max 4D', [2, 4, 6], fixed('18:00'), 5 * MINUTES, {
    lastDay: '2021-08-31',
  }),
  dientoan636: calendar('dientoan636', 'Điện toán 6x36', [3, 6], fixed('18:05'), 5 * MINUTES, {
    tet: 'northern',
  }),
  xsmb: calendar('xsmb', 'Xổ số miền Bắc', DAILY, fixed('18:15'), 15 * MINUTES, {
    tet: 'northern',
    cancelled: [{ from: '2020-04-01', to: '2020-04-22', reason: 'COVID-19' }],
  }),
  xsmt: calendar('xsmt', 'Xổ số miền Trung', DAILY, fixed('17:15'), 15 * MINUTES, {
    tet: 'northern',
  }),
  xsmn: calendar('xsmn', 'Xổ số miền Nam', DAILY, fixed('16:15'), 15 * MINUTES, {
    tet: 'northern',
  }),
});

/** The regional lotteries whose draw is named after provinces. */
export type RegionalCalendarId = 'xsmb' | 'xsmt' | 'xsmn';

/**
 * Which lottery companies draw on each weekday (index 0 is Sunday), per region
 * (reference §3.1). The northern draw is one draw named after a rotating province.
 */
export const PROVINCE_SCHEDULE: Readonly<
  Record<RegionalCalendarId, readonly (readonly string[])[]>
> = deepFreeze({
  xsmn: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP.HCM', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
  xsmt: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
  xsmb: [
    ['Thái Bình'],
    ['Hà Nội'],
    ['Quảng Ninh'],
    ['Bắc Ninh'],
    ['Hà Nội'],
    ['Hải Phòng'],
    ['Nam Định'],
  ],
});
