import { Category, Group, LotteryType, TicketGroup, TicketTypeId } from './enums';
import { deepFreeze } from './freeze';

/** One stake unit of most products, in đồng (spec §9). */
export const PRICE_UNIT = 10_000;

/**
 * The price of one printed ticket of the regional paper lotteries, in đồng (reference §3:
 * 10,000đ in every region): the `priceUnit` of the paper products.
 */
export const PAPER_TICKET_PRICE = 10_000;

/**
 * One stake unit of the computer lottery sold inside the e-wallet app, in đồng (spec §9).
 * It applies to that channel only; the catalogue's `priceUnit` is the shop's.
 */
export const EMBEDDED_COMPUTER_PRICE_UNIT = 1_000;

/**
 * Stable ids of every product, in home-page order: Vietlott first, then the computer
 * lottery, loto games and the regional paper lotteries. Lowercase letters and digits only,
 * safe as keys in URLs, cookies and database rows.
 */
export const PRODUCT_IDS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dplus',
  'ommax3dplus',
  'max4d',
  'dientoan636',
  'bao636',
  'loto2',
  'loto3',
  'loto5',
  'baoloto2',
  'loto2cap',
  'loto3cap',
  'loto4cap',
  'xsmb',
  'xsmt',
  'xsmn',
] as const;

/** The id of a catalogue product. */
export type ProductId = (typeof PRODUCT_IDS)[number];

/**
 * How a product is grouped on the home page: Vietlott games, the Thủ Đô computer lottery
 * (6x36), loto games settled on the northern result, and regional paper lotteries.
 */
export type ProductFamily = 'vietlott' | 'computer' | 'loto' | 'paper';

/** Vietnamese heading of each {@link ProductFamily}. */
export const PRODUCT_FAMILY_LABELS: Readonly<Record<ProductFamily, string>> = {
  vietlott: 'Vietlott',
  computer: 'Xổ số điện toán',
  loto: 'Lô tô',
  paper: 'Xổ số kiến thiết',
};

/** An inclusive range of numbers. */
export type NumberRange = {
  readonly min: number;
  readonly max: number;
};

/** What a player picks on one line of a number game. */
export type NumberPick = NumberRange & {
  /** Most numbers on one line. */
  readonly count: number;
  /** Fewest numbers on one line; equal to `count` unless the player chooses how many. */
  readonly minCount: number;
  /** Numbers are shown zero-padded to this many digits ('05', '007'). */
  readonly digits: number;
  /** Whether the numbers of one line must differ (Max 3D+ allows a repeated number). */
  readonly distinct: boolean;
  /** A special number picked from its own range (Lotto 5/35), or null. */
  readonly special: NumberRange | null;
};

/** Keno levels ("bậc"): how many numbers, 1 to 10, one Keno line holds. */
export const KENO_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A Keno level, 1 to 10. */
export type KenoLevel = (typeof KENO_LEVELS)[number];

/**
 * The Keno side bets on the 20 drawn numbers (reference §1.6): big (41–80) or small
 * (01–40), a big/small draw, even or odd, exactly 11–12 even or odd, an even/odd draw.
 */
export const KENO_SIDE_BETS = [
  'big',
  'small',
  'big-small-draw',
  'even',
  'odd',
  'even-11-12',
  'odd-11-12',
  'even-odd-draw',
] as const;

/** A Keno side bet. */
export type KenoSideBet = (typeof KENO_SIDE_BETS)[number];

/** Vietnamese name of every {@link KenoSideBet}, as printed on the ticket. */
export const KENO_SIDE_BET_LABELS: Readonly<Record<KenoSideBet, string>> = {
  big: 'Lớn',
  small: 'Nhỏ',
  'big-small-draw': 'Hòa Lớn-Nhỏ',
  even: 'Chẵn',
  odd: 'Lẻ',
  'even-11-12': 'Chẵn 11-12',
  'odd-11-12': 'Lẻ 11-12',
  'even-odd-draw': 'Hòa Chẵn-Lẻ',
};

