import { Category, Group, LotteryType, TicketGroup, TicketTypeId } from './enums';

/** One stake unit of most products, in đồng (spec §9). */
export const PRICE_UNIT = 10_000;

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
  /** False for products kept for history only (Max 4D ended in 2021). */
  readonly onSale: boolean;
  /** Vietnamese draw days and time, e.g. 'Thứ 4, 6, Chủ nhật - 18:00'. */
  readonly drawSchedule: string;
};

type DefaultedField =
  | 'extraRoutes'
  | 'lotteryType'
  | 'ticketTypeId'
  | 'category'
  | 'group'
  | 'ticketGroup'
  | 'priceUnit'
  | 'onSale';

// What each entry spells out; the rest defaults to none / null, PRICE_UNIT and on sale.
type ProductDefinition = Omit<Product, 'id' | DefaultedField> &
  Partial<Pick<Product, Exclude<DefaultedField, 'priceUnit'>>>;

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

const DEFINITIONS: { readonly [K in ProductId]: ProductDefinition } = {
  mega645: {
    name: 'Mega 6/45',
    shortDescription: 'Chọn 6 số từ 01 đến 45, Jackpot tối thiểu 12 tỷ',
    route: '/mega-645',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Mega645,
    pick: pick(6, 1, 45),
    drawSchedule: 'Thứ 4, 6, Chủ nhật - 18:00',
  },
  power655: {
    name: 'Power 6/55',
    shortDescription: 'Chọn 6 số từ 01 đến 55, Jackpot 1 tối thiểu 30 tỷ',
    route: '/power-655',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Power655,
    pick: pick(6, 1, 55),
    drawSchedule: 'Thứ 3, 5, 7 - 18:00',
  },
  lotto535: {
    name: 'Lotto 5/35',
    shortDescription: 'Chọn 5 số từ 01 đến 35 và 1 số đặc biệt, Độc đắc tối thiểu 6 tỷ',
    route: '/lotto-535',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Lotto535,
    pick: pick(5, 1, 35, { special: { min: 1, max: 12 } }),
    drawSchedule: 'Hằng ngày - 13:00 và 21:00',
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
  },
  max3d: {
    name: 'Max 3D',
    shortDescription: 'Chọn 1 số có 3 chữ số, giải nhất 1 triệu',
    route: '/max-3d',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max3D,
    pick: pick(1, 0, 999, { digits: 3 }),
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
  },
  max3dplus: {
    name: 'Max 3D+',
    shortDescription: 'Chọn 2 số có 3 chữ số, giải cao nhất 1 tỷ',
    route: '/max-3d-plus',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max3DPlus,
    pick: pick(2, 0, 999, { digits: 3, distinct: false }),
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
  },
  ommax3dplus: {
    name: 'Ôm Max 3D+',
    shortDescription: 'Ghép 1 số Max 3D+ với cả dải số bạn chọn, giải cao nhất 1 tỷ',
    route: '/om-max-3d-plus',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.OmMax3DPlus,
    pick: null,
    drawSchedule: 'Thứ 2, 4, 6 - 18:00',
  },
  max4d: {
    name: 'Max 4D',
    shortDescription: 'Chọn 1 số có 4 chữ số, đã ngừng phát hành từ tháng 9/2021',
    route: '/max-4d',
    family: 'vietlott',
    ticketTypeId: TicketTypeId.Max4D,
    pick: pick(1, 0, 9999, { digits: 4 }),
    onSale: false,
    drawSchedule: 'Thứ 3, 5, 7 - 18:00',
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
  },
};

function freezePick(numberPick: NumberPick): NumberPick {
  return Object.freeze({
    ...numberPick,
    special: numberPick.special && Object.freeze({ ...numberPick.special }),
  });
}

function buildProduct(id: ProductId): Product {
  const definition = DEFINITIONS[id];
  return Object.freeze({
    id,
    lotteryType: null,
    ticketTypeId: null,
    category: null,
    group: null,
    ticketGroup: null,
    priceUnit: PRICE_UNIT,
    onSale: true,
    ...definition,
    extraRoutes: Object.freeze([...(definition.extraRoutes ?? [])]),
    pick: definition.pick && freezePick(definition.pick),
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
