import { getProduct, KENO_LEVELS } from '../catalog';
import type {
  KenoSideBet,
  NumberPick,
  PlayForm,
  PlayFormKind,
  Product,
  ProductId,
} from '../catalog';
import {
  binomial,
  combinations,
  digitPermutationCount,
  digitPermutations,
  expandWildcards,
} from './combinatorics';

/**
 * What the player chose in one play form (see {@link PlayForm}):
 * - `single`: one line — the numbers (Keno: 1–10 numbers, the level is their count; paper
 *   tickets: no numbers) and the Lotto 5/35 special number;
 * - `bao`: the numbers of a bao play (Mega bao 5 = 5 numbers) and the Lotto special;
 * - `baoSpecial`: Lotto 5/35 — 5 numbers and 2–12 special numbers;
 * - `kenoBao`: the numbers and the level of every line;
 * - `kenoSideBet`: the side bet;
 * - `permutation`: the numbers whose digit orders are all bought;
 * - `wildcard`: one pattern per number, `*` for any digit (`'1*3'`);
 * - `range`: Ôm Max 3D+ — a fixed number paired with every number from `from` to `to`;
 * - `lotoBao`: the numbers whose 2-and-more combinations are all bought.
 */
export type PlaySelection =
  | {
      readonly kind: 'single';
      readonly numbers: readonly number[];
      readonly special?: number | null;
    }
  | { readonly kind: 'bao'; readonly numbers: readonly number[]; readonly special?: number | null }
  | {
      readonly kind: 'baoSpecial';
      readonly numbers: readonly number[];
      readonly specials: readonly number[];
    }
  | { readonly kind: 'kenoBao'; readonly numbers: readonly number[]; readonly level: number }
  | { readonly kind: 'kenoSideBet'; readonly bet: KenoSideBet }
  | { readonly kind: 'permutation'; readonly numbers: readonly number[] }
  | { readonly kind: 'wildcard'; readonly patterns: readonly string[] }
  | { readonly kind: 'range'; readonly fixed: number; readonly from: number; readonly to: number }
  | { readonly kind: 'lotoBao'; readonly numbers: readonly number[] };

/** One bought line: its numbers, the Lotto 5/35 special number, or a Keno side bet. */
export type Line = {
  readonly numbers: readonly number[];
  readonly special: number | null;
  readonly sideBet: KenoSideBet | null;
};

/** The Vietnamese messages of {@link validateSelection}. */
export const PICK_MESSAGES = {
  form: 'Hình thức chơi không áp dụng cho sản phẩm này.',
  duplicate: 'Các số đã chọn không được trùng nhau.',
  special: (min: string, max: string) => `Vui lòng chọn 1 số đặc biệt từ ${min} đến ${max}.`,
  count: (count: number) => `Vui lòng chọn đủ ${count} số.`,
  countBetween: (min: number, max: number) => `Vui lòng chọn từ ${min} đến ${max} số.`,
  baoSize: (size: number) => `Không thể chơi bao ${size} số.`,
  specialCount: (size: number) => `Không thể bao ${size} số đặc biệt.`,
  outOfRange: (number: string, min: string, max: string) =>
    `Số ${number} không hợp lệ, vui lòng chọn số từ ${min} đến ${max}.`,
  kenoLevel: 'Bậc Keno phải từ 1 đến 10 và nhỏ hơn số lượng số đã chọn.',
  pattern: (digits: number) => `Vui lòng nhập số có ${digits} chữ số, dùng * cho vị trí bao.`,
  wildcards: (max: number) => `Vui lòng bao từ 1 đến ${max} vị trí.`,
  range: 'Dải số không hợp lệ: số đầu phải nhỏ hơn hoặc bằng số cuối.',
} as const;

// The Max 3D family without a pick of its own (Ôm Max 3D+) uses the Max 3D+ numbers.
const THREE_DIGITS: NumberPick = {
  count: 2,
  minCount: 2,
  min: 0,
  max: 999,
  digits: 3,
  distinct: false,
  special: null,
};

function productOf(id: ProductId): Product {
  const product = getProduct(id);
  if (!product) throw new RangeError(`Unknown product: ${String(id)}`);
  return product;
}

function formOf<K extends PlayFormKind>(
  product: Product,
  kind: K,
): Extract<PlayForm, { kind: K }> | undefined {
  return product.playForms.find(
    (form): form is Extract<PlayForm, { kind: K }> => form.kind === kind,
  );
}

function pad(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

function rangeError(numbers: readonly number[], pick: NumberPick): string | null {
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < pick.min || n > pick.max) {
      return PICK_MESSAGES.outOfRange(
        Number.isFinite(n) ? pad(n, pick.digits) : String(n),
        pad(pick.min, pick.digits),
        pad(pick.max, pick.digits),
      );
    }
  }
  return null;
}

function distinctError(numbers: readonly number[]): string | null {
  return new Set(numbers).size === numbers.length ? null : PICK_MESSAGES.duplicate;
}