/**
 * A way of playing a product, and what the player chooses in it:
 * - `single`: one line (a Keno line of any level, one loto number, one paper ticket);
 * - `bao`: `sizes` numbers in one selection, the system buys every line they make
 *   (fewer numbers than a line holds: the rest is filled from the other numbers);
 * - `baoSpecial`: Lotto 5/35 — one set of 5 numbers with `sizes` special numbers;
 * - `kenoBao`: Keno — `sizes` numbers and a level below that, every combination;
 * - `kenoSideBet`: a Keno bet on the 20 drawn numbers;
 * - `permutation`: Max 3D family "đảo số" — every digit order of the chosen numbers;
 * - `wildcard`: Max 3D family "bao vị trí" — up to `maxWildcards` digits are any digit;
 * - `range`: Ôm Max 3D+ — one fixed number paired with every number of a range;
 * - `lotoBao`: loto bao — every combination of 2 up to all of the `sizes` numbers picked.
 */
export type PlayForm =
  | { readonly kind: 'single' }
  | { readonly kind: 'bao'; readonly sizes: readonly number[] }
  | { readonly kind: 'baoSpecial'; readonly sizes: readonly number[] }
  | { readonly kind: 'kenoBao'; readonly sizes: readonly number[] }
  | { readonly kind: 'kenoSideBet'; readonly bets: readonly KenoSideBet[] }
  | { readonly kind: 'permutation' }
  | { readonly kind: 'wildcard'; readonly maxWildcards: number }
  | { readonly kind: 'range' }
  | { readonly kind: 'lotoBao'; readonly sizes: readonly number[] };

/** The kind of a {@link PlayForm}. */
export type PlayFormKind = PlayForm['kind'];

/** Vietnamese name of every {@link PlayFormKind}, for the play-form tabs. */
export const PLAY_FORM_LABELS: Readonly<Record<PlayFormKind, string>> = {
  single: 'Cơ bản',
  bao: 'Bao số',
  baoSpecial: 'Bao số đặc biệt',
  kenoBao: 'Bao Keno',
  kenoSideBet: 'Lớn Nhỏ - Chẵn Lẻ',
  permutation: 'Đảo số',
  wildcard: 'Bao vị trí',
  range: 'Ôm giải số',
  lotoBao: 'Bao lô tô',
};

/**
 * How many stake units (multiples of the price unit) one line may carry. Any whole number
 * from `min` to `max` is allowed; `presets` are the quick choices the screen offers.
 */
export type StakeRule = {
  readonly min: number;
  readonly max: number;
  readonly presets: readonly number[];
};

/** One prize tier of a printed-ticket result: its name, width and how many numbers. */
export type ResultTier = {
  readonly name: string;
  readonly digits: number;
  readonly count: number;
};

/**
 * What one draw of a product produces (reference §6):
 * - `balls`: `count` distinct numbers of a range, with an optional bonus ball drawn from
 *   the same drum (`sameDrum`, Power 6/55) or a special number from its own range
 *   (Lotto 5/35);
 * - `digitGroups`: groups of independent `digits`-wide numbers (Max 3D: 2 + 4 + 6 + 8);
 * - `tiers`: the prize tiers of a paper lottery, widest first.
 */
export type ResultShape =
  | {
      readonly kind: 'balls';
      readonly count: number;
      readonly min: number;
      readonly max: number;
      readonly bonus: 'none' | 'sameDrum' | NumberRange;
    }
  | { readonly kind: 'digitGroups'; readonly digits: number; readonly groups: readonly number[] }
  | { readonly kind: 'tiers'; readonly tiers: readonly ResultTier[] };

/**
 * Whether a product can be bought: on sale, paused for a while, announced but not yet on
 * sale, or discontinued and kept for history.
 */
export type SaleStatus = 'onSale' | 'paused' | 'comingSoon' | 'discontinued';

/** Vietnamese badge of every {@link SaleStatus} ('Sắp ra mắt' is the spec's). */
export const SALE_STATUS_LABELS: Readonly<Record<SaleStatus, string>> = {
  onSale: 'Đang bán',
  paused: 'Tạm dừng bán',
  comingSoon: 'Sắp ra mắt',
  discontinued: 'Ngừng phát hành',
};

