import type { OrderItemInfoInput, OrderableProduct } from '@veso/contract';
import { cartItemPrice, getProduct, lineCount, validateSelection } from '@veso/domain';
import type { PlaySelection } from '@veso/domain';
import type { CartDrawInfo, CartItem, CartNumberInfo } from '../state/cart-slice';

/** The Vietlott games sold online now (the order contract's products). */
export const VIETLOTT_CART_PRODUCTS: readonly OrderableProduct[] = [
  'mega645',
  'power655',
  'lotto535',
];

/** The play form of one number set (the order contract's `form`). */
export type NumberSetForm = 'single' | 'bao' | 'baoSpecial';

/** One number set as the game screens edit it: numbers, form and Lotto 5/35's special(s). */
export type NumberSet = {
  numbers: number[];
  form: NumberSetForm;
  /** Lotto 5/35: the special number of a single or bao set. */
  special: number | null;
  /** Lotto 5/35 baoSpecial: the special numbers. */
  specials: number[];
  /** Whether quick pick chose the numbers. */
  chosenAuto: boolean;
};

/** A spec §3 number info with what the order call needs besides: form and specials. */
export type VietlottNumberInfo = CartNumberInfo & {
  form: NumberSetForm;
  special: string | null;
  specials: string[];
  chosenAuto: boolean;
  /** Lines this set generates (domain `lineCount`). */
  lines: number;
};

/** A draw of the item: the spec §3 draw info plus its draw time and sales cut-off (ISO). */
export type VietlottDrawInfo = CartDrawInfo & { drawAt: string; salesCloseAt: string };

/** A Mega 6/45, Power 6/55 or Lotto 5/35 ticket in the cart. */
export type VietlottCartItem = Omit<CartItem, 'numberInfos' | 'drawInfos'> & {
  product: OrderableProduct;
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

/** Zero-pads a number the way the order call and the tickets show it ('07'). */
export function padNumber(value: number): string {
  return String(value).padStart(2, '0');
}

/** The domain selection of a number set. */
export function selectionOf(set: NumberSet): PlaySelection {
  switch (set.form) {
    case 'baoSpecial':
      return { kind: 'baoSpecial', numbers: set.numbers, specials: set.specials };
    case 'bao':
      return { kind: 'bao', numbers: set.numbers, special: set.special };
    default:
      return { kind: 'single', numbers: set.numbers, special: set.special };
  }
}

/** Lotto 5/35 needs the special number(s); the others ignore them. */
function normalized(product: OrderableProduct, set: NumberSet): NumberSet {
  return getProduct(product)?.pick?.special ? set : { ...set, special: null, specials: [] };
}

/** The domain's message when the set is not a valid play, else null. */
export function numberSetError(product: OrderableProduct, set: NumberSet): string | null {
  return validateSelection(product, selectionOf(normalized(product, set)));
}

/** Lines of a valid set, 0 while it is incomplete. */
export function numberSetLines(product: OrderableProduct, set: NumberSet): number {
  const selection = selectionOf(normalized(product, set));
  return validateSelection(product, selection) === null ? lineCount(product, selection) : 0;
}

/** Price in đồng of a valid set for `draws` draws (spec §9), 0 while incomplete. */
export function numberSetPrice(
  product: OrderableProduct,
  set: NumberSet,
  draws: number,
  stake = 1,
): number {
  const lines = numberSetLines(product, set);
  if (lines === 0 || draws < 1) return 0;
  return cartItemPrice({ product, lines, stake, draws });
}

/** Builds the cart item of a ticket: every set must be valid and at least one draw chosen. */
export function makeVietlottCartItem(
  product: OrderableProduct,
  sets: readonly NumberSet[],
  draws: readonly ChosenDraw[],
  id: string = crypto.randomUUID(),
): VietlottCartItem {
  const info = getProduct(product);
  const drawCount = Math.max(draws.length, 1);
  const numberInfos: VietlottNumberInfo[] = sets.map((raw) => {
    const set = normalized(product, raw);
    const lines = numberSetLines(product, set);
    return {
      numbers: [...set.numbers].sort((a, b) => a - b).map(padNumber),
      priceUnit: 1,
      calculatedPrice: numberSetPrice(product, set, drawCount),
      form: set.form,
      special: set.special === null ? null : padNumber(set.special),
      specials: [...set.specials].sort((a, b) => a - b).map(padNumber),
      chosenAuto: set.chosenAuto,
      lines,
    };
  });
  const item: VietlottCartItem = {
    id,
    product,
    category: info?.category ?? 0,
    group: info?.ticketTypeId ?? 0,
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

/** The number set a cart number info holds (to edit it again). */
export function numberSetOfInfo(info: VietlottNumberInfo): NumberSet {
  return {
    numbers: info.numbers.map(Number),
    form: info.form,
    special: info.special === null ? null : Number(info.special),
    specials: info.specials.map(Number),
    chosenAuto: info.chosenAuto,
  };
}

/**
 * The price of a cart item, always re-priced with the domain from its numbers (a set
 * removed in the cart changes it): lines × stake × unit × draws per set.
 */
export function vietlottItemPrice(item: VietlottCartItem): number {
  const draws = Math.max(item.drawInfos.length, 1);
  return item.numberInfos.reduce(
    (sum, info) =>
      sum + numberSetPrice(item.product, numberSetOfInfo(info), draws, Math.max(info.priceUnit, 1)),
    0,
  );
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
      numbers: info.numbers,
      form: info.form,
      ...(info.form === 'baoSpecial' ? { specials: info.specials } : {}),
      ...(info.special !== null && info.form !== 'baoSpecial' ? { special: info.special } : {}),
      tickQuantity: Math.max(info.priceUnit, 1),
      chosenAuto: info.chosenAuto,
    })),
  };
}
