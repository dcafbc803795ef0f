import { ORDERABLE_PRODUCTS, XSDT_PRODUCTS } from '@veso/contract';
import type { OrderItemInfoInput, OrderableProduct, XsdtProduct } from '@veso/contract';
import {
  cartItemPrice,
  getProduct,
  lineCount,
  selectionOf,
  unitPriceFor,
  validateSelection,
} from '@veso/domain';
import type { KenoSideBet, NumberForm } from '@veso/domain';
import type { CartDrawInfo, CartItem, CartNumberInfo } from '../state/cart-slice';

/**
 * A product this cart sells: a Vietlott game or a computer-lottery / loto game (6x36 and
 * its bao, loto 2/3/5 số, the loto pairs), all on the one order path.
 */
export type CartProduct = OrderableProduct | XsdtProduct;

/**
 * The games sold online (the order contract's products): Mega, Power, Lotto 5/35, Keno,
 * the Max 3D family and the computer lottery with the loto games, all on this one cart.
 */
export const VIETLOTT_CART_PRODUCTS: readonly CartProduct[] = [
  ...ORDERABLE_PRODUCTS,
  ...XSDT_PRODUCTS,
];

/**
 * One number set as the game screens edit it. Every form uses `numbers` (Max 3D family:
 * 0–999; Ôm Max 3D+: the fixed number) except `wildcard` (its `patterns`) and
 * `kenoSideBet` (its `bet`).
 */
export type NumberSet = {
  numbers: number[];
  form: NumberForm;
  /** Lotto 5/35: the special number of a single or bao set. */
  special: number | null;
  /** Lotto 5/35 baoSpecial: the special numbers. */
  specials: number[];
  /** Whether quick pick chose the numbers. */
  chosenAuto: boolean;
  /** Keno bao: the level of every line. */
  level?: number;
  /** Keno side bet. */
  bet?: KenoSideBet;
  /** Max 3D family bao vị trí: one pattern per number, `*` for any digit ('1*3'). */
  patterns?: string[];
  /** Ôm Max 3D+: the range paired with `numbers[0]`. */
  range?: { from: number; to: number };
  /** Stake units of each line (Keno's 10.000đ … 500.000đ, Max 3D's multiples); 1 when left out. */
  stake?: number;
};

/** A spec §3 number info with what the order call needs besides: form, specials and the rest. */
export type VietlottNumberInfo = CartNumberInfo & {
  form: NumberForm;
  special: string | null;
  specials: string[];
  chosenAuto: boolean;
  /** Lines this set generates (domain `lineCount`). */
  lines: number;
  level?: number;
  bet?: KenoSideBet;
  patterns?: string[];
  range?: { from: string; to: string };
};

/** A draw of the item: the spec §3 draw info plus its draw time and sales cut-off (ISO). */
export type VietlottDrawInfo = CartDrawInfo & { drawAt: string; salesCloseAt: string };

/** A Vietlott ticket in the cart (any of {@link VIETLOTT_CART_PRODUCTS}). */
export type VietlottCartItem = Omit<CartItem, 'numberInfos' | 'drawInfos'> & {
  product: CartProduct;
  numberInfos: VietlottNumberInfo[];
  drawInfos: VietlottDrawInfo[];
};

/** A draw period as the game screens choose it. */
export type ChosenDraw = {
  drawCode: string;
  openDate: string;
  drawAt: string;
  salesCloseAt: string;
};

/** Zero-pads a number the way the order call and the tickets show it ('07'; Max 3D: '007'). */
export function padNumber(value: number, digits = 2): string {
  return String(value).padStart(digits, '0');
}

/** How many digits the product's numbers are written with (Max 3D family: 3). */
export function numberDigits(product: CartProduct): number {
  return getProduct(product)?.pick?.digits ?? 3;
}

/** Lotto 5/35 needs the special number(s); the others ignore them. */
function normalized(product: CartProduct, set: NumberSet): NumberSet {
  return getProduct(product)?.pick?.special ? set : { ...set, special: null, specials: [] };
}

/** The domain's message when the set is not a valid play, else null. */
export function numberSetError(product: CartProduct, set: NumberSet): string | null {
  return validateSelection(product, selectionOf(normalized(product, set)));
}

/** Lines of a valid set, 0 while it is incomplete. */
export function numberSetLines(product: CartProduct, set: NumberSet): number {
  const selection = selectionOf(normalized(product, set));
  return validateSelection(product, selection) === null ? lineCount(product, selection) : 0;
}

/**
 * Price in đồng of a valid set for `draws` draws (spec §9) at its stake, 0 while incomplete;
 * `unitPrice` when the channel's unit is not the product's own (the embed's 1,000đ).
 */
export function numberSetPrice(
  product: CartProduct,
  set: NumberSet,
  draws: number,
  unitPrice?: number,
): number {
  const lines = numberSetLines(product, set);
  if (lines === 0 || draws < 1) return 0;
  return cartItemPrice({
    product,
    lines,
    stake: set.stake ?? 1,
    draws,
    unitPrice: unitPrice ?? unitPriceFor(product, false),
  });
}

/**
 * Builds the cart item of a ticket: every set must be valid and at least one draw chosen.
 * `unitPrice` is every set's `priceUnit` when the channel's unit is not the product's own
 * (the wallet-embedded computer lottery at 1,000đ, spec §9).
 */