/**
 * Ids of the draw calendars. Products that share a draw share a calendar: Max 3D, Max 3D+
 * and Ôm Max 3D+ use `max3d`; the loto games use the northern draw `xsmb`. `max3dpro` is
 * a Vietlott draw the shop does not sell, kept so its real results can be checked.
 */
export const DRAW_CALENDAR_IDS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dpro',
  'max4d',
  'dientoan636',
  'xsmb',
  'xsmt',
  'xsmn',
] as const;

/** The id of a draw calendar. */
export type DrawCalendarId = (typeof DRAW_CALENDAR_IDS)[number];

/** A product of the catalogue. */
export type Product = {
  readonly id: ProductId;
  /** Vietnamese display name, e.g. 'Mega 6/45'. */
  readonly name: string;
  /** One Vietnamese line for the product card: how to play and the prize to hope for. */
  readonly shortDescription: string;
  /** The spec §2 route of the game screen. */
  readonly route: string;
  /** Other spec routes that sell this product in another mode (bao, subscription, tabs). */
  readonly extraRoutes: readonly string[];
  readonly family: ProductFamily;
  /** `lotteryType` of its order items (computer, loto and paper lotteries), else null. */
  readonly lotteryType: LotteryType | null;
  /** Vietlott ticket type id, else null. */
  readonly ticketTypeId: TicketTypeId | null;
  /** `category` of its order items, else null. */
  readonly category: Category | null;
  /** `group` of its order items when fixed by the product, else null. */
  readonly group: Group | null;
  /** Ticket group of the computer and loto tickets, else null. */
  readonly ticketGroup: TicketGroup | null;
  /** Price of one stake unit in đồng. */
  readonly priceUnit: number;
  /** The numbers picked on one line, or null when the player buys printed tickets or a bundle. */
  readonly pick: NumberPick | null;
  /** Whether the product can be bought now. */
  readonly saleStatus: SaleStatus;
  /** True when {@link Product.saleStatus} is `onSale` (Max 4D ended in 2021). */
  readonly onSale: boolean;
  /** Vietnamese draw days and time, e.g. 'Thứ 4, 6, Chủ nhật - 18:00'. */
  readonly drawSchedule: string;
  /** The draw calendar the product is settled on. */
  readonly calendar: DrawCalendarId;
  /** The ways of playing the product; the first one is the default tab. */
  readonly playForms: readonly PlayForm[];
  /** Stake units one line may carry. */
  readonly stake: StakeRule;
  /** How many consecutive draws one order may cover (1: the next draw only). */
  readonly maxPeriods: number;
  /** What one draw produces. */
  readonly result: ResultShape;
};

type DefaultedField =
  | 'extraRoutes'
  | 'lotteryType'
  | 'ticketTypeId'
  | 'category'
  | 'group'
  | 'ticketGroup'
  | 'saleStatus'
  | 'playForms'
  | 'stake'
  | 'maxPeriods';

// What each entry spells out; the rest defaults to none / null, on sale, single play,
// one stake unit and the next draw only. The price unit is the shop's stake unit, or the
// printed ticket's price for the paper lotteries.
type ProductDefinition = Omit<Product, 'id' | 'priceUnit' | 'onSale' | DefaultedField> &
  Partial<Pick<Product, DefaultedField>>;

const SINGLE: PlayForm = { kind: 'single' };

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function stake(max: number, presets: readonly number[]): StakeRule {
  return { min: 1, max, presets };
}

// The unit menus of the reseller apps (reference §1.5, §1.6; platform limits, unverified).
const MAX3D_STAKE = stake(20, [1, 2, 5, 10, 20]);
const KENO_STAKE = stake(50, [1, 2, 5, 10, 20, 50]);
const LOTO_STAKE = stake(100, [1, 2, 5, 10, 20, 50, 100]);

// Up to 6 consecutive draws for the Vietlott number games, 20 for Keno (reference §1).
const VIETLOTT_PERIODS = 6;
const KENO_PERIODS = 20;