function specialError(pick: NumberPick, special: number | null | undefined): string | null {
  if (!pick.special) return null;
  const { min, max } = pick.special;
  return special === null ||
    special === undefined ||
    !Number.isInteger(special) ||
    special < min ||
    special > max
    ? PICK_MESSAGES.special(pad(min, 2), pad(max, 2))
    : null;
}

function numbersError(
  numbers: readonly number[],
  pick: NumberPick,
  distinct: boolean,
): string | null {
  return rangeError(numbers, pick) ?? (distinct ? distinctError(numbers) : null);
}

function singleError(
  product: Product,
  selection: Extract<PlaySelection, { kind: 'single' }>,
): string | null {
  const { pick } = product;
  if (!pick) return selection.numbers.length === 0 ? null : PICK_MESSAGES.count(0);
  const n = selection.numbers.length;
  if (n < pick.minCount || n > pick.count) {
    return pick.minCount === pick.count
      ? PICK_MESSAGES.count(pick.count)
      : PICK_MESSAGES.countBetween(pick.minCount, pick.count);
  }
  return (
    numbersError(selection.numbers, pick, pick.distinct) ?? specialError(pick, selection.special)
  );
}

function sizeError(sizes: readonly number[], size: number): string | null {
  return sizes.includes(size) ? null : PICK_MESSAGES.baoSize(size);
}

function patternError(
  patterns: readonly string[],
  pick: NumberPick,
  maxWildcards: number,
): string | null {
  if (patterns.length !== pick.count) return PICK_MESSAGES.count(pick.count);
  const valid = new RegExp(`^[0-9*]{${pick.digits}}$`);
  if (!patterns.every((p) => valid.test(p))) return PICK_MESSAGES.pattern(pick.digits);
  const wildcards = patterns.join('').split('*').length - 1;
  return wildcards >= 1 && wildcards <= maxWildcards ? null : PICK_MESSAGES.wildcards(maxWildcards);
}

function rangeSelectionError(
  selection: Extract<PlaySelection, { kind: 'range' }>,
  pick: NumberPick,
): string | null {
  return (
    rangeError([selection.fixed, selection.from, selection.to], pick) ??
    (selection.from <= selection.to ? null : PICK_MESSAGES.range)
  );
}

/**
 * Checks a selection against the product's rules — play form, how many numbers, their
 * range, distinctness, the Lotto 5/35 special number, the Keno level — and returns the
 * Vietnamese message to show, or null when it is valid.
 *
 * @throws RangeError for an unknown product id.
 */
export function validateSelection(productId: ProductId, selection: PlaySelection): string | null {
  const product = productOf(productId);
  const form = formOf(product, selection.kind);
  if (!form) return PICK_MESSAGES.form;
  const pick = product.pick ?? THREE_DIGITS;
  switch (selection.kind) {
    case 'single':
      return singleError(product, selection);
    case 'bao': {
      const sizes = (form as Extract<PlayForm, { kind: 'bao' }>).sizes;
      return (
        sizeError(sizes, selection.numbers.length) ??
        numbersError(selection.numbers, pick, true) ??
        specialError(pick, selection.special)
      );
    }
    case 'baoSpecial': {
      const sizes = (form as Extract<PlayForm, { kind: 'baoSpecial' }>).sizes;
      if (selection.numbers.length !== pick.count) return PICK_MESSAGES.count(pick.count);
      if (!sizes.includes(selection.specials.length)) {
        return PICK_MESSAGES.specialCount(selection.specials.length);
      }
      return (
        numbersError(selection.numbers, pick, true) ??
        selection.specials.map((s) => specialError(pick, s)).find((e) => e !== null) ??
        distinctError(selection.specials)
      );
    }
    case 'kenoBao': {
      const sizes = (form as Extract<PlayForm, { kind: 'kenoBao' }>).sizes;
      const levelOk =
        (KENO_LEVELS as readonly number[]).includes(selection.level) &&
        selection.level < selection.numbers.length;
      return (
        sizeError(sizes, selection.numbers.length) ??
        numbersError(selection.numbers, pick, true) ??
        (levelOk ? null : PICK_MESSAGES.kenoLevel)
      );
    }
    case 'kenoSideBet':
      return (form as Extract<PlayForm, { kind: 'kenoSideBet' }>).bets.includes(selection.bet)
        ? null
        : PICK_MESSAGES.form;
    case 'permutation':
      return selection.numbers.length === pick.count
        ? rangeError(selection.numbers, pick)
        : PICK_MESSAGES.count(pick.count);
    case 'wildcard':
      return patternError(
        selection.patterns,
        pick,
        (form as Extract<PlayForm, { kind: 'wildcard' }>).maxWildcards,
      );
    case 'range':
      return rangeSelectionError(selection, pick);
    case 'lotoBao': {
      const sizes = (form as Extract<PlayForm, { kind: 'lotoBao' }>).sizes;
      return (
        sizeError(sizes, selection.numbers.length) ?? numbersError(selection.numbers, pick, true)
      );
    }
  }
}

