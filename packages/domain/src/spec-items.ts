import { PRODUCTS, getProduct, type PlayFormKind, type ProductId } from './catalog';
import { PROVINCE_SCHEDULE, type RegionalCalendarId } from './calendar/calendar-data';
import { LotteryType } from './enums';
import { GROUP_TICKET_TYPES } from './group-play/group-play';

/**
 * How the spec §3 names the product of an order item — `lotteryType`, `category`, `group`
 * (and, for a paper ticket, `drawArea`) — read as the shop's catalogue products, through one
 * table derived from the catalogue's own entries:
 * - no `lotteryType` (the spec's enumeration has none for Vietlott): `category` is the
 *   Vietlott ticket type id (Mega645=1 … OmMax3DPlus=15, and the group-play ids 21, 23,
 *   which name the game bought by a group), the ids the spec's fee lookup keys on; without
 *   `category`, the number sets' `ticketId` when they all name one;
 * - `lotteryType` xsdt=1: `category` x636 / loto235 / loto234 and `group` name the computer
 *   lottery and loto games; two products of one category and group (6x36 and its bao, a
 *   2-number pair and the 2-number bao) are told apart by how many numbers each set holds;
 * - `lotteryType` xstt=2: `category` (or a `drawArea` province alone) names the region.
 */

/** A range of how many numbers one number set of a product holds. */
export type SpecNumberCount = { readonly min: number; readonly max: number };

/** One row of {@link SPEC_ITEM_PRODUCTS}. */
export type SpecItemRow = {
  /** `lotteryType` of the item; null: not sent (the Vietlott games). */
  readonly lotteryType: LotteryType | null;
  /** `category` of the item: a spec category, or a Vietlott ticket type id. */
  readonly category: number;
  /** `group` fixed by the product; null: any group (or none) names it. */
  readonly group: number | null;
  readonly product: ProductId;
  /** How many numbers a number set of the product holds; null: not told by the numbers. */
  readonly numbers: SpecNumberCount | null;
  /** The ticket type is group play's (the game bought by a group, not on the order paths). */
  readonly groupPlay: boolean;
};

function rowsOf(): SpecItemRow[] {
  const rows: SpecItemRow[] = [];
  for (const product of PRODUCTS) {
    const numbers = product.pick ? { min: product.pick.minCount, max: product.pick.count } : null;
    if (product.ticketTypeId !== null) {
      rows.push({
        lotteryType: null,
        category: product.ticketTypeId,
        group: null,
        product: product.id,
        numbers: null,
        groupPlay: false,
      });
    } else if (product.lotteryType !== null && product.category !== null) {
      rows.push({
        lotteryType: product.lotteryType,
        category: product.category,
        group: product.group,
        product: product.id,
        numbers,
        groupPlay: false,
      });
    }
  }
  for (const [product, ticketType] of Object.entries(GROUP_TICKET_TYPES)) {
    if (rows.some((row) => row.lotteryType === null && row.category === ticketType)) continue;
    rows.push({
      lotteryType: null,
      category: ticketType,
      group: null,
      product: product as ProductId,
      numbers: null,
      groupPlay: true,
    });
  }
  return rows;
}

/**
 * The one table from the spec's item keys to the catalogue's products (see the file's
 * comment), in catalogue order. Frozen.
 */
export const SPEC_ITEM_PRODUCTS: readonly SpecItemRow[] = Object.freeze(
  rowsOf().map((row) => Object.freeze(row)),
);

/** The spec §3 fields of an order item that name its product. */
export type SpecItemKey = {
  lotteryType?: number | null | undefined;
  category?: number | null | undefined;
  group?: number | null | undefined;
  drawArea?: string | number | null | undefined;
  /** How many numbers each number set of the item holds. */
  numberCounts?: readonly number[] | undefined;
  /**
   * The `ticketId` of each number set: a Vietlott item without `category` may name its
   * ticket type there (one id for every set).
   */
  ticketIds?: readonly (number | string | null | undefined)[] | undefined;
  /**
   * The product the item also names by the shop's id (an extension): it must be one the
   * spec fields name, whatever the numbers (their count is the product's rules to judge).
   */
  product?: string | undefined;
};

/** The one ticket type id every number set names, for a Vietlott item sent without category. */
function ticketTypeOf(key: SpecItemKey): number | undefined {
  const ids = new Set((key.ticketIds ?? []).map((id) => (id == null ? NaN : Number(id))));
  const [only] = ids;
  return ids.size === 1 && only !== undefined && Number.isSafeInteger(only) ? only : undefined;
}

/** Which field made an item's product unknown (`product`: another than the fields name). */
export type SpecItemField = 'lotteryType' | 'category' | 'group' | 'drawArea' | 'product';

/** The product an item names, or the field that names none. */
export type SpecItemProduct =
  | { readonly product: ProductId; readonly groupPlay: boolean }
  | { readonly unknown: SpecItemField };

const REGION_CATEGORIES: Readonly<Record<RegionalCalendarId, number>> = Object.freeze(
  Object.fromEntries(
    SPEC_ITEM_PRODUCTS.filter((row) => row.lotteryType === LotteryType.xstt).map((row) => [
      row.product,
      row.category,
    ]),
  ) as Record<RegionalCalendarId, number>,
);

/** Letters compared without case or Unicode form ('Khánh Hòa' typed either way). */
function provinceKey(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('vi');
}