const MAX3D_FORMS: readonly PlayForm[] = [
  SINGLE,
  { kind: 'permutation' },
  { kind: 'wildcard', maxWildcards: 2 },
];

function balls(
  count: number,
  min: number,
  max: number,
  bonus: 'none' | 'sameDrum' | NumberRange = 'none',
): ResultShape {
  return { kind: 'balls', count, min, max, bonus };
}

// `satisfies` keeps the literal kind: the derived lists (`catalog-lists.ts`) read it as a type.
const MAX3D_RESULT = {
  kind: 'digitGroups',
  digits: 3,
  groups: [2, 4, 6, 8],
} as const satisfies ResultShape;

// reference §3.2: 27 numbers, draw order aside, widest tier first.
const NORTHERN_RESULT: ResultShape = {
  kind: 'tiers',
  tiers: [
    { name: 'Đặc biệt', digits: 5, count: 1 },
    { name: 'Nhất', digits: 5, count: 1 },
    { name: 'Nhì', digits: 5, count: 2 },
    { name: 'Ba', digits: 5, count: 6 },
    { name: 'Tư', digits: 4, count: 4 },
    { name: 'Năm', digits: 4, count: 6 },
    { name: 'Sáu', digits: 3, count: 3 },
    { name: 'Bảy', digits: 2, count: 4 },
  ],
};

// reference §3.3: 18 numbers per province, the same for the central and southern regions.
const REGIONAL_RESULT: ResultShape = {
  kind: 'tiers',
  tiers: [
    { name: 'Đặc biệt', digits: 6, count: 1 },
    { name: 'Nhất', digits: 5, count: 1 },
    { name: 'Nhì', digits: 5, count: 1 },
    { name: 'Ba', digits: 5, count: 2 },
    { name: 'Tư', digits: 5, count: 7 },
    { name: 'Năm', digits: 4, count: 1 },
    { name: 'Sáu', digits: 4, count: 3 },
    { name: 'Bảy', digits: 3, count: 1 },
    { name: 'Tám', digits: 2, count: 1 },
  ],
};

function pick(
  count: number,
  min: number,
  max: number,
  options: Partial<NumberPick> = {},
): NumberPick {
  return {
    count,
    minCount: count,
    min,
    max,
    digits: String(max).length,
    distinct: true,
    special: null,
    ...options,
  };
}