export function makeVietlottCartItem(
  product: CartProduct,
  sets: readonly NumberSet[],
  draws: readonly ChosenDraw[],
  id: string = crypto.randomUUID(),
  unitPrice?: number,
): VietlottCartItem {
  const info = getProduct(product);
  const drawCount = Math.max(draws.length, 1);
  const digits = numberDigits(product);
  const numberInfos: VietlottNumberInfo[] = sets.map((raw) => {
    const set = normalized(product, raw);
    const keepsOrder = getProduct(product)?.pick?.distinct === false || set.form === 'range';
    const numbers = keepsOrder ? set.numbers : [...set.numbers].sort((a, b) => a - b);
    return {
      numbers: numbers.map((n) => padNumber(n, digits)),
      priceUnit: unitPrice ?? unitPriceFor(product, false),
      tickQuantity: Math.max(set.stake ?? 1, 1),
      calculatedPrice: numberSetPrice(product, set, drawCount, unitPrice),
      form: set.form,
      special: set.special === null ? null : padNumber(set.special),
      specials: [...set.specials].sort((a, b) => a - b).map((n) => padNumber(n)),
      chosenAuto: set.chosenAuto,
      lines: numberSetLines(product, set),
      ...(set.level !== undefined ? { level: set.level } : {}),
      ...(set.bet !== undefined ? { bet: set.bet } : {}),
      ...(set.patterns !== undefined ? { patterns: [...set.patterns] } : {}),
      ...(set.range !== undefined
        ? {
            range: {
              from: padNumber(set.range.from, digits),
              to: padNumber(set.range.to, digits),
            },
          }
        : {}),
    };
  });
  const item: VietlottCartItem = {
    id,
    product,
    category: info?.category ?? 0,
    // Spec §3: the ticket type of a Vietlott game, the ticket group (6/5/3/2) of the loto games.
    group: info?.ticketTypeId ?? info?.ticketGroup ?? 0,
    numberInfos,
    drawInfos: draws.map((draw) => ({
      category: info?.category ?? 0,
      drawId: draw.drawCode,
      openDate: draw.openDate,
      drawAt: draw.drawAt,
      salesCloseAt: draw.salesCloseAt,
    })),
    generatedNumsAmount: 0,
    calculatedPrice: 0,
  };
  item.generatedNumsAmount = numberInfos.reduce((sum, n) => sum + n.lines, 0);
  item.calculatedPrice = vietlottItemPrice(item);
  return item;
}

/** Whether a cart item is one of the Vietlott tickets this flow sells. */
export function isVietlottCartItem(item: CartItem | VietlottCartItem): item is VietlottCartItem {
  return (
    'product' in item &&
    (VIETLOTT_CART_PRODUCTS as readonly string[]).includes(item.product) &&
    item.numberInfos.every((info) => 'form' in info)
  );
}

/** The number set a cart number info holds (to edit or price it again). */
export function numberSetOfInfo(info: VietlottNumberInfo): NumberSet {
  return {
    numbers: info.numbers.map(Number),
    form: info.form,
    special: info.special === null ? null : Number(info.special),
    specials: info.specials.map(Number),
    chosenAuto: info.chosenAuto,
    stake: Math.max(info.tickQuantity, 1),
    ...(info.level !== undefined ? { level: info.level } : {}),
    ...(info.bet !== undefined ? { bet: info.bet } : {}),
    ...(info.patterns !== undefined ? { patterns: [...info.patterns] } : {}),
    ...(info.range !== undefined
      ? { range: { from: Number(info.range.from), to: Number(info.range.to) } }
      : {}),
  };
}

/**
 * The price of one number set of a cart item for all the item's draws, re-priced with the
 * domain at the set's `priceUnit` (the embed's 1,000đ computer lottery included).
 */
export function numberInfoPrice(item: VietlottCartItem, info: VietlottNumberInfo): number {
  const draws = Math.max(item.drawInfos.length, 1);
  return numberSetPrice(item.product, numberSetOfInfo(info), draws, info.priceUnit);
}

/**
 * The price of a cart item, always re-priced with the domain from its numbers (a set
 * removed in the cart changes it): lines × tickQuantity × priceUnit × draws per set.
 */
export function vietlottItemPrice(item: VietlottCartItem): number {
  return item.numberInfos.reduce((sum, info) => sum + numberInfoPrice(item, info), 0);
}

/** The cart total in đồng (Vietlott items re-priced with the domain; others as stored). */
export function cartItemsTotal(items: readonly (CartItem | VietlottCartItem)[]): number {
  return items.reduce(
    (sum, item) =>
      sum + (isVietlottCartItem(item) ? vietlottItemPrice(item) : item.calculatedPrice),
    0,
  );
}

/** The order contract's item for a cart item (the server prices it again). */
export function toOrderItemInfo(item: VietlottCartItem): OrderItemInfoInput {
  return {
    product: item.product,
    drawCodes: item.drawInfos.map((draw) => draw.drawId),
    periods: Math.max(item.drawInfos.length, 1),
    numberInfos: item.numberInfos.map((info) => ({
      // Bao vị trí sends its patterns as the numbers ('1*3').
      numbers: info.form === 'wildcard' ? (info.patterns ?? []) : info.numbers,
      form: info.form,
      ...(info.form === 'baoSpecial' ? { specials: info.specials } : {}),
      ...(info.special !== null && info.form !== 'baoSpecial' ? { special: info.special } : {}),
      ...(info.level !== undefined ? { level: info.level } : {}),
      ...(info.bet !== undefined ? { bet: info.bet } : {}),
      ...(info.range !== undefined ? { from: info.range.from, to: info.range.to } : {}),
      tickQuantity: Math.max(info.tickQuantity, 1),
      chosenAuto: info.chosenAuto,
    })),
  };
}