const PROVINCE_CATEGORIES: ReadonlyMap<string, number> = new Map(
  (Object.entries(PROVINCE_SCHEDULE) as [RegionalCalendarId, readonly (readonly string[])[]][])
    .flatMap(([region, days]) => days.flat().map((name) => [name, region] as const))
    .map(([name, region]) => [provinceKey(name), REGION_CATEGORIES[region]]),
);

/**
 * The paper category of a `drawArea` that names a province of the draw schedule (its
 * region's), else undefined (a code or a name the schedule does not hold tells nothing).
 */
export function categoryOfDrawArea(drawArea: SpecItemKey['drawArea']): number | undefined {
  return typeof drawArea === 'string' ? PROVINCE_CATEGORIES.get(provinceKey(drawArea)) : undefined;
}

function fits(row: SpecItemRow, counts: readonly number[]): boolean {
  const range = row.numbers;
  return range === null || counts.every((n) => n >= range.min && n <= range.max);
}

/**
 * The catalogue product an order item names by its spec §3 fields, through
 * {@link SPEC_ITEM_PRODUCTS}; `{ unknown }` names the field that matches no row: a
 * `lotteryType` outside the enumeration, a `category` with no product under it (or none
 * sent), a `group` of no product of the category (or none sent where the category has
 * several), a `drawArea` province of another region than the paper `category`, a
 * `product` the fields do not name.
 */
export function productOfSpecItem(key: SpecItemKey): SpecItemProduct {
  const lotteryType = key.lotteryType ?? null;
  if (lotteryType !== null && !Object.values(LotteryType).includes(lotteryType as LotteryType)) {
    return { unknown: 'lotteryType' };
  }
  const ofType = SPEC_ITEM_PRODUCTS.filter((row) => row.lotteryType === lotteryType);
  const areaCategory =
    lotteryType === LotteryType.xstt ? categoryOfDrawArea(key.drawArea) : undefined;
  const category =
    key.category ?? areaCategory ?? (lotteryType === null ? ticketTypeOf(key) : undefined);
  if (category === undefined) return { unknown: 'category' };
  if (areaCategory !== undefined && areaCategory !== category) return { unknown: 'drawArea' };
  const ofCategory = ofType.filter((row) => row.category === category);
  if (ofCategory.length === 0) return { unknown: 'category' };
  const group = key.group ?? null;
  const groups = new Set(ofCategory.flatMap((row) => (row.group === null ? [] : [row.group])));
  if (group === null && groups.size > 1) return { unknown: 'group' };
  if (group !== null && groups.size > 0 && !groups.has(group)) return { unknown: 'group' };
  const exact = group === null ? [] : ofCategory.filter((row) => row.group === group);
  const loose = ofCategory.filter((row) => row.group === null || group === null);
  const candidates = [...exact, ...loose];
  const counts = key.numberCounts ?? [];
  const chosen =
    key.product === undefined
      ? (candidates.find((row) => fits(row, counts)) ?? candidates[0])
      : candidates.find((row) => row.product === key.product);
  if (!chosen && key.product !== undefined && candidates.length > 0) return { unknown: 'product' };
  if (!chosen) return { unknown: 'group' };
  return { product: chosen.product, groupPlay: chosen.groupPlay };
}

/**
 * The play form of a number set sent in the spec's shape, which has no form field: one
 * line when the product sells one line of that many numbers, else the bao whose sizes hold
 * that many numbers (6x36's bao, a Vietlott bao, the 2-number loto bao), else the product's
 * first form (its rules then judge the numbers).
 */
export function specPlayFormOf(productId: ProductId, count: number): PlayFormKind {
  const product = getProduct(productId);
  const single = product.playForms.some((form) => form.kind === 'single');
  const pick = product.pick;
  if (single && (pick === null || (count >= pick.minCount && count <= pick.count))) {
    return 'single';
  }
  const bao = product.playForms.find(
    (form) => (form.kind === 'bao' || form.kind === 'lotoBao') && form.sizes.includes(count),
  );
  if (bao) return bao.kind;
  return single ? 'single' : (product.playForms[0]?.kind ?? 'single');
}

/** A number set sent in the spec's shape, read: its form, its numbers, its special number. */
export type SpecNumberSet<T> = {
  readonly form: PlayFormKind;
  readonly numbers: readonly T[];
  /** Lotto 5/35's special number: the last entry of the spec's `numbers`; else absent. */
  readonly special?: T;
};

/**
 * A number set sent in the spec's shape (no form field, and no special-number field: the
 * spec's number info is `numbers` only). For a game with a special number drawn from its
 * own drum (Lotto 5/35: 5 of 1–35 plus 1 of 1–12) the special is the set's last entry:
 * 6 entries are one line, 5 entries a bao 4 (4 numbers and the special), n + 1 entries a
 * bao n (6 ≤ n ≤ 15); a bao of several specials has no spec form (its k lines are k sets,
 * same price and prizes). The form of the numbers that remain is {@link specPlayFormOf}'s.
 */
export function specNumberSetOf<T>(productId: ProductId, numbers: readonly T[]): SpecNumberSet<T> {
  const hasSpecial = getProduct(productId).pick?.special != null;
  if (!hasSpecial || numbers.length < 2) {
    return { form: specPlayFormOf(productId, numbers.length), numbers };
  }
  const main = numbers.slice(0, -1);
  const special = numbers[numbers.length - 1] as T;
  return { form: specPlayFormOf(productId, main.length), numbers: main, special };
}
