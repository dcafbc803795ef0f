import { Category, LotteryType, TicketTypeId } from '../enums';
import { EMBEDDED_COMPUTER_PRICE_UNIT, getProduct } from '../catalog';
import type { Product, ProductId } from '../catalog';

/** One cart item, as far as its price goes (spec §3 cart item, §9 cart total). */
export type CartItemPriceInput = {
  readonly product: ProductId;
  /** Lines the item generates (`generatedNumsAmount`). */
  readonly lines: number;
  /** Stake units per line (the number info's `tickQuantity`). */
  readonly stake: number;
  /** How many draws the item is bought for. */
  readonly draws: number;
  /** The item's `group`; Max 4D groups 2 and 6 are priced per item, not per line. */
  readonly group?: number | null;
  /** Ôm Max 3D+: how many numbers the range covers. */
  readonly rangeSize?: number | null;
  /** Price of one stake unit in đồng (a number info's `priceUnit`); the product's own unit when left out. */
  readonly unitPrice?: number;
};

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of at least 1, got ${value}`);
  }
  return value;
}

function productOf(id: ProductId): Product {
  const product = getProduct(id);
  if (!product) throw new RangeError(`Unknown product: ${String(id)}`);
  return product;
}

// Max 4D "tổ hợp" groups: one price buys every number of the group (spec §9).
const MAX4D_FLAT_GROUPS: ReadonlySet<number> = new Set([2, 6]);

/**
 * The price of one cart item in đồng, exactly as spec §9: Max 3D+ with a number range
 * (Ôm Max 3D+) costs range size × stake × unit × draws; Max 4D groups 2 and 6 cost
 * stake × unit × draws; everything else costs lines × stake × unit × draws.
 *
 * @throws RangeError for an unknown product or counts that are not whole numbers ≥ 1.
 */
export function cartItemPrice(item: CartItemPriceInput): number {
  const product = productOf(item.product);
  const unit = positiveInteger('unitPrice', item.unitPrice ?? product.priceUnit);
  const stake = positiveInteger('stake', item.stake);
  const draws = positiveInteger('draws', item.draws);
  const perDraw = stake * unit * draws;
  const isMax3DPlus =
    product.ticketTypeId === TicketTypeId.Max3DPlus ||
    product.ticketTypeId === TicketTypeId.OmMax3DPlus;
  if (isMax3DPlus && item.rangeSize !== undefined && item.rangeSize !== null) {
    return positiveInteger('rangeSize', item.rangeSize) * perDraw;
  }
  if (product.ticketTypeId === TicketTypeId.Max4D && MAX4D_FLAT_GROUPS.has(item.group ?? -1)) {
    return perDraw;
  }
  return positiveInteger('lines', item.lines) * perDraw;
}

/**
 * The total of a cart in đồng: the sum of {@link cartItemPrice} over its items.
 *
 * @throws RangeError as {@link cartItemPrice}.
 */
export function cartTotal(items: readonly CartItemPriceInput[]): number {
  return items.reduce((total, item) => total + cartItemPrice(item), 0);
}

/**
 * The price of one stake unit of a product in a channel (spec §9): 1,000đ for the
 * computer lottery (lottery type xsdt: 6x36 and the loto games) sold inside the e-wallet
 * app, otherwise the product's 10,000đ.
 *
 * @throws RangeError for an unknown product.
 */
export function unitPriceFor(productId: ProductId, embedded: boolean): number {
  const product = productOf(productId);
  return embedded && product.lotteryType === LotteryType.xsdt
    ? EMBEDDED_COMPUTER_PRICE_UNIT
    : product.priceUnit;
}

/**
 * Service fee percentages of spec §9, by the spec's own keys. `centralSouth` is the
 * spec's "special central-south item"; no catalogue product maps to it.
 */
export const SERVICE_FEE_PERCENT = {
  keno: 8,
  power: 10,
  mega: 9,
  loto235: 2,
  loto234: 6,
  dientoan636: 1,
  xsmb: 3,
  xsmt: 5,
  xsmn: 4,
  centralSouth: 69,
} as const;

/** A key of {@link SERVICE_FEE_PERCENT}. */
export type ServiceFeeKey = keyof typeof SERVICE_FEE_PERCENT;

const FEE_KEY_OF_PRODUCT: Readonly<Partial<Record<ProductId, ServiceFeeKey>>> = {
  keno: 'keno',
  power655: 'power',
  mega645: 'mega',
  loto2: 'loto235',
  loto3: 'loto235',
  loto5: 'loto235',
  baoloto2: 'loto234',
  loto2cap: 'loto234',
  loto3cap: 'loto234',
  loto4cap: 'loto234',
  dientoan636: 'dientoan636',
  bao636: 'dientoan636',
  xsmb: 'xsmb',
  xsmt: 'xsmt',
  xsmn: 'xsmn',
};

/**
 * The service fee percentage of a product (spec §9), or null for products the spec gives
 * none (Lotto 5/35, the Max 3D family, Max 4D).
 */
export function serviceFeePercent(productId: ProductId): number | null {
  const key = FEE_KEY_OF_PRODUCT[productId];
  return key === undefined ? null : SERVICE_FEE_PERCENT[key];
}

/**
 * The spec §9 category fee lookup, by the Vietlott ticket type of the order: 6 (Keno)
 * gives 8, 1 or 21 (Mega, group Mega) give 9, 3 or 23 (Power, group Power) give 10;
 * null for anything else.
 */
export function feeCategoryPercent(group: number): number | null {
  switch (group) {
    case TicketTypeId.Keno:
      return 8;
    case TicketTypeId.Mega645:
    case TicketTypeId.groupPlayMega:
      return 9;
    case TicketTypeId.Power655:
    case TicketTypeId.groupPlayPower:
      return 10;
    default:
      return null;
  }
}

/**
 * `percent` percent of an amount of đồng, rounded half up to a whole đồng.
 *
 * @throws RangeError when the amount is not a whole, non-negative number of đồng or the
 *   percentage is negative or not finite.
 */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  if (!Number.isFinite(percent) || percent < 0)
    throw new RangeError(`Not a percentage: ${percent}`);
  return Math.round((amount * percent) / 100);
}

/** A payment limit of one category: the amounts and the spec's messages, verbatim. */
export type PaymentLimit = {
  readonly min: number;
  readonly minMessage: string;
  /** The largest payment, or null when the spec gives none. */
  readonly max: number | null;
  readonly maxMessage: string | null;
};

/** Payment limits of spec §5 by category (6x36 is category 1, loto 2/3/4 cặp is 6). */
export const PAYMENT_LIMITS: Readonly<Record<1 | 6, PaymentLimit>> = {
  [Category.x636]: {
    min: 10_000,
    minMessage: 'Cần phải thanh toán tối thiểu 10,000đ',
    max: 20_000_000,
    maxMessage: 'Tối đa thanh toán 20,000,000đ',
  },
  [Category.loto234]: {
    min: 10_000,
    minMessage: 'Thanh toán tối thiểu 10,000đ',
    max: 10_000_000,
    maxMessage: 'Thanh toán tối đa 10,000,000đ',
  },
};

// Spec §9: "Payment minimum 10,000đ" for every order; only categories 1 and 6 have a maximum.
const DEFAULT_PAYMENT_LIMIT: PaymentLimit = {
  min: 10_000,
  minMessage: PAYMENT_LIMITS[Category.x636].minMessage,
  max: null,
  maxMessage: null,
};

/** The payment limit of a category (the 10,000đ minimum alone for categories without one). */
export function paymentLimitOf(category: number | null): PaymentLimit {
  return category === Category.x636 || category === Category.loto234
    ? PAYMENT_LIMITS[category]
    : DEFAULT_PAYMENT_LIMIT;
}

/**
 * Checks an amount to pay against its category's limit and returns the spec's message,
 * or null when it can be paid.
 */
export function validatePaymentAmount(category: number | null, amount: number): string | null {
  const limit = paymentLimitOf(category);
  if (!Number.isFinite(amount) || amount < limit.min) return limit.minMessage;
  if (limit.max !== null && amount > limit.max) return limit.maxMessage;
  return null;
}