// `satisfies` (not a type annotation) keeps each entry's literal family, sale status and
// calendar, so the product-family lists of `catalog-lists.ts` are derived as types too.
const DEFINITIONS = {
  mega645: {
    name: 'Mega 6/45',
    shortDescription: 'Chọn 6 số từ 01 đến 45, Jackpot tối thiểu 12 tỷ',
    route: '/mega-645',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Mega645,
    pick: pick(6, 1, 45),
    drawSchedule: 'Thứ 4, 6, Chủ nhật - 18:00',
    calendar: 'mega645',
    playForms: [SINGLE, { kind: 'bao', sizes: [5, ...range(7, 15), 18] }],
    maxPeriods: VIETLOTT_PERIODS,
    result: balls(6, 1, 45),
  },
  power655: {
    name: 'Power 6/55',
    shortDescription: 'Chọn 6 số từ 01 đến 55, Jackpot 1 tối thiểu 30 tỷ',
    route: '/power-655',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Power655,
    pick: pick(6, 1, 55),
    drawSchedule: 'Thứ 3, 5, 7 - 18:00',
    calendar: 'power655',
    playForms: [SINGLE, { kind: 'bao', sizes: [5, ...range(7, 15), 18] }],
    maxPeriods: VIETLOTT_PERIODS,
    result: balls(6, 1, 55, 'sameDrum'),
  },
  lotto535: {
    name: 'Lotto 5/35',
    shortDescription: 'Chọn 5 số từ 01 đến 35 và 1 số đặc biệt, Độc đắc tối thiểu 6 tỷ',
    route: '/lotto-535',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Lotto535,
    pick: pick(5, 1, 35, { special: { min: 1, max: 12 } }),
    drawSchedule: 'Hằng ngày - 13:00 và 21:00',
    calendar: 'lotto535',
    playForms: [
      SINGLE,
      { kind: 'bao', sizes: [4, ...range(6, 15)] },
      { kind: 'baoSpecial', sizes: range(2, 12) },
    ],
    maxPeriods: VIETLOTT_PERIODS,
    result: balls(5, 1, 35, { min: 1, max: 12 }),
  },
  keno: {
    name: 'Keno',
    shortDescription: 'Chọn từ 1 đến 10 số trong 80 số, giải cao nhất 2 tỷ',
    route: '/keno',
    extraRoutes: ['/choi-bao-keno', '/nuoi-keno'],
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Keno,
    pick: pick(10, 1, 80, { minCount: 1 }),
    drawSchedule: 'Hằng ngày, 8 phút một kỳ - bán từ 08:15 đến 22:00',
    calendar: 'keno',
    playForms: [
      SINGLE,
      { kind: 'kenoBao', sizes: range(2, 20) },
      { kind: 'kenoSideBet', bets: KENO_SIDE_BETS },
    ],
    stake: KENO_STAKE,
    maxPeriods: KENO_PERIODS,
    result: balls(20, 1, 80),
  },
  max3d: {
    name: 'Max 3D',
    shortDescription: 'Chọn 1 số có 3 chữ số, giải nhất 1 triệu',
    route: '/max-3d',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max3D,
    pick: pick(1, 0, 999, { digits: 3 }),
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
    calendar: 'max3d',
    playForms: MAX3D_FORMS,
    stake: MAX3D_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: MAX3D_RESULT,
  },
  max3dplus: {
    name: 'Max 3D+',
    shortDescription: 'Chọn 2 số có 3 chữ số, giải cao nhất 1 tỷ',
    route: '/max-3d-plus',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max3DPlus,
    pick: pick(2, 0, 999, { digits: 3, distinct: false }),
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
    calendar: 'max3d',
    playForms: MAX3D_FORMS,
    stake: MAX3D_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: MAX3D_RESULT,
  },
  ommax3dplus: {
    name: 'Ôm Max 3D+',
    shortDescription: 'Ghép 1 số Max 3D+ với cả dải số bạn chọn, giải cao nhất 1 tỷ',
    route: '/om-max-3d-plus',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.OmMax3DPlus,
    pick: null,
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
    calendar: 'max3d',
    playForms: [{ kind: 'range' }],
    // The reseller page's unit menu: 10k, 20k, 50k, 100k, 200k per pair.
    stake: stake(20, [1, 2, 5, 10, 20]),
    maxPeriods: VIETLOTT_PERIODS,
    result: MAX3D_RESULT,
  },
  max4d: {
    name: 'Max 4D',
    shortDescription: 'Chọn 1 số có 4 chữ số, đã ngừng phát hành từ tháng 9/2021',
    route: '/max-4d',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max4D,
    pick: pick(1, 0, 9999, { digits: 4 }),
    saleStatus: 'discontinued',
    drawSchedule: 'Thứ 3, 5, 7 - 18:00',
    calendar: 'max4d',
    result: { kind: 'digitGroups', digits: 4, groups: [1, 2, 3] },
  },
  dientoan636: {
    name: 'Điện toán 6x36',
    shortDescription: 'Chọn 6 số từ 01 đến 36, quay thưởng thứ 4 và thứ 7',
    route: '/dien-toan-6x36',
    family: 'computer',
    lotteryType: LotteryType.xsdt,
    category: Category.x636,
    // Every 6x36 order item carries group 6, the spec's only group value for 6x36.
    group: Group.bao6,
    ticketGroup: TicketGroup.DienToan636,
    pick: pick(6, 1, 36),
    drawSchedule: 'Thứ 4, 7 - 18:05',
    calendar: 'dientoan636',
    stake: stake(10, [1, 2, 5, 10]),
    maxPeriods: VIETLOTT_PERIODS,
    result: balls(6, 1, 36),
  },
  bao636: {
    name: 'Bao điện toán 6x36',
    shortDescription: 'Chọn từ 7 đến 12 số, hệ thống ghép mọi bộ 6 số',
    route: '/bao-xsdt-6x36',
    family: 'computer',
    lotteryType: LotteryType.xsdt,
    category: Category.x636,
    group: Group.bao6,
    ticketGroup: TicketGroup.DienToan636,
    pick: pick(12, 1, 36, { minCount: 7 }),
    drawSchedule: 'Thứ 4, 7 - 18:05',
    calendar: 'dientoan636',
    playForms: [{ kind: 'bao', sizes: range(7, 12) }],
    stake: stake(10, [1, 2, 5, 10]),
    maxPeriods: VIETLOTT_PERIODS,
    result: balls(6, 1, 36),
  },
  loto2: {
    name: 'Lô tô 2 số',
    shortDescription: 'Chọn 2 chữ số, trúng x70 theo giải Đặc biệt miền Bắc',
    route: '/lo-to-2-so',
    extraRoutes: ['/lo-to-235', '/lo-to-235/2-so'],
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto235,
    group: Group.loto2,
    ticketGroup: TicketGroup.LoTo2So,
    pick: pick(1, 0, 99, { digits: 2 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  loto3: {
    name: 'Lô tô 3 số',
    shortDescription: 'Chọn 3 chữ số, trúng x420 theo giải Đặc biệt miền Bắc',
    route: '/lo-to-235/3-so',
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto235,
    group: Group.loto3,
    ticketGroup: TicketGroup.LoTo3So,
    pick: pick(1, 0, 999, { digits: 3 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  loto5: {
    name: 'Lô tô 5 số',
    shortDescription: 'Chọn 5 chữ số, trúng đến x20.000 theo kết quả miền Bắc',
    route: '/lo-to-235/5-so',
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto235,
    group: Group.loto5,
    ticketGroup: TicketGroup.LoTo5So,
    pick: pick(1, 0, 99_999, { digits: 5 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  baoloto2: {
    name: 'Bao lô tô 2 số',
    shortDescription: 'Chọn 3 hoặc 4 số có 2 chữ số, mua mọi tổ hợp cặp số',
    route: '/bao-loto-2-so',
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto234,
    pick: pick(4, 0, 99, { minCount: 3, digits: 2 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    playForms: [{ kind: 'lotoBao', sizes: [3, 4] }],
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  loto2cap: {
    name: 'Lô tô 2 cặp số',
    shortDescription: 'Chọn 2 số có 2 chữ số, trúng khi cả 2 số về trong 27 giải miền Bắc',
    route: '/lo-to-2-cap-so',
    extraRoutes: ['/lo-to-cap-so'],
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto234,
    group: Group.loto2_couple,
    pick: pick(2, 0, 99, { digits: 2 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  loto3cap: {
    name: 'Lô tô 3 cặp số',
    shortDescription: 'Chọn 3 số có 2 chữ số, trúng khi cả 3 số về trong 27 giải miền Bắc',
    route: '/lo-to-3-cap-so',
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto234,
    group: Group.loto3_couple,
    pick: pick(3, 0, 99, { digits: 2 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  loto4cap: {
    name: 'Lô tô 4 cặp số',
    shortDescription: 'Chọn 4 số có 2 chữ số, trúng khi cả 4 số về trong 27 giải miền Bắc',
    route: '/lo-to-4-cap-so',
    family: 'loto',
    lotteryType: LotteryType.xsdt,
    category: Category.loto234,
    group: Group.loto4_couple,
    pick: pick(4, 0, 99, { digits: 2 }),
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    stake: LOTO_STAKE,
    maxPeriods: VIETLOTT_PERIODS,
    result: NORTHERN_RESULT,
  },
  xsmb: {
    name: 'Xổ số kiến thiết miền Bắc',
    shortDescription: 'Vé 5 chữ số, 27 giải mỗi kỳ quay',
    route: '/xo-so-kien-thiet-mien-bac',
    family: 'paper',
    lotteryType: LotteryType.xstt,
    category: Category.northernLottery,
    pick: null,
    drawSchedule: 'Hằng ngày - 18:15',
    calendar: 'xsmb',
    result: NORTHERN_RESULT,
  },
  xsmt: {
    name: 'Xổ số kiến thiết miền Trung',
    shortDescription: 'Vé 6 chữ số, giải Đặc biệt 2 tỷ',
    route: '/xo-so-kien-thiet-mien-trung',
    family: 'paper',
    lotteryType: LotteryType.xstt,
    category: Category.centralLottery,
    pick: null,
    drawSchedule: 'Hằng ngày - 17:15',
    calendar: 'xsmt',
    result: REGIONAL_RESULT,
  },
  xsmn: {
    name: 'Xổ số kiến thiết miền Nam',
    shortDescription: 'Vé 6 chữ số, giải Đặc biệt 2 tỷ',
    route: '/xo-so-kien-thiet-mien-nam',
    family: 'paper',
    lotteryType: LotteryType.xstt,
    category: Category.southLottery,
    pick: null,
    drawSchedule: 'Hằng ngày - 16:15',
    calendar: 'xsmn',
    result: REGIONAL_RESULT,
  },
} satisfies { readonly [K in ProductId]: ProductDefinition };

type Definitions = typeof DEFINITIONS;

/** The ids of the products of some families, as a type: `ProductIdOf<'paper'>`. */
export type ProductIdOf<F extends ProductFamily> = {
  [K in ProductId]: Definitions[K]['family'] extends F ? K : never;
}[ProductId];

/** The ids of the discontinued products (kept for history), as a type. */
export type DiscontinuedProductId = {
  [K in ProductId]: Definitions[K] extends { readonly saleStatus: 'discontinued' } ? K : never;
}[ProductId];

/**
 * The draw calendars that have number statistics, as a type: those of a product on sale
 * with picked numbers on a draw of numbers (not of digit groups, as Max 3D).
 */
export type StatisticCalendarId = {
  [K in ProductId]: Definitions[K] extends { readonly saleStatus: 'discontinued' }
    ? never
    : Definitions[K]['pick'] extends null
      ? never
      : Definitions[K]['result'] extends { readonly kind: 'digitGroups' }
        ? never
        : Definitions[K]['calendar'];
}[ProductId];

/** The draw calendars that still draw, as a type: every one but a discontinued product's. */
export type ResultCalendarId = Exclude<
  DrawCalendarId,
  Definitions[DiscontinuedProductId]['calendar']
>;

function buildProduct(id: ProductId): Product {
  const definition: ProductDefinition = DEFINITIONS[id];
  const saleStatus = definition.saleStatus ?? 'onSale';
  // Shared constants (forms, stakes, result shapes) get frozen too: they are data only.
  return deepFreeze({
    id,
    lotteryType: null,
    ticketTypeId: null,
    category: null,
    group: null,
    ticketGroup: null,
    extraRoutes: [],
    playForms: [SINGLE],
    stake: stake(1, [1]),
    maxPeriods: 1,
    ...definition,
    priceUnit: definition.family === 'paper' ? PAPER_TICKET_PRICE : PRICE_UNIT,
    saleStatus,
    onSale: saleStatus === 'onSale',
  });
}

/** Every product, in home-page order (Vietlott first). Frozen. */
export const PRODUCTS: readonly Product[] = Object.freeze(PRODUCT_IDS.map(buildProduct));

const BY_ID: ReadonlyMap<string, Product> = new Map(PRODUCTS.map((p) => [p.id, p]));

const BY_ROUTE: ReadonlyMap<string, Product> = new Map(
  PRODUCTS.flatMap((p) => [p.route, ...p.extraRoutes].map((route) => [route, p] as const)),
);

/** True when `value` is the id of a catalogue product. */
export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The product with this id, or undefined when the id is unknown. */
export function getProduct(id: ProductId): Product;
export function getProduct(id: string): Product | undefined;
export function getProduct(id: string): Product | undefined {
  return BY_ID.get(id);
}

/**
 * The product sold on `route` (its own route or one of its extra routes), or undefined.
 * A query string, a hash and a trailing slash are ignored: `'/mega-645/?tab=1'` is Mega 6/45.
 */
export function productByRoute(route: string): Product | undefined {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return BY_ROUTE.get(trimmed);
}
