import { PLAY_FORM_LABELS, PRODUCT_IDS, getProduct } from '../catalog';
import type { KenoSideBet, NumberRange, PlayFormKind, Product, ProductId } from '../catalog';
import { validateSelection } from './lines';
import { NUMBER_FORMS, selectionOf } from './number-sets';
import type { NumberForm, NumberSetFields } from './number-sets';

/**
 * The rules of a ticket's number sets as a client sends them (numbers as typed), per
 * product: which play forms it has, which of them take `*` (bao vị trí), how many digits a
 * number is written with, the number range, how many numbers a line holds, whether they
 * must differ, and the special number's range. The data comes from the catalogue; one
 * function per product family reads a raw set against it, and the game's own rules
 * ({@link validateSelection}: counts, ranges, duplicates, bao sizes, the Keno level) finish
 * the check. Every order path runs a set through {@link checkNumberSet} before writing.
 */

/**
 * How a family writes its numbers and reads a raw set:
 * - `balls`: Mega, Power, Lotto 5/35 and 6x36 — 1 or 2 digits ('7' or '07'), a special
 *   number for Lotto 5/35;
 * - `keno`: 1 or 2 digits from 01–80, a level, side bets without numbers;
 * - `digits`: every number has exactly its digits ('007'), the Max 3D family (bao vị trí
 *   `*` only in its wildcard form), Max 4D and the loto games;
 * - `paper`: a regional paper ticket, at most one number of exactly its digits (the stock
 *   ticket decides the rest).
 */
export type TicketFamily = 'balls' | 'keno' | 'digits' | 'paper';

/** The rules of one product's number sets. */
export type TicketRules = {
  readonly product: ProductId;
  readonly name: string;
  readonly family: TicketFamily;
  /** The play forms the product sells (its catalogue play forms). */
  readonly forms: readonly NumberForm[];
  /** The forms whose numbers may hold `*` for any digit (bao vị trí); none for most. */
  readonly wildcardForms: readonly NumberForm[];
  /** How many digits a number is written with, fewest and most. */
  readonly digits: { readonly min: number; readonly max: number };
  /** The range of every number. */
  readonly range: NumberRange;
  /** How many numbers one line holds, fewest and most (bao sizes are the form's). */
  readonly count: { readonly min: number; readonly max: number };
  /** Whether the numbers of one set must differ. */
  readonly distinct: boolean;
  /** The special number's range (Lotto 5/35), or null when the product has none. */
  readonly special: NumberRange | null;
};

const FAMILY_OF: Readonly<Record<ProductId, TicketFamily>> = {
  mega645: 'balls',
  power655: 'balls',
  lotto535: 'balls',
  keno: 'keno',
  max3d: 'digits',
  max3dplus: 'digits',
  ommax3dplus: 'digits',
  max4d: 'digits',
  dientoan636: 'balls',
  bao636: 'balls',
  loto2: 'digits',
  loto3: 'digits',
  loto5: 'digits',
  baoloto2: 'digits',
  loto2cap: 'digits',
  loto3cap: 'digits',
  loto4cap: 'digits',
  xsmb: 'paper',
  xsmt: 'paper',
  xsmn: 'paper',
};

function rulesOf(product: Product): TicketRules {
  const family = FAMILY_OF[product.id];
  const forms = product.playForms.map((form) => form.kind);
  const wildcardForms = forms.filter((kind) => kind === 'wildcard');
  const name = product.name;
  if (family === 'paper') {
    // A paper ticket's number: the widest number of its result (5 digits north, 6 others).
    const width =
      product.result.kind === 'tiers'
        ? Math.max(...product.result.tiers.map((tier) => tier.digits))
        : 6;
    const range = { min: 0, max: 10 ** width - 1 };
    return {
      product: product.id,
      name,
      family,
      forms,
      wildcardForms,
      digits: { min: width, max: width },
      range,
      count: { min: 0, max: 1 },
      distinct: true,
      special: null,
    };
  }
  // Ôm Max 3D+ has no pick of its own: one fixed 3-digit number paired with a range.
  const pick = product.pick ?? {
    count: 1,
    minCount: 1,
    min: 0,
    max: 999,
    digits: 3,
    distinct: true,
    special: null,
  };
  return {
    product: product.id,
    name,
    family,
    forms,
    wildcardForms,
    digits: family === 'digits' ? { min: pick.digits, max: pick.digits } : { min: 1, max: 2 },
    range: { min: pick.min, max: pick.max },
    count: { min: pick.minCount, max: pick.count },
    distinct: pick.distinct,
    special: pick.special,
  };
}

