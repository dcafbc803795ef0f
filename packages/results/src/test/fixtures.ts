import type { DrawPeriod, DrawResult, LatestResults, ResultPage, Statistic } from '@veso/contract';

/** Real Mega 6/45 draw 01552 of 21/08/2026 (from @veso/draw-history's mega645.jsonl). */
export const MEGA_01552: DrawResult = {
  product: 'mega645',
  name: 'Mega 6/45',
  drawCode: '01552',
  drawDate: '2026-08-21',
  openDate: '21/08/2026 18:00:00',
  result: {
    kind: 'balls',
    numbers: [7, 26, 31, 38, 43, 45],
    bonus: null,
    special: null,
    summary: null,
  },
  jackpot: { jackpot: 15_812_345_500, jackpot2: null },
  prizes: [
    { id: 'jackpot', name: 'Jackpot', condition: 'Trùng 6 số', amount: null, winners: 0 },
    { id: 'first', name: 'Giải Nhất', condition: 'Trùng 5 số', amount: 10_000_000, winners: 21 },
    { id: 'second', name: 'Giải Nhì', condition: 'Trùng 4 số', amount: 300_000, winners: 1_045 },
    { id: 'third', name: 'Giải Ba', condition: 'Trùng 3 số', amount: 30_000, winners: null },
  ],
  source: 'import',
  generated: false,
};

/** Real Mega 6/45 draw 01551 of 19/08/2026. */
export const MEGA_01551: DrawResult = {
  ...MEGA_01552,
  drawCode: '01551',
  drawDate: '2026-08-19',
  openDate: '19/08/2026 18:00:00',
  result: {
    kind: 'balls',
    numbers: [6, 15, 18, 33, 40, 43],
    bonus: null,
    special: null,
    summary: null,
  },
};

/** Real Power 6/55 draw 01388 of 22/08/2026 (bonus 8). */
export const POWER_01388: DrawResult = {
  product: 'power655',
  name: 'Power 6/55',
  drawCode: '01388',
  drawDate: '2026-08-22',
  openDate: '22/08/2026 18:00:00',
  result: {
    kind: 'balls',
    numbers: [9, 18, 19, 21, 25, 36],
    bonus: 8,
    special: null,
    summary: null,
  },
  jackpot: { jackpot: 32_000_000_000, jackpot2: 3_400_000_000 },
  prizes: [
    { id: 'jackpot1', name: 'Jackpot 1', condition: 'Trùng 6 số', amount: null, winners: 0 },
    {
      id: 'jackpot2',
      name: 'Jackpot 2',
      condition: 'Trùng 5 số và số đặc biệt',
      amount: null,
      winners: 1,
    },
    { id: 'first', name: 'Giải Nhất', condition: 'Trùng 5 số', amount: 40_000_000, winners: 9 },
  ],
  source: 'import',
  generated: false,
};

export const KENO_0150001: DrawResult = {
  product: 'keno',
  name: 'Keno',
  drawCode: '0150001',
  drawDate: '2026-11-21',
  openDate: '21/11/2026 08:00:00',
  result: {
    kind: 'balls',
    numbers: [1, 4, 9, 12, 17, 22, 25, 30, 33, 38, 41, 46, 50, 55, 61, 66, 70, 73, 77, 80],
    bonus: null,
    special: null,
    summary: { big: 10, small: 10, even: 10, odd: 10 },
  },
  jackpot: null,
  prizes: [],
  source: 'sandbox',
  generated: true,
};

/** Real Max 3D draw 01122 of 21/08/2026 (@veso/draw-history's max3d.jsonl). */
export const MAX3D_01122: DrawResult = {
  product: 'max3d',
  name: 'Max 3D',
  drawCode: '01122',
  drawDate: '2026-08-21',
  openDate: '21/08/2026 18:00:00',
  result: {
    kind: 'groups',
    groups: [
      { name: 'Giải Nhất', numbers: ['294', '078'] },
      { name: 'Giải Nhì', numbers: ['369', '742', '925', '912'] },
      { name: 'Giải Ba', numbers: ['859', '140', '812', '830', '982', '018'] },
      {
        name: 'Giải Khuyến khích',
        numbers: ['767', '972', '613', '660', '028', '585', '388', '484'],
      },
    ],
    specialSeries: [],
  },
  jackpot: null,
  prizes: [],
  source: 'import',
  generated: false,
};

/** Real northern result of 22/08/2026 (@veso/draw-history's xsmb.csv), left-padded. */
export const XSMB_20260822: DrawResult = {
  product: 'xsmb',
  name: 'Xổ số miền Bắc',
  drawCode: '20260822',
  drawDate: '2026-08-22',
  openDate: '22/08/2026 18:15:00',
  result: {
    kind: 'groups',
    groups: [
      { name: 'Đặc biệt', numbers: ['60213'] },
      { name: 'Nhất', numbers: ['80300'] },
      { name: 'Nhì', numbers: ['60683', '51132'] },
      { name: 'Ba', numbers: ['89384', '11622', '10383', '09349', '00136', '47894'] },
      { name: 'Tư', numbers: ['7740', '7568', '2767', '8365'] },
      { name: 'Năm', numbers: ['0570', '5252', '4790', '7707', '6494', '9516'] },
      { name: 'Sáu', numbers: ['354', '649', '773'] },
      { name: 'Bảy', numbers: ['26', '09', '06', '64'] },
    ],
    specialSeries: [],
  },
  jackpot: null,
  prizes: [],
  source: 'import',
  generated: false,
};

