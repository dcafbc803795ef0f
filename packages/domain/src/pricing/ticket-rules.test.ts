import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS, getProduct } from '../catalog';
import type { PlayForm, ProductId } from '../catalog';
import { PICK_MESSAGES } from './lines';
import { NUMBER_FORMS } from './number-sets';
import {
  TICKET_MESSAGES,
  TICKET_RULES,
  checkNumberSet,
  validateNumberSet,
  wildcardFormsOf,
} from './ticket-rules';
import type { RawNumberSet } from './ticket-rules';

const WILDCARD = /dấu \* chỉ dùng trong hình thức Bao vị trí của Max 3D, Max 3D\+/;

describe('TICKET_RULES', () => {
  it('holds every product, its forms and wildcard forms from the catalogue', () => {
    expect(Object.keys(TICKET_RULES)).toEqual([...PRODUCT_IDS]);
    for (const id of PRODUCT_IDS) {
      expect(TICKET_RULES[id].forms).toEqual(getProduct(id).playForms.map((f) => f.kind));
    }
    const withWildcards = PRODUCT_IDS.filter((id) => wildcardFormsOf(id).length > 0);
    expect(withWildcards).toEqual(['max3d', 'max3dplus']);
    expect(Object.isFrozen(TICKET_RULES)).toBe(true);
    expect(Object.isFrozen(TICKET_RULES.mega645)).toBe(true);
  });

  it('writes ball numbers with 1–2 digits and digit-game numbers with exactly theirs', () => {
    expect(TICKET_RULES.mega645).toMatchObject({
      family: 'balls',
      digits: { min: 1, max: 2 },
      range: { min: 1, max: 45 },
      count: { min: 6, max: 6 },
      distinct: true,
      special: null,
    });
    expect(TICKET_RULES.lotto535.special).toEqual({ min: 1, max: 12 });
    expect(TICKET_RULES.keno).toMatchObject({ family: 'keno', count: { min: 1, max: 10 } });
    expect(TICKET_RULES.loto5).toMatchObject({ family: 'digits', digits: { min: 5, max: 5 } });
    expect(TICKET_RULES.max3dplus).toMatchObject({ digits: { min: 3, max: 3 }, distinct: false });
    expect(TICKET_RULES.ommax3dplus).toMatchObject({
      digits: { min: 3, max: 3 },
      forms: ['range'],
    });
    expect(TICKET_RULES.xsmb).toMatchObject({ family: 'paper', digits: { min: 5, max: 5 } });
    expect(TICKET_RULES.xsmn).toMatchObject({ family: 'paper', digits: { min: 6, max: 6 } });
  });
});

