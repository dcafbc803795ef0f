import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS, getProduct } from '../catalog';
import type { ProductId } from '../catalog';
import { PICK_MESSAGES } from './lines';
import {
  TICKET_MESSAGES,
  TICKET_RULES,
  checkNumberSet,
  validateNumberSet,
  wildcardFormsOf,
} from './ticket-rules';
import type { RawNumberSet } from './ticket-rules';
import { brokenNumberSet, wellFormedNumberSet } from '../test/number-sets';

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/iu;
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

  // '*' was once cut off and the rest bought as another number (loto 5 '12*45' → 00012).
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

describe.each(PRODUCT_IDS.map((id) => [id] as const))('%s number sets', (id) => {
  it('accepts every well-formed set of its default form', () => {
    fc.assert(
      fc.property(wellFormedNumberSet(id), (set) => {
        expect(validateNumberSet(id, set)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('refuses every broken one with a Vietnamese message', () => {
    fc.assert(
      fc.property(brokenNumberSet(id), ({ how, set }) => {
        const message = validateNumberSet(id, set);
        expect(message, `${how}: ${JSON.stringify(set)}`).not.toBeNull();
        // Vietnamese: a letter with a diacritic, as every refusal of the shop has.
        expect(message).toMatch(VIETNAMESE);
      }),
      { numRuns: 300 },
    );
  });
});