/** The northern result of 22/08/2026 as the sandbox draws it: Đặc biệt needs series 3AB or 9AB. */
export const XSMB_SERIES_20260822: DrawResult = {
  ...XSMB_20260822,
  result:
    XSMB_20260822.result.kind === 'groups'
      ? { ...XSMB_20260822.result, specialSeries: ['3AB', '9AB'] }
      : XSMB_20260822.result,
  source: 'sandbox',
  generated: true,
};

/** A central result with two provinces (sandbox-shaped numbers). */
export const XSMT_20261121: DrawResult = {
  product: 'xsmt',
  name: 'Xổ số miền Trung',
  drawCode: '20261121',
  drawDate: '2026-11-21',
  openDate: '21/11/2026 17:15:00',
  result: {
    kind: 'provinces',
    provinces: ['Đà Nẵng', 'Quảng Ngãi'].map((province, p) => ({
      province,
      groups: [
        { name: 'Đặc biệt', numbers: [p === 0 ? '123456' : '654321'] },
        { name: 'Nhất', numbers: ['11111'] },
        { name: 'Nhì', numbers: ['22222'] },
        { name: 'Ba', numbers: ['33333', '33334'] },
        { name: 'Tư', numbers: ['44441', '44442', '44443', '44444', '44445', '44446', '44447'] },
        { name: 'Năm', numbers: ['5555'] },
        { name: 'Sáu', numbers: ['6661', '6662', '6663'] },
        { name: 'Bảy', numbers: ['777'] },
        { name: 'Tám', numbers: ['88'] },
      ],
    })),
  },
  jackpot: null,
  prizes: [],
  source: 'sandbox',
  generated: true,
};

export const NEXT_MEGA: DrawPeriod = {
  id: 9,
  product: 'mega645',
  category: null,
  drawCode: '01553',
  openDate: '23/08/2026 18:00:00',
  start_time: '23/08/2026 18:00:00',
  drawAt: '2026-08-23T11:00:00.000Z',
  salesCloseAt: '2026-08-23T10:30:00.000Z',
  status: 'open',
  indexInDay: 1,
  provinces: [],
  jackpot: { jackpot: 16_500_000_000, jackpot2: null },
};

export const LATEST: LatestResults = {
  items: [
    { product: 'mega645', name: 'Mega 6/45', latest: MEGA_01552, next: NEXT_MEGA },
    { product: 'power655', name: 'Power 6/55', latest: POWER_01388, next: null },
    { product: 'xsmb', name: 'Xổ số miền Bắc', latest: XSMB_20260822, next: null },
    { product: 'lotto535', name: 'Lotto 5/35', latest: null, next: null },
  ],
};

export function pageOf(
  items: DrawResult[],
  page = 1,
  pageSize = 10,
  total = items.length,
): ResultPage {
  return { items, page, pageSize, total };
}

/** A small statistic over 2 Mega draws (01551, 01552), counted by hand. */
export const MEGA_STAT: Statistic = {
  product: 'mega645',
  window: 30,
  draws: 2,
  includeGenerated: false,
  skippedGenerated: 0,
  from: '2026-08-19',
  to: '2026-08-21',
  min: 1,
  max: 45,
  frequency: Array.from({ length: 45 }, (_, index) => {
    const number = index + 1;
    const inLast = [7, 26, 31, 38, 43, 45].includes(number);
    const inFirst = [6, 15, 18, 33, 40, 43].includes(number);
    const count = Number(inLast) + Number(inFirst);
    return {
      number,
      count,
      currentGap: inLast ? 0 : inFirst ? 1 : null,
      longestGap: inLast ? 1 : inFirst ? 1 : 2,
    };
  }),
  hot: [43, 6, 7, 15, 18, 26, 31, 33, 38, 40],
  cold: [1, 2, 3, 4, 5, 8, 9, 10, 11, 12],
  gan: [
    { number: 1, count: 0, currentGap: null, longestGap: 2 },
    { number: 2, count: 0, currentGap: null, longestGap: 2 },
  ],
  totals: { odd: 7, even: 5, big: 8, small: 4 },
  perDraw: [
    { drawCode: '01552', drawDate: '2026-08-21', odd: 4, even: 2, big: 5, small: 1 },
    { drawCode: '01551', drawDate: '2026-08-19', odd: 3, even: 3, big: 3, small: 3 },
  ],
  heads: Array.from({ length: 10 }, (_, digit) => ({ digit, count: digit === 4 ? 3 : 1 })),
  tails: Array.from({ length: 10 }, (_, digit) => ({ digit, count: digit === 3 ? 3 : 1 })),
};

export const EMPTY_STAT: Statistic = {
  ...MEGA_STAT,
  draws: 0,
  from: null,
  to: null,
  frequency: [],
  hot: [],
  cold: [],
  gan: [],
  totals: { odd: 0, even: 0, big: 0, small: 0 },
  perDraw: [],
  heads: [],
  tails: [],
};
