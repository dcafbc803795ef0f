import {
  Code,
  type NumberForm,
  type numberInfoSchema,
  type orderItemInfoSchema,
} from '@veso/contract';
import {
  cartItemPrice,
  generateLines,
  unitPriceFor,
  getProduct,
  lineCount,
  selectionOf,
  validateSelection,
  type KenoSideBet,
  type Line,
  type PlaySelection,
  type Product,
  type ProductId,
} from '@veso/domain';
import type { z } from 'zod';
import { ApiError } from '../../http/errors';
import { OrderMessages } from './messages';

/** One number set as stored and shown: validated and priced by the server. */
export type PricedNumberInfo = {
  numbers: number[];
  form: NumberForm;
  special: number | null;
  specials: number[];
  /** Keno bao level. */
  level?: number | null;
  /** Keno side bet. */
  bet?: KenoSideBet | null;
  /** Max 3D family "bao vị trí" patterns (`1*3`). */
  patterns?: string[];
  /** Ôm Max 3D+ range paired with `numbers[0]`. */
  range?: { from: number; to: number } | null;
  /** Stake units of each line. */
  stake: number;
  /**
   * Price of one stake unit when it is not the product's own (the wallet-embedded 1,000đ
   * unit of the computer lottery, spec §9); absent: the product's unit.
   */
  unitPrice?: number;
  lines: number;
  /** Price for one draw in đồng. */
  price: number;
};

/** An item priced for one draw (multiply by its periods for the item's price). */
export type PricedItem = {
  product: ProductId;
  numberInfos: PricedNumberInfo[];
  lines: number;
  pricePerDraw: number;
};

type NumberInfoInput = z.output<typeof numberInfoSchema>;
type ItemInput = z.output<typeof orderItemInfoSchema>;

function refuse(message: string): never {
  throw new ApiError(Code.INVALID_REQUEST, message);
}

function toNumber(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isSafeInteger(n)) refuse(OrderMessages.badNumber);
  return n;
}

/** The product an order item names, on sale (the catalogue decides). */
export function productOf(id: string): Product {
  const product = getProduct(id as ProductId);
  if (!product) refuse(OrderMessages.wrongProduct);
  if (!product.onSale) refuse(OrderMessages.notOnSale);
  return product;
}

/** Every line a stored number set buys, for settlement. */
export function linesOf(product: ProductId, info: PricedNumberInfo): Line[] {
  return [...generateLines(product, selectionOf(info))];
}

function optionalNumber(value: string | number | null | undefined): number | null {
  return value === undefined || value === null ? null : toNumber(value);
}

/** The stored number set of an input, before validation (every form's own fields only). */
function parseNumberInfo(
  input: NumberInfoInput,
): Omit<PricedNumberInfo, 'stake' | 'lines' | 'price'> {
  const form = input.form;
  const base = { form, special: null, specials: [] as number[] };
  switch (form) {
    case 'wildcard':
      return { ...base, numbers: [], patterns: input.numbers.map(String) };
    case 'kenoSideBet':
      return { ...base, numbers: [], bet: input.bet ?? null };
    case 'kenoBao':
      return { ...base, numbers: input.numbers.map(toNumber), level: input.level ?? null };
    case 'range': {
      const from = optionalNumber(input.from);
      const to = optionalNumber(input.to);
      return {
        ...base,
        numbers: input.numbers.map(toNumber),
        range: from === null || to === null ? null : { from, to },
      };
    }
    case 'permutation':
      return { ...base, numbers: input.numbers.map(toNumber) };
    default:
      return {
        ...base,
        numbers: input.numbers.map(toNumber),
        special: optionalNumber(input.special),
        specials: (input.specials ?? []).map(toNumber),
      };
  }
}

/** Lines and price for one draw of a selection at `stake` units (the domain's rules). */
function priceOfSelection(
  product: ProductId,
  selection: PlaySelection,
  stake: number,
  range: { from: number; to: number } | null,
  unitPrice?: number,
): { lines: number; price: number } {
  const lines = lineCount(product, selection);
  const price = cartItemPrice({
    product,
    lines,
    stake,
    draws: 1,
    rangeSize: range ? range.to - range.from + 1 : null,
    ...(unitPrice === undefined ? {} : { unitPrice }),
  });
  return { lines, price };
}

/**
 * The price for one draw of stored number sets, re-priced with today's domain rules (a
 * subscription or a reserved order compares it with the price it was made at).
 */
export function currentPricePerDraw(
  product: ProductId,
  numberInfos: readonly PricedNumberInfo[],
): number {
  return numberInfos.reduce(
    (sum, info) =>
      sum +
      priceOfSelection(product, selectionOf(info), info.stake, info.range ?? null, info.unitPrice)
        .price,
    0,
  );
}

function priceNumberInfo(
  product: Product,
  input: NumberInfoInput,
  unitPrice: number | undefined,
): PricedNumberInfo {
  const info = parseNumberInfo(input);
  const selection = selectionOf(info);
  const problem = validateSelection(product.id, selection);
  if (problem) refuse(problem);
  const stake = input.tickQuantity;
  if (stake < product.stake.min || stake > product.stake.max) {
    refuse(OrderMessages.stake(product.stake.min, product.stake.max));
  }
  const { lines, price } = priceOfSelection(
    product.id,
    selection,
    stake,
    info.range ?? null,
    unitPrice,
  );
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  // Ball games list their numbers ascending; digit games keep the order played (Max 3D+).
  const numbers =
    product.pick?.distinct === false || info.form === 'range' ? info.numbers : sorted(info.numbers);
  return {
    ...info,
    numbers,
    special: info.form === 'single' || info.form === 'bao' ? info.special : null,
    specials: info.form === 'baoSpecial' ? sorted(info.specials) : [],
    stake,
    ...(unitPrice === undefined ? {} : { unitPrice }),
    lines,
    price,
  };
}

/** How an order path prices: `embedded` — the wallet-embedded shell (spec §9 unit). */
export type PricingOptions = { embedded?: boolean };

/**
 * Validates and prices one order item with the domain rules, for one draw. Whatever price
 * the client sent is ignored. In the wallet-embedded shell the computer lottery costs
 * 1,000đ a unit (`unitPriceFor`); the unit is then stored with each number set, so the
 * payment re-prices and the settlement stakes it alike.
 */
export function priceItem(item: ItemInput, options: PricingOptions = {}): PricedItem {
  const product = productOf(item.product);
  const unit = unitPriceFor(product.id, options.embedded === true);
  const unitPrice = unit === product.priceUnit ? undefined : unit;
  const numberInfos = item.numberInfos.map((info) => priceNumberInfo(product, info, unitPrice));
  return {
    product: product.id,
    numberInfos,
    lines: numberInfos.reduce((sum, info) => sum + info.lines, 0),
    pricePerDraw: numberInfos.reduce((sum, info) => sum + info.price, 0),
  };
}