describe('checkNumberSet', () => {
  it('reads well-formed sets of every family into their values', () => {
    expect(checkNumberSet('mega645', { numbers: ['01', '2', '03', '04', '05', '45'] })).toEqual({
      ok: true,
      set: { form: 'single', numbers: [1, 2, 3, 4, 5, 45], special: null },
    });
    expect(
      checkNumberSet('lotto535', { numbers: [1, 2, 3, 4, 5], special: '07', form: 'single' }),
    ).toEqual({ ok: true, set: { form: 'single', numbers: [1, 2, 3, 4, 5], special: 7 } });
    expect(
      checkNumberSet('lotto535', {
        form: 'baoSpecial',
        numbers: ['01', '02', '03', '04', '05'],
        specials: ['01', '12'],
      }),
    ).toEqual({
      ok: true,
      set: { form: 'baoSpecial', numbers: [1, 2, 3, 4, 5], specials: [1, 12] },
    });
    expect(checkNumberSet('keno', { numbers: ['80', '7'], level: 2 })).toEqual({
      ok: true,
      set: { form: 'single', numbers: [80, 7] },
    });
    expect(
      checkNumberSet('keno', { form: 'kenoBao', numbers: ['01', '02', '03'], level: 2 }),
    ).toMatchObject({ ok: true, set: { level: 2 } });
    expect(checkNumberSet('keno', { form: 'kenoSideBet', numbers: [], bet: 'big' })).toEqual({
      ok: true,
      set: { form: 'kenoSideBet', numbers: [], bet: 'big' },
    });
    expect(checkNumberSet('max3d', { form: 'wildcard', numbers: ['1*3'] })).toEqual({
      ok: true,
      set: { form: 'wildcard', numbers: [], patterns: ['1*3'] },
    });
    expect(checkNumberSet('max3dplus', { form: 'wildcard', numbers: ['**9', 45] })).toEqual({
      ok: true,
      set: { form: 'wildcard', numbers: [], patterns: ['**9', '045'] },
    });
    expect(checkNumberSet('loto5', { numbers: ['00012'] })).toEqual({
      ok: true,
      set: { form: 'single', numbers: [12] },
    });
    expect(
      checkNumberSet('ommax3dplus', { form: 'range', numbers: ['123'], from: '000', to: '099' }),
    ).toEqual({
      ok: true,
      set: { form: 'range', numbers: [123], range: { from: 0, to: 99 } },
    });
    expect(checkNumberSet('xsmn', { numbers: ['012345'] })).toEqual({
      ok: true,
      set: { form: 'single', numbers: [] },
    });
    expect(checkNumberSet('xsmb', { numbers: [] })).toMatchObject({ ok: true });
  });

  // Issue #28: '*' was cut off and the rest bought as another number (loto 5 '12*45' → 00012).
  it.each<[ProductId, RawNumberSet, RegExp | string]>([
    ['mega645', { numbers: ['01', '02', '03', '4*', '05', '06'] }, WILDCARD],
    ['loto3', { numbers: ['1*3'] }, WILDCARD],
    ['loto5', { numbers: ['12*45'] }, WILDCARD],
    ['max3d', { numbers: ['1*3'] }, WILDCARD],
    ['max3d', { form: 'permutation', numbers: ['1*3'] }, WILDCARD],
    ['keno', { numbers: ['*'] }, WILDCARD],
    ['lotto535', { numbers: ['01', '02', '03', '04', '05'], special: '1*' }, WILDCARD],
    ['ommax3dplus', { form: 'range', numbers: ['123'], from: '0*0', to: '099' }, WILDCARD],
    [
      'loto5',
      { form: 'wildcard', numbers: ['12*45'] },
      'Lô tô 5 số không có hình thức chơi "Bao vị trí".',
    ],
    ['mega645', { form: 'wildcard', numbers: ['0*'] }, /không có hình thức chơi "Bao vị trí"/],
    ['max3d', { form: 'wildcard', numbers: ['123'] }, PICK_MESSAGES.wildcards(2)],
    ['max3d', { form: 'wildcard', numbers: ['***'] }, PICK_MESSAGES.wildcards(2)],
    ['max3d', { form: 'wildcard', numbers: ['1*'] }, PICK_MESSAGES.pattern(3)],
  ])('refuses %s %j: %s', (product, raw, message) => {
    const checked = checkNumberSet(product, raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });

  it.each<[ProductId, RawNumberSet, string]>([
    ['loto5', { numbers: ['12'] }, TICKET_MESSAGES.digits('12', 'Lô tô 5 số', 5, 5)],
    ['loto3', { numbers: ['0123'] }, TICKET_MESSAGES.digits('0123', 'Lô tô 3 số', 3, 3)],
    ['max3d', { numbers: ['12'] }, TICKET_MESSAGES.digits('12', 'Max 3D', 3, 3)],
    [
      'mega645',
      { numbers: ['001', '2', '3', '4', '5', '6'] },
      TICKET_MESSAGES.digits('001', 'Mega 6/45', 1, 2),
    ],
    [
      'mega645',
      { numbers: ['01', '02', '03', '04', '05', '46'] },
      PICK_MESSAGES.outOfRange('46', '01', '45'),
    ],
    ['mega645', { numbers: ['01', '02', '03', '04', '05'] }, PICK_MESSAGES.count(6)],
    ['mega645', { numbers: ['01', '02', '03', '04', '05', '05'] }, PICK_MESSAGES.duplicate],
    [
      'mega645',
      { numbers: ['01', '02', '03', '04', '05', '06'], special: '07' },
      TICKET_MESSAGES.field('Mega 6/45', 'Cơ bản', 'special'),
    ],
    [
      'mega645',
      { numbers: ['01', '02', '03', '04', '05', '06'], level: 6 },
      TICKET_MESSAGES.field('Mega 6/45', 'Cơ bản', 'level'),
    ],
    [
      'power655',
      { form: 'bao', numbers: ['01', '02', '03', '04', '05', '06'] },
      PICK_MESSAGES.baoSize(6),
    ],
    [
      'lotto535',
      { numbers: ['01', '02', '03', '04', '05'], special: '13' },
      PICK_MESSAGES.special('01', '12'),
    ],
    ['lotto535', { numbers: ['01', '02', '03', '04', '05'] }, PICK_MESSAGES.special('01', '12')],
    [
      'lotto535',
      { form: 'baoSpecial', numbers: ['01', '02', '03', '04', '05'], specials: ['01', '01'] },
      PICK_MESSAGES.duplicate,
    ],
    [
      'lotto535',
      {
        form: 'baoSpecial',
        numbers: ['01', '02', '03', '04', '05'],
        specials: ['01', '02'],
        special: '03',
      },
      TICKET_MESSAGES.field('Lotto 5/35', 'Bao số đặc biệt', 'special'),
    ],
    [
      'lotto535',
      { numbers: ['01', '02', '03', '04', '05'], special: '01', specials: ['02'] },
      TICKET_MESSAGES.field('Lotto 5/35', 'Cơ bản', 'specials'),
    ],
    ['keno', { numbers: ['01', '02', '03'], level: 5 }, TICKET_MESSAGES.kenoLevel(5, 3)],
    ['keno', { numbers: ['00'] }, PICK_MESSAGES.outOfRange('00', '01', '80')],
    ['keno', { numbers: ['81'] }, PICK_MESSAGES.outOfRange('81', '01', '80')],
    ['keno', { form: 'kenoBao', numbers: ['01', '02', '03'], level: 3 }, PICK_MESSAGES.kenoLevel],
    ['keno', { form: 'kenoBao', numbers: ['01', '02', '03'] }, PICK_MESSAGES.kenoLevel],
    ['keno', { form: 'kenoSideBet', numbers: ['01'], bet: 'big' }, TICKET_MESSAGES.sideBetNumbers],
    ['keno', { form: 'kenoSideBet', numbers: [] }, PICK_MESSAGES.form],
    ['keno', { numbers: ['01'], bet: 'big' }, TICKET_MESSAGES.field('Keno', 'Cơ bản', 'bet')],
    ['max3dplus', { numbers: ['123'] }, PICK_MESSAGES.count(2)],
    ['max3d', { numbers: ['123'], from: '001' }, TICKET_MESSAGES.field('Max 3D', 'Cơ bản', 'from')],
    [
      'max3d',
      { form: 'wildcard', numbers: ['1*3'], to: '001' },
      TICKET_MESSAGES.field('Max 3D', 'Bao vị trí', 'to'),
    ],
    ['ommax3dplus', { form: 'range', numbers: ['123'] }, TICKET_MESSAGES.rangeMissing],
    [
      'ommax3dplus',
      { form: 'range', numbers: ['123', '456'], from: '000', to: '009' },
      TICKET_MESSAGES.rangeFixed,
    ],
    [
      'ommax3dplus',
      { form: 'range', numbers: ['123'], from: '010', to: '009' },
      PICK_MESSAGES.range,
    ],
    ['ommax3dplus', { numbers: ['123'] }, 'Ôm Max 3D+ không có hình thức chơi "Cơ bản".'],
    ['loto2cap', { numbers: ['05', '05'] }, PICK_MESSAGES.duplicate],
    ['baoloto2', { form: 'lotoBao', numbers: ['01', '02'] }, PICK_MESSAGES.baoSize(2)],
    [
      'bao636',
      { form: 'bao', numbers: ['1', '2', '3', '4', '5', '6', '37'] },
      PICK_MESSAGES.outOfRange('37', '01', '36'),
    ],
    [
      'xsmb',
      { numbers: ['012345'] },
      TICKET_MESSAGES.digits('012345', 'Xổ số kiến thiết miền Bắc', 5, 5),
    ],
    [
      'xsmt',
      { numbers: ['012345', '012346'] },
      TICKET_MESSAGES.paperCount('Xổ số kiến thiết miền Trung'),
    ],
    [
      'xsmn',
      { numbers: ['012345'], special: '01' },
      TICKET_MESSAGES.field('Xổ số kiến thiết miền Nam', 'Cơ bản', 'special'),
    ],
    ['mega645', { form: 'lottery', numbers: [] }, 'Mega 6/45 không có hình thức chơi "lottery".'],
    [
      'mega645',
      { numbers: [1.5, 2, 3, 4, 5, 6] },
      TICKET_MESSAGES.digits('1.5', 'Mega 6/45', 1, 2),
    ],
    [
      'mega645',
      { numbers: ['1a', '2', '3', '4', '5', '6'] },
      TICKET_MESSAGES.digits('1a', 'Mega 6/45', 1, 2),
    ],
  ])('refuses %s %j with its message', (product, raw, message) => {
    expect(validateNumberSet(product, raw)).toBe(message);
  });

  it('throws for an unknown product', () => {
    expect(() => checkNumberSet('nope' as ProductId, { numbers: [] })).toThrow(RangeError);
  });
});

/** A number as a client writes it: `digits` digits, zero-padded. */
function text(value: number, digits: number): string {
  return String(value).padStart(digits, '0');
}

/** A well-formed raw set of the product's first play form (its default tab). */
function validSet(id: ProductId): fc.Arbitrary<RawNumberSet> {
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
type Corruption = (id: ProductId, set: RawNumberSet, pick: number) => RawNumberSet | null;

function withNumber(set: RawNumberSet, index: number, value: string): RawNumberSet {
  const numbers = [...set.numbers];
  numbers[index] = value;
  return { ...set, numbers };
}

const CORRUPTIONS: Record<string, Corruption> = {
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

describe.each(PRODUCT_IDS.map((id) => [id] as const))('%s number sets', (id) => {
  it('accepts every well-formed set of its default form', () => {
    fc.assert(
      fc.property(validSet(id), (set) => {
        expect(validateNumberSet(id, set)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('refuses every broken one with a Vietnamese message', () => {
    const names = Object.keys(CORRUPTIONS);
    fc.assert(
      fc.property(
        validSet(id),
        fc.constantFrom(...names),
        fc.nat({ max: 1_000 }),
        (set, name, pick) => {
          const broken = CORRUPTIONS[name]?.(id, set, pick) ?? null;
          fc.pre(broken !== null);
          const message = validateNumberSet(id, broken as RawNumberSet);
          expect(message, `${name}: ${JSON.stringify(broken)}`).not.toBeNull();
          // Vietnamese: a letter with a diacritic, as every refusal of the shop has.
          expect(message).toMatch(
            /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
