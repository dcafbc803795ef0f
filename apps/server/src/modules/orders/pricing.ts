import type { RefusalRule } from '@veso/contract';
import { AMOUNT_CHANGED_MESSAGE, type NumberForm, type numberInfoSchema } from '@veso/contract';
import {
  cartItemPrice,
  checkNumberSet,
  generateLines,
  unitPriceFor,
  getProduct,
  lineCount,
  selectionOf,
  type KenoSideBet,
  type Line,
  type NumberSetFields,
  type PlaySelection,
  type Product,
  type ProductId,
} from '@veso/domain';
import type { z } from 'zod';
import { invalidRequest } from '../../http/errors';
import { OrderMessages } from './messages';
import type { OrderItemInput } from './order-request';

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
type ItemInput = OrderItemInput;

function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

/** A price the client stated that is not the server's: asked again, nothing written. */
function refusePriceChanged(): never {
  throw invalidRequest(AMOUNT_CHANGED_MESSAGE, 'amount', 'mismatch');
}

/** The product an order item names, on sale (the catalogue decides). */
export function productOf(id: string): Product {
  const product = getProduct(id as ProductId);
  if (!product) refuse(OrderMessages.wrongProduct, 'product', 'value');
  if (!product.onSale) refuse(OrderMessages.notOnSale, 'product', 'state');
  return product;
}

/** Every line a stored number set buys, for settlement. */
export function linesOf(product: ProductId, info: PricedNumberInfo): Line[] {
  return [...generateLines(product, selectionOf(info))];
}

/**
 * A number set as the client sent it, read with the game's rules (`checkNumberSet`: the
 * form is the product's, `*` only in bao vị trí, every number written with its digits, no
 * field its form lacks, then counts, ranges, duplicates, special number, Keno level): the
 * stored fields of its form, or the refusal (code 14) naming what is wrong.
 */
function readNumberInfo(
  product: Product,
  input: NumberInfoInput,
): Omit<PricedNumberInfo, 'stake' | 'lines' | 'price'> {
  const checked = checkNumberSet(product.id, input);
  if (!checked.ok) refuse(checked.message, 'numbers', 'value');
  return storedFieldsOf(checked.set);
}

/** The stored fields of a number set read by the domain (every form's own fields only). */
function storedFieldsOf(set: NumberSetFields): Omit<PricedNumberInfo, 'stake' | 'lines' | 'price'> {
  const form = set.form;
  const base = { form, special: null, specials: [] as number[] };
  switch (form) {
    case 'wildcard':
      return { ...base, numbers: [], patterns: [...(set.patterns ?? [])] };
    case 'kenoSideBet':
      return { ...base, numbers: [], bet: set.bet ?? null };
    case 'kenoBao':
      return { ...base, numbers: [...set.numbers], level: set.level ?? null };
    case 'range':
      return {
        ...base,
        numbers: [...set.numbers],
        range: set.range ? { from: set.range.from, to: set.range.to } : null,
      };
    case 'permutation':
      return { ...base, numbers: [...set.numbers] };
    default:
      return {
        ...base,
        numbers: [...set.numbers],
        special: set.special ?? null,
        specials: [...(set.specials ?? [])],
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
  periods: number,
): PricedNumberInfo {
  const info = readNumberInfo(product, input);
  const selection = selectionOf(info);
  const stake = input.tickQuantity;
  if (stake < product.stake.min || stake > product.stake.max) {
    refuse(OrderMessages.stake(product.stake.min, product.stake.max), 'tickQuantity', 'value');
  }
  const { lines, price } = priceOfSelection(
    product.id,
    selection,
    stake,
    info.range ?? null,
    unitPrice,
  );
  // Prices the client stated must be the server's: its unit, the set's price for its draws.
  if (input.priceUnit !== undefined && input.priceUnit !== (unitPrice ?? product.priceUnit)) {
    refusePriceChanged();
  }
  if (input.calculatedPrice !== undefined && input.calculatedPrice !== price * periods) {
    refusePriceChanged();
  }
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
 * Validates and prices one order item with the domain rules, for one draw. A price the
 * client sent (`priceUnit`, a set's or the item's `calculatedPrice`, for the item's draws)
 * must be the server's, else the item is refused as a changed price (code 14,
 * `AMOUNT_CHANGED_MESSAGE`); absent, the server's price applies. In the wallet-embedded
 * shell the computer lottery costs 1,000đ a unit (`unitPriceFor`); the unit is then stored
 * with each number set, so the payment re-prices and the settlement stakes it alike.
 */
export function priceItem(item: ItemInput, options: PricingOptions = {}): PricedItem {
  const product = productOf(item.product);
  const unit = unitPriceFor(product.id, options.embedded === true);
  const unitPrice = unit === product.priceUnit ? undefined : unit;
  // The item's draws, as the order path counts them (1 for a group's or a subscription's).
  const periods = item.periods ?? Math.max(item.drawCodes.length, 1);
  const numberInfos = item.numberInfos.map((info) =>
    priceNumberInfo(product, info, unitPrice, periods),
  );
  const pricePerDraw = numberInfos.reduce((sum, info) => sum + info.price, 0);
  if (item.calculatedPrice !== undefined && item.calculatedPrice !== pricePerDraw * periods) {
    refusePriceChanged();
  }
  return {
    product: product.id,
    numberInfos,
    lines: numberInfos.reduce((sum, info) => sum + info.lines, 0),
    pricePerDraw,
  };
}

/**
 * Refuses an order item whose number sets are malformed (`checkNumberSet`), before
 * anything is read or written for it: the paper tickets' too (their stock is read first).
 */
export function assertWellFormedItem(item: ItemInput): void {
  const product = productOf(item.product);
  for (const info of item.numberInfos) readNumberInfo(product, info);
}