/** The rules of every product's number sets, by product id. Frozen data. */
export const TICKET_RULES: Readonly<Record<ProductId, TicketRules>> = Object.freeze(
  Object.fromEntries(
    PRODUCT_IDS.map((id) => {
      const product = getProduct(id);
      return [id, Object.freeze(rulesOf(product))];
    }),
  ) as Record<ProductId, TicketRules>,
);

/** The names of the products with a bao vị trí form, for the wildcard message. */
const WILDCARD_PRODUCTS = PRODUCT_IDS.filter((id) => TICKET_RULES[id].wildcardForms.length > 0)
  .map((id) => TICKET_RULES[id].name)
  .join(', ');

/** The Vietnamese refusals of {@link checkNumberSet} (the game rules' own: `PICK_MESSAGES`). */
export const TICKET_MESSAGES = {
  form: (name: string, form: string) => `${name} không có hình thức chơi "${form}".`,
  wildcard: (text: string) =>
    `Số "${text}" không hợp lệ: dấu * chỉ dùng trong hình thức Bao vị trí của ${WILDCARD_PRODUCTS}.`,
  digits: (text: string, name: string, min: number, max: number) =>
    min === max
      ? `Số "${text}" không hợp lệ: mỗi số của ${name} gồm đúng ${max} chữ số.`
      : `Số "${text}" không hợp lệ: mỗi số của ${name} gồm ${min} đến ${max} chữ số.`,
  field: (name: string, form: string, field: string) =>
    `Vé ${name} hình thức ${form} không có trường "${field}".`,
  sideBetNumbers: 'Cược Lớn Nhỏ - Chẵn Lẻ không chọn số.',
  kenoLevel: (level: number, count: number) =>
    `Bậc Keno (${level}) phải bằng số lượng số đã chọn (${count}).`,
  paperCount: (name: string) => `Vé ${name} chỉ có một số.`,
  rangeFixed: 'Hình thức Ôm giải số chọn đúng 1 số cố định.',
  rangeMissing: 'Vui lòng chọn đủ số đầu và số cuối của dải số.',
} as const;

/** A number as a client sends it: its digits as text, or a whole number. */
export type RawNumber = string | number;

/**
 * A number set as a client sends it (the order contract's number info): the form (default
 * `single`), the numbers as typed — the patterns of a wildcard set, the fixed number of a
 * range — and each form's own fields.
 */
export type RawNumberSet = {
  readonly form?: string | null;
  readonly numbers: readonly RawNumber[];
  readonly special?: RawNumber | null;
  readonly specials?: readonly RawNumber[] | null;
  readonly level?: number | null;
  readonly bet?: string | null;
  readonly from?: RawNumber | null;
  readonly to?: RawNumber | null;
};

/** What {@link checkNumberSet} answers: the set read, or the Vietnamese refusal. */
export type NumberSetCheck =
  | { readonly ok: true; readonly set: NumberSetFields }
  | { readonly ok: false; readonly message: string };

class Refusal {
  constructor(readonly message: string) {}
}

function refuse(message: string): never {
  throw new Refusal(message);
}

function formLabel(form: string): string {
  return (PLAY_FORM_LABELS as Readonly<Record<string, string>>)[form] ?? form;
}

