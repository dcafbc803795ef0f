import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../catalog';
import { lineCount, validateSelection } from './lines';
import { NUMBER_FORMS, selectionOf } from './number-sets';
import type { NumberForm, NumberSetFields } from './number-sets';

describe('NUMBER_FORMS', () => {
  it('lists every play form of the games sold on the order path, and only the catalogue’s', () => {
    const sold = new Set(
      PRODUCTS.filter((p) => p.family !== 'paper').flatMap((p) => p.playForms.map((f) => f.kind)),
    );
    expect(new Set(NUMBER_FORMS)).toEqual(sold);
  });
});

describe('selectionOf', () => {
  it('builds the selection of every form from its own fields', () => {
    const sets: Record<NumberForm, NumberSetFields> = {
      single: { form: 'single', numbers: [1, 2, 3, 4, 5], special: 7 },
      bao: { form: 'bao', numbers: [1, 2, 3, 4, 5, 6, 7], special: 7 },
      baoSpecial: { form: 'baoSpecial', numbers: [1, 2, 3, 4, 5], specials: [1, 2, 3] },
      kenoBao: { form: 'kenoBao', numbers: [1, 2, 3, 4, 5], level: 3 },
      kenoSideBet: { form: 'kenoSideBet', numbers: [], bet: 'big' },
      permutation: { form: 'permutation', numbers: [123] },
      wildcard: { form: 'wildcard', numbers: [], patterns: ['1*3'] },
      range: { form: 'range', numbers: [5], range: { from: 10, to: 19 } },
      lotoBao: { form: 'lotoBao', numbers: [1, 2, 3] },
    };
    expect(Object.fromEntries(NUMBER_FORMS.map((f) => [f, selectionOf(sets[f])]))).toEqual({
      single: { kind: 'single', numbers: [1, 2, 3, 4, 5], special: 7 },
      bao: { kind: 'bao', numbers: [1, 2, 3, 4, 5, 6, 7], special: 7 },
      baoSpecial: { kind: 'baoSpecial', numbers: [1, 2, 3, 4, 5], specials: [1, 2, 3] },
      kenoBao: { kind: 'kenoBao', numbers: [1, 2, 3, 4, 5], level: 3 },
      kenoSideBet: { kind: 'kenoSideBet', bet: 'big' },
      permutation: { kind: 'permutation', numbers: [123] },
      wildcard: { kind: 'wildcard', patterns: ['1*3'] },
      range: { kind: 'range', fixed: 5, from: 10, to: 19 },
      lotoBao: { kind: 'lotoBao', numbers: [1, 2, 3] },
    });
    expect(lineCount('baoloto2', selectionOf(sets.lotoBao))).toBe(4);
    expect(lineCount('lotto535', selectionOf(sets.baoSpecial))).toBe(3);
    expect(lineCount('keno', selectionOf(sets.kenoBao))).toBe(10);
    expect(lineCount('max3d', selectionOf(sets.permutation))).toBe(6);
    expect(lineCount('max3d', selectionOf(sets.wildcard))).toBe(10);
  });

  it('turns missing fields into plays the validation refuses', () => {
    expect(validateSelection('keno', selectionOf({ form: 'kenoBao', numbers: [1, 2, 3] }))).toBe(
      'Bậc Keno phải từ 1 đến 10 và nhỏ hơn số lượng số đã chọn.',
    );
    expect(validateSelection('keno', selectionOf({ form: 'kenoSideBet', numbers: [] }))).not.toBe(
      null,
    );
    expect(
      validateSelection('ommax3dplus', selectionOf({ form: 'range', numbers: [5], range: null })),
    ).not.toBe(null);
    expect(
      validateSelection('lotto535', selectionOf({ form: 'single', numbers: [1, 2, 3, 4, 5] })),
    ).toBe('Vui lòng chọn 1 số đặc biệt từ 01 đến 12.');
    expect(selectionOf({ form: 'baoSpecial', numbers: [1] })).toEqual({
      kind: 'baoSpecial',
      numbers: [1],
      specials: [],
    });
  });
});