function requireValid(productId: ProductId, selection: PlaySelection): Product {
  const error = validateSelection(productId, selection);
  if (error !== null) throw new RangeError(error);
  return productOf(productId);
}

function rangeSize(pick: NumberPick): number {
  return pick.max - pick.min + 1;
}

// A bao line holds as many numbers as the draw produces (6x36 bao: 7–12 picked, lines of 6).
function baoLineSize(product: Product, pick: NumberPick): number {
  return product.result.kind === 'balls' ? product.result.count : pick.count;
}

/**
 * How many lines a selection buys, computed in closed form: bao n of a k-number game is
 * C(n, k) (fewer numbers than k: the rest from the other numbers, Mega bao 5 = 40 lines),
 * Keno bao C(n, level), Lotto bao special one line per special number, đảo số the distinct
 * digit orders, bao vị trí 10 per wildcard digit, Ôm Max 3D+ the range size, loto bao
 * every combination of 2 up to n numbers (2ⁿ − n − 1).
 *
 * @throws RangeError for an unknown product or an invalid selection (the message is the
 *   one {@link validateSelection} returns).
 */
export function lineCount(productId: ProductId, selection: PlaySelection): number {
  const product = requireValid(productId, selection);
  const pick = product.pick ?? THREE_DIGITS;
  switch (selection.kind) {
    case 'single':
    case 'kenoSideBet':
      return 1;
    case 'bao': {
      const n = selection.numbers.length;
      const size = baoLineSize(product, pick);
      return n >= size ? binomial(n, size) : binomial(rangeSize(pick) - n, size - n);
    }
    case 'baoSpecial':
      return selection.specials.length;
    case 'kenoBao':
      return binomial(selection.numbers.length, selection.level);
    case 'permutation':
      return selection.numbers.reduce(
        (total, n) => total * digitPermutationCount(n, pick.digits),
        1,
      );
    case 'wildcard':
      return 10 ** (selection.patterns.join('').split('*').length - 1);
    case 'range':
      return selection.to - selection.from + 1;
    case 'lotoBao': {
      const n = selection.numbers.length;
      return 2 ** n - n - 1;
    }
  }
}

function line(numbers: readonly number[], special: number | null = null): Line {
  return { numbers, special, sideBet: null };
}

function sorted(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

function* cartesian(choices: readonly (readonly number[])[]): Generator<number[]> {
  const [first, ...rest] = choices;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const head of first) for (const tail of cartesian(rest)) yield [head, ...tail];
}

function* baoLines(
  pick: NumberPick,
  size: number,
  numbers: readonly number[],
  special: number | null,
): Generator<Line> {
  const chosen = sorted(numbers);
  if (chosen.length >= size) {
    for (const combination of combinations(chosen, size)) yield line(combination, special);
    return;
  }
  const others: number[] = [];
  for (let n = pick.min; n <= pick.max; n += 1) if (!chosen.includes(n)) others.push(n);
  for (const fill of combinations(others, size - chosen.length)) {
    yield line(sorted([...chosen, ...fill]), special);
  }
}

/**
 * Every line a selection buys, in a stable order; main numbers of ball games ascending.
 * Yields exactly {@link lineCount} distinct lines.
 *
 * @throws RangeError for an unknown product or an invalid selection.
 */
export function* generateLines(productId: ProductId, selection: PlaySelection): Generator<Line> {
  const product = requireValid(productId, selection);
  const pick = product.pick ?? THREE_DIGITS;
  switch (selection.kind) {
    case 'single': {
      const ordered = product.pick?.distinct ? sorted(selection.numbers) : [...selection.numbers];
      yield line(ordered, selection.special ?? null);
      return;
    }
    case 'kenoSideBet':
      yield { numbers: [], special: null, sideBet: selection.bet };
      return;
    case 'bao':
      yield* baoLines(
        pick,
        baoLineSize(product, pick),
        selection.numbers,
        selection.special ?? null,
      );
      return;
    case 'baoSpecial':
      for (const special of sorted(selection.specials))
        yield line(sorted(selection.numbers), special);
      return;
    case 'kenoBao':
      for (const combination of combinations(sorted(selection.numbers), selection.level)) {
        yield line(combination);
      }
      return;
    case 'permutation':
      for (const numbers of cartesian(
        selection.numbers.map((n) => digitPermutations(n, pick.digits)),
      )) {
        yield line(numbers);
      }
      return;
    case 'wildcard':
      for (const numbers of cartesian(selection.patterns.map(expandWildcards))) yield line(numbers);
      return;
    case 'range':
      for (let n = selection.from; n <= selection.to; n += 1) yield line([selection.fixed, n]);
      return;
    case 'lotoBao': {
      const chosen = sorted(selection.numbers);
      for (let size = 2; size <= chosen.length; size += 1) {
        for (const combination of combinations(chosen, size)) yield line(combination);
      }
      return;
    }
  }
}
