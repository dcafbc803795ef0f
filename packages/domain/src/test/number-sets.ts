import fc from 'fast-check';
import { getProduct } from '../catalog';
import type { PlayForm, ProductId } from '../catalog';
import { NUMBER_FORMS } from '../pricing/number-sets';
import { TICKET_RULES } from '../pricing/ticket-rules';
import type { RawNumberSet } from '../pricing/ticket-rules';

/**
 * Test support (`@veso/domain/testing`): number sets as a client sends them, well formed
 * for a product's default play form, and the same broken in one way — for the property
 * tests of the ticket rules, in the domain and through the server's order routes.
 */

/** A number as a client writes it: `digits` digits, zero-padded. */
function text(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/** A well-formed raw set of the product's first play form (its default tab). */
export function wellFormedNumberSet(id: ProductId): fc.Arbitrary<RawNumberSet> {
  const rules = TICKET_RULES[id];
  const product = getProduct(id);
  const [form] = product.playForms as [PlayForm];
  const { min, max } = rules.range;
  const width = rules.digits.max;
  const numbers = (count: number) =>
    (rules.distinct
      ? fc.uniqueArray(fc.integer({ min, max }), { minLength: count, maxLength: count })
      : fc.array(fc.integer({ min, max }), { minLength: count, maxLength: count })
    ).map((values) => values.map((v) => text(v, width)));
  switch (form.kind) {
    case 'single': {
      if (rules.family === 'paper') {
        return fc.option(fc.integer({ min, max }), { nil: undefined }).map((n) => ({
          numbers: n === undefined ? [] : [text(n, width)],
        }));
      }
      const special = rules.special;
      return fc
        .integer({ min: rules.count.min, max: rules.count.max })
        .chain(numbers)
        .chain((picked) =>
          special
            ? fc
                .integer({ min: special.min, max: special.max })
                .map((s) => ({ numbers: picked, special: text(s, 2) }))
            : fc.constant({ numbers: picked }),
        );
    }
    case 'bao':
    case 'lotoBao':
      return fc
        .constantFrom(...form.sizes)
        .chain((size) => numbers(size).map((picked) => ({ form: form.kind, numbers: picked })));
    case 'range':
      return fc
        .tuple(fc.integer({ min, max }), fc.integer({ min, max }), fc.integer({ min, max }))
        .map(([fixed, a, b]) => ({
          form: 'range',
          numbers: [text(fixed, width)],
          from: text(Math.min(a, b), width),
          to: text(Math.max(a, b), width),
        }));
    default:
      throw new Error(`no generator for ${form.kind}`);
  }
}

/** One way of breaking a well-formed set; null when it does not apply to the product. */
export type Corruption = (id: ProductId, set: RawNumberSet, pick: number) => RawNumberSet | null;

function withNumber(set: RawNumberSet, index: number, value: string): RawNumberSet {
  const numbers = [...set.numbers];
  numbers[index] = value;
  return { ...set, numbers };
}

export const CORRUPTIONS: Readonly<Record<string, Corruption>> = {
  // A '*' in a form without bao vị trí (the product's first form never has it).
  wildcard: (_, set, pick) => {
    if (set.numbers.length === 0) return null;
    const i = pick % set.numbers.length;
    const digits = String(set.numbers[i]);
    const at = pick % digits.length;
    return withNumber(set, i, `${digits.slice(0, at)}*${digits.slice(at + 1)}`);
  },
  // One digit more than the product writes.
  tooWide: (_, set, pick) =>
    set.numbers.length === 0
      ? null
      : withNumber(
          set,
          pick % set.numbers.length,
          `0${String(set.numbers[pick % set.numbers.length])}`.padStart(3, '0'),
        ),
  // One digit fewer than a digit game writes.
  tooNarrow: (id, set, pick) => {
    if (TICKET_RULES[id].digits.min < 2 || set.numbers.length === 0) return null;
    const i = pick % set.numbers.length;
    return withNumber(set, i, String(set.numbers[i]).slice(1));
  },
  // A value just outside a ball game's range.
  outOfRange: (id, set, pick) => {
    const rules = TICKET_RULES[id];
    if (rules.family !== 'balls' && rules.family !== 'keno') return null;
    const value = pick % 2 === 0 ? rules.range.min - 1 : rules.range.max + 1;
    if (value < 0 || String(value).length > rules.digits.max) return null;
    return withNumber(set, pick % set.numbers.length, text(value, 2));
  },
  // One number more than the form takes.
  tooMany: (id, set) => {
    const rules = TICKET_RULES[id];
    const form = getProduct(id).playForms[0];
    if (form?.kind === 'single' && set.numbers.length < rules.count.max) return null;
    if (
      (form?.kind === 'bao' || form?.kind === 'lotoBao') &&
      form.sizes.includes(set.numbers.length + 1)
    ) {
      return null;
    }
    return { ...set, numbers: [...set.numbers, text(rules.range.min, rules.digits.max)] };
  },
  // One number fewer than the form takes.
  tooFew: (id, set) => {
    const rules = TICKET_RULES[id];
    const form = getProduct(id).playForms[0];
    if (set.numbers.length === 0) return null;
    if (
      form?.kind === 'single' &&
      (rules.family === 'paper' || set.numbers.length > rules.count.min)
    ) {
      return null;
    }
    if (
      (form?.kind === 'bao' || form?.kind === 'lotoBao') &&
      form.sizes.includes(set.numbers.length - 1)
    ) {
      return null;
    }
    return { ...set, numbers: set.numbers.slice(1) };
  },
  // A repeated number where they must differ.
  duplicate: (id, set) => {
    if (!TICKET_RULES[id].distinct || set.numbers.length < 2) return null;
    return withNumber(set, 1, String(set.numbers[0]));
  },
  // A field the form does not have.
  extraField: (id, set, pick) => {
    const field = (['level', 'bet', 'from', 'specials', 'special'] as const)[pick % 5] ?? 'level';
    const extra = { level: 1, bet: 'big', from: '000', specials: ['01'], special: '01' }[field];
    if (field === 'special' && TICKET_RULES[id].special) return null;
    if (field === 'from' && getProduct(id).playForms[0]?.kind === 'range') return null;
    if (field === 'level' && id === 'keno' && set.numbers.length === 1) return null;
    return { ...set, [field]: extra };
  },
  // A play form the product does not sell.
  otherForm: (id, set, pick) => {
    const missing = NUMBER_FORMS.filter((form) => !TICKET_RULES[id].forms.includes(form));
    if (missing.length === 0) return null;
    return { ...set, form: missing[pick % missing.length] };
  },
  // A character that is not a digit.
  letter: (_, set, pick) =>
    set.numbers.length === 0 ? null : withNumber(set, pick % set.numbers.length, 'a1'),
};

/**
 * A number set of the product broken by one of {@link CORRUPTIONS} (those that apply to
 * it), with the corruption's name.
 */
export function brokenNumberSet(id: ProductId): fc.Arbitrary<{ how: string; set: RawNumberSet }> {
  return fc
    .tuple(
      wellFormedNumberSet(id),
      fc.constantFrom(...Object.keys(CORRUPTIONS)),
      fc.nat({ max: 1_000 }),
    )
    .map(([set, how, pick]) => ({ how, set: CORRUPTIONS[how]?.(id, set, pick) ?? null }))
    .filter((broken): broken is { how: string; set: RawNumberSet } => broken.set !== null);
}