/** The value of a number as typed: digits only, as many as the family writes. */
function numberOf(rules: TicketRules, raw: RawNumber): number {
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw))
      refuse(TICKET_MESSAGES.digits(String(raw), rules.name, rules.digits.min, rules.digits.max));
    return raw;
  }
  const text = raw.trim();
  if (text.includes('*')) refuse(TICKET_MESSAGES.wildcard(text));
  if (!/^\d+$/.test(text) || text.length < rules.digits.min || text.length > rules.digits.max) {
    refuse(TICKET_MESSAGES.digits(text, rules.name, rules.digits.min, rules.digits.max));
  }
  return Number(text);
}

/** The special number as typed: 1 or 2 digits. */
function specialOf(rules: TicketRules, raw: RawNumber): number {
  return numberOf({ ...rules, digits: { min: 1, max: 2 } }, raw);
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** Refuses a field the set's form does not have (it would be dropped or misread). */
function refuseExtra(rules: TicketRules, form: NumberForm, raw: RawNumberSet, allowed: string[]) {
  for (const field of ['special', 'specials', 'level', 'bet', 'from', 'to'] as const) {
    if (!allowed.includes(field) && present(raw[field])) {
      refuse(TICKET_MESSAGES.field(rules.name, formLabel(form), field));
    }
  }
}

/** The form of a raw set, one the product sells. */
function formOf(rules: TicketRules, raw: RawNumberSet): NumberForm {
  const form = raw.form ?? 'single';
  if (!(NUMBER_FORMS as readonly string[]).includes(form))
    refuse(TICKET_MESSAGES.form(rules.name, form));
  if (!rules.forms.includes(form as NumberForm)) {
    refuse(TICKET_MESSAGES.form(rules.name, formLabel(form)));
  }
  return form as NumberForm;
}

/** Finishes a set read from its raw form with the game's own rules. */
function withGameRules(rules: TicketRules, set: NumberSetFields): NumberSetFields {
  const problem = validateSelection(rules.product, selectionOf(set));
  if (problem !== null) refuse(problem);
  return set;
}

/** Mega 6/45, Power 6/55, Lotto 5/35 and 6x36: numbers of 1–2 digits, Lotto's special. */
function ballsNumberSet(rules: TicketRules, raw: RawNumberSet): NumberSetFields {
  const form = formOf(rules, raw);
  const numbers = raw.numbers.map((n) => numberOf(rules, n));
  if (form === 'baoSpecial') {
    refuseExtra(rules, form, raw, ['specials']);
    const specials = (raw.specials ?? []).map((n) => specialOf(rules, n));
    return withGameRules(rules, { form, numbers, specials });
  }
  refuseExtra(rules, form, raw, rules.special ? ['special'] : []);
  const special = present(raw.special) ? specialOf(rules, raw.special as RawNumber) : null;
  return withGameRules(rules, { form, numbers, special });
}

/** Keno: numbers of 1–2 digits, a bao's level, a side bet without numbers. */
function kenoNumberSet(rules: TicketRules, raw: RawNumberSet): NumberSetFields {
  const form = formOf(rules, raw);
  if (form === 'kenoSideBet') {
    refuseExtra(rules, form, raw, ['bet']);
    if (raw.numbers.length > 0) refuse(TICKET_MESSAGES.sideBetNumbers);
    return withGameRules(rules, {
      form,
      numbers: [],
      bet: (raw.bet ?? null) as KenoSideBet | null,
    });
  }
  const numbers = raw.numbers.map((n) => numberOf(rules, n));
  if (form === 'kenoBao') {
    refuseExtra(rules, form, raw, ['level']);
    return withGameRules(rules, { form, numbers, level: raw.level ?? null });
  }
  // A single line's level is its count of numbers; a client may state it.
  refuseExtra(rules, form, raw, ['level']);
  if (present(raw.level) && raw.level !== numbers.length) {
    refuse(TICKET_MESSAGES.kenoLevel(raw.level as number, numbers.length));
  }
  return withGameRules(rules, { form, numbers });
}

/** A wildcard pattern as typed: its digits and `*`, a whole number zero-padded. */
function patternOf(rules: TicketRules, raw: RawNumber): string {
  return typeof raw === 'number' ? String(raw).padStart(rules.digits.max, '0') : raw.trim();
}

/**
 * The Max 3D family, Max 4D and the loto games: every number has exactly its digits
 * ('007'); `*` only in a wildcard form (bao vị trí); Ôm Max 3D+'s range of numbers.
 */
function digitsNumberSet(rules: TicketRules, raw: RawNumberSet): NumberSetFields {
  const form = formOf(rules, raw);
  if (form === 'wildcard' && rules.wildcardForms.includes(form)) {
    refuseExtra(rules, form, raw, []);
    return withGameRules(rules, {
      form,
      numbers: [],
      patterns: raw.numbers.map((n) => patternOf(rules, n)),
    });
  }
  const numbers = raw.numbers.map((n) => numberOf(rules, n));
  if (form === 'range') {
    refuseExtra(rules, form, raw, ['from', 'to']);
    if (numbers.length !== 1) refuse(TICKET_MESSAGES.rangeFixed);
    if (!present(raw.from) || !present(raw.to)) refuse(TICKET_MESSAGES.rangeMissing);
    const from = numberOf(rules, raw.from as RawNumber);
    const to = numberOf(rules, raw.to as RawNumber);
    return withGameRules(rules, { form, numbers, range: { from, to } });
  }
  refuseExtra(rules, form, raw, []);
  return withGameRules(rules, { form, numbers });
}

/**
 * A regional paper ticket: at most one number of exactly its digits (checked against the
 * stock ticket by the order path); the set itself has no numbers.
 */
function paperNumberSet(rules: TicketRules, raw: RawNumberSet): NumberSetFields {
  const form = formOf(rules, raw);
  refuseExtra(rules, form, raw, []);
  if (raw.numbers.length > 1) refuse(TICKET_MESSAGES.paperCount(rules.name));
  raw.numbers.forEach((n) => numberOf(rules, n));
  return withGameRules(rules, { form, numbers: [] });
}

const FAMILY_CHECKS: Readonly<
  Record<TicketFamily, (rules: TicketRules, raw: RawNumberSet) => NumberSetFields>
> = {
  balls: ballsNumberSet,
  keno: kenoNumberSet,
  digits: digitsNumberSet,
  paper: paperNumberSet,
};

/**
 * Reads a number set as a client sent it against its product's {@link TICKET_RULES}: the
 * form must be the product's, `*` only in a bao vị trí form, every number written with
 * the product's digits, no field its form does not have; then the game's rules (count,
 * range, duplicates, bao sizes, special number, Keno level). Answers the set read (its
 * numbers as values, a wildcard's patterns, a range) or the Vietnamese refusal naming what
 * is wrong. A paper ticket's set has no numbers: the stock ticket holds it.
 *
 * @throws RangeError for an unknown product id.
 */
export function checkNumberSet(productId: ProductId, raw: RawNumberSet): NumberSetCheck {
  const rules = TICKET_RULES[productId] as TicketRules | undefined;
  if (!rules) throw new RangeError(`Unknown product: ${String(productId)}`);
  try {
    return { ok: true, set: FAMILY_CHECKS[rules.family](rules, raw) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
}

/** The refusal of {@link checkNumberSet} for a raw set, or null when it is well formed. */
export function validateNumberSet(productId: ProductId, raw: RawNumberSet): string | null {
  const checked = checkNumberSet(productId, raw);
  return checked.ok ? null : checked.message;
}

/** The play forms whose numbers may hold `*`: the bao vị trí forms of the catalogue. */
export function wildcardFormsOf(productId: ProductId): readonly PlayFormKind[] {
  return TICKET_RULES[productId].wildcardForms;
}
