import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../catalog';
import type { ProductId } from '../catalog';
import { binomial } from './combinatorics';
import { PICK_MESSAGES, generateLines, lineCount, validateSelection } from './lines';
import type { Line, PlaySelection } from './lines';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function lines(id: ProductId, selection: PlaySelection): Line[] {
  return [...generateLines(id, selection)];
}

describe('line counts', () => {
  it('Mega and Power: bao 5 is 40 and 50 lines, bao n is C(n, 6)', () => {
    expect(lineCount('mega645', { kind: 'bao', numbers: [1, 2, 3, 4, 5] })).toBe(40);
    expect(lineCount('power655', { kind: 'bao', numbers: [1, 2, 3, 4, 5] })).toBe(50);
    for (const n of [7, 8, 9, 10, 11, 12, 13, 14, 15, 18]) {
      expect(lineCount('mega645', { kind: 'bao', numbers: range(1, n) }), `bao ${n}`).toBe(
        binomial(n, 6),
      );
    }
    expect(lineCount('mega645', { kind: 'bao', numbers: range(1, 18) })).toBe(18_564);
    expect(lineCount('mega645', { kind: 'single', numbers: [1, 2, 3, 4, 5, 6] })).toBe(1);
  });

  it('Lotto 5/35: bao 4 is 31 lines, bao n is C(n, 5), bao special k is k lines', () => {
    expect(lineCount('lotto535', { kind: 'bao', numbers: [1, 2, 3, 4], special: 5 })).toBe(31);
    expect(lineCount('lotto535', { kind: 'bao', numbers: range(1, 6), special: 5 })).toBe(6);
    expect(lineCount('lotto535', { kind: 'bao', numbers: range(1, 15), special: 5 })).toBe(3003);
    expect(
      lineCount('lotto535', {
        kind: 'baoSpecial',
        numbers: [1, 2, 3, 4, 5],
        specials: range(1, 12),
      }),
    ).toBe(12);
  });

  it('Keno: one line per level, bao N of level k is C(N, k), a side bet is one line', () => {
    expect(lineCount('keno', { kind: 'single', numbers: [7] })).toBe(1);
    expect(lineCount('keno', { kind: 'single', numbers: range(1, 10) })).toBe(1);
    expect(lineCount('keno', { kind: 'kenoBao', numbers: range(1, 10), level: 5 })).toBe(252);
    expect(lineCount('keno', { kind: 'kenoBao', numbers: range(1, 20), level: 10 })).toBe(184_756);
    expect(lineCount('keno', { kind: 'kenoSideBet', bet: 'even-11-12' })).toBe(1);
  });

  it('Max 3D family: đảo số counts distinct digit orders, bao vị trí 10 per wildcard', () => {
    expect(lineCount('max3d', { kind: 'permutation', numbers: [123] })).toBe(6);
    expect(lineCount('max3d', { kind: 'permutation', numbers: [112] })).toBe(3);
    expect(lineCount('max3d', { kind: 'permutation', numbers: [111] })).toBe(1);
    expect(lineCount('max3dplus', { kind: 'permutation', numbers: [123, 456] })).toBe(36);
    expect(lineCount('max3dplus', { kind: 'permutation', numbers: [112, 456] })).toBe(18);
    expect(lineCount('max3dplus', { kind: 'permutation', numbers: [112, 112] })).toBe(9);
    expect(lineCount('max3d', { kind: 'wildcard', patterns: ['1*3'] })).toBe(10);
    expect(lineCount('max3d', { kind: 'wildcard', patterns: ['**3'] })).toBe(100);
    expect(lineCount('max3dplus', { kind: 'wildcard', patterns: ['1*3', '45*'] })).toBe(100);
    expect(lineCount('ommax3dplus', { kind: 'range', fixed: 123, from: 0, to: 99 })).toBe(100);
  });

  it('6x36 bao picks 7–12 of 1–36 in sixes; loto bao buys every 2-and-more combination', () => {
    expect(lineCount('bao636', { kind: 'bao', numbers: range(1, 7) })).toBe(7);
    expect(lineCount('bao636', { kind: 'bao', numbers: range(1, 12) })).toBe(924);
    expect(lineCount('baoloto2', { kind: 'lotoBao', numbers: [11, 22, 33] })).toBe(4);
    expect(lineCount('baoloto2', { kind: 'lotoBao', numbers: [11, 22, 33, 44] })).toBe(11);
    expect(lineCount('xsmb', { kind: 'single', numbers: [] })).toBe(1);
  });

  it('refuses an invalid selection with its message', () => {
    expect(() => lineCount('mega645', { kind: 'bao', numbers: range(1, 6) })).toThrow(
      PICK_MESSAGES.baoSize(6),
    );
  });
});

describe('validateSelection', () => {
  it('accepts valid picks', () => {
    expect(
      validateSelection('mega645', { kind: 'single', numbers: [45, 1, 2, 3, 4, 5] }),
    ).toBeNull();
    expect(
      validateSelection('lotto535', { kind: 'single', numbers: [1, 2, 3, 4, 35], special: 12 }),
    ).toBeNull();
    expect(validateSelection('max3dplus', { kind: 'single', numbers: [5, 5] })).toBeNull();
    expect(validateSelection('loto5', { kind: 'single', numbers: [0] })).toBeNull();
  });

  it('checks the count of numbers', () => {
    expect(validateSelection('mega645', { kind: 'single', numbers: [1, 2, 3] })).toBe(
      'Vui lòng chọn đủ 6 số.',
    );
    expect(validateSelection('keno', { kind: 'single', numbers: range(1, 11) })).toBe(
      'Vui lòng chọn từ 1 đến 10 số.',
    );
    expect(validateSelection('keno', { kind: 'single', numbers: [] })).toBe(
      'Vui lòng chọn từ 1 đến 10 số.',
    );
    expect(validateSelection('xsmb', { kind: 'single', numbers: [1] })).toBe(
      'Vui lòng chọn đủ 0 số.',
    );
    expect(validateSelection('mega645', { kind: 'bao', numbers: range(1, 16) })).toBe(
      'Không thể chơi bao 16 số.',
    );
    expect(
      validateSelection('lotto535', { kind: 'baoSpecial', numbers: [1, 2, 3], specials: [1, 2] }),
    ).toBe('Vui lòng chọn đủ 5 số.');
    expect(
      validateSelection('lotto535', { kind: 'baoSpecial', numbers: range(1, 5), specials: [1] }),
    ).toBe('Không thể bao 1 số đặc biệt.');
    expect(validateSelection('max3dplus', { kind: 'permutation', numbers: [123] })).toBe(
      'Vui lòng chọn đủ 2 số.',
    );
  });

  it('checks the range, zero-padded as the numbers are shown', () => {
    expect(validateSelection('mega645', { kind: 'single', numbers: [1, 2, 3, 4, 5, 46] })).toBe(
      'Số 46 không hợp lệ, vui lòng chọn số từ 01 đến 45.',
    );
    expect(validateSelection('power655', { kind: 'single', numbers: [0, 2, 3, 4, 5, 6] })).toBe(
      'Số 00 không hợp lệ, vui lòng chọn số từ 01 đến 55.',
    );
    expect(validateSelection('max3d', { kind: 'single', numbers: [1000] })).toBe(
      'Số 1000 không hợp lệ, vui lòng chọn số từ 000 đến 999.',
    );
    expect(validateSelection('keno', { kind: 'single', numbers: [1.5] })).toBe(
      'Số 1.5 không hợp lệ, vui lòng chọn số từ 01 đến 80.',
    );
    expect(validateSelection('keno', { kind: 'single', numbers: [Number.NaN] })).toBe(
      'Số NaN không hợp lệ, vui lòng chọn số từ 01 đến 80.',
    );
  });

  it('checks distinct numbers where the game needs them', () => {
    expect(validateSelection('mega645', { kind: 'single', numbers: [1, 1, 2, 3, 4, 5] })).toBe(
      'Các số đã chọn không được trùng nhau.',
    );
    expect(validateSelection('bao636', { kind: 'bao', numbers: [1, 1, 2, 3, 4, 5, 6] })).toBe(
      PICK_MESSAGES.duplicate,
    );
    expect(validateSelection('baoloto2', { kind: 'lotoBao', numbers: [11, 11, 22] })).toBe(
      PICK_MESSAGES.duplicate,
    );
    expect(
      validateSelection('lotto535', { kind: 'baoSpecial', numbers: range(1, 5), specials: [3, 3] }),
    ).toBe(PICK_MESSAGES.duplicate);
  });

  it('requires the Lotto 5/35 special number in 01–12', () => {
    const message = 'Vui lòng chọn 1 số đặc biệt từ 01 đến 12.';
    expect(validateSelection('lotto535', { kind: 'single', numbers: range(1, 5) })).toBe(message);
    expect(
      validateSelection('lotto535', { kind: 'single', numbers: range(1, 5), special: 13 }),
    ).toBe(message);
    expect(
      validateSelection('lotto535', { kind: 'bao', numbers: range(1, 6), special: null }),
    ).toBe(message);
    expect(
      validateSelection('lotto535', { kind: 'baoSpecial', numbers: range(1, 5), specials: [0, 1] }),
    ).toBe(message);
  });

  it('checks the Keno bao level and the side bet', () => {
    expect(validateSelection('keno', { kind: 'kenoBao', numbers: range(1, 5), level: 5 })).toBe(
      PICK_MESSAGES.kenoLevel,
    );
    expect(validateSelection('keno', { kind: 'kenoBao', numbers: range(1, 12), level: 11 })).toBe(
      'Bậc Keno phải từ 1 đến 10 và nhỏ hơn số lượng số đã chọn.',
    );
    expect(validateSelection('keno', { kind: 'kenoBao', numbers: range(1, 21), level: 2 })).toBe(
      PICK_MESSAGES.baoSize(21),
    );
    expect(
      validateSelection('keno', { kind: 'kenoSideBet', bet: 'huge' as unknown as 'big' }),
    ).toBe(PICK_MESSAGES.form);
  });

  it('checks wildcard patterns and ranges', () => {
    expect(validateSelection('max3d', { kind: 'wildcard', patterns: ['1*'] })).toBe(
      'Vui lòng nhập số có 3 chữ số, dùng * cho vị trí bao.',
    );
    expect(validateSelection('max3d', { kind: 'wildcard', patterns: ['123'] })).toBe(
      'Vui lòng bao từ 1 đến 2 vị trí.',
    );
    expect(validateSelection('max3d', { kind: 'wildcard', patterns: ['***'] })).toBe(
      PICK_MESSAGES.wildcards(2),
    );
    expect(validateSelection('max3dplus', { kind: 'wildcard', patterns: ['1*3'] })).toBe(
      PICK_MESSAGES.count(2),
    );
    expect(validateSelection('ommax3dplus', { kind: 'range', fixed: 1, from: 9, to: 3 })).toBe(
      'Dải số không hợp lệ: số đầu phải nhỏ hơn hoặc bằng số cuối.',
    );
    expect(validateSelection('ommax3dplus', { kind: 'range', fixed: 1, from: 0, to: 1000 })).toBe(
      PICK_MESSAGES.outOfRange('1000', '000', '999'),
    );
  });

  it('refuses play forms a product does not offer, and unknown products', () => {
    expect(validateSelection('mega645', { kind: 'kenoSideBet', bet: 'big' })).toBe(
      'Hình thức chơi không áp dụng cho sản phẩm này.',
    );
    expect(validateSelection('bao636', { kind: 'single', numbers: range(1, 6) })).toBe(
      PICK_MESSAGES.form,
    );
    expect(() =>
      validateSelection('mega655' as ProductId, { kind: 'single', numbers: [] }),
    ).toThrow('Unknown product');
  });
});

describe('generated lines', () => {
  it('fills Mega bao 5 with each of the other 40 numbers, sorted', () => {
    const all = lines('mega645', { kind: 'bao', numbers: [45, 1, 2, 3, 4] });
    expect(all).toHaveLength(40);
    expect(all[0]).toEqual({ numbers: [1, 2, 3, 4, 5, 45], special: null, sideBet: null });
    expect(all.every((l) => l.numbers.includes(45) && l.numbers.includes(1))).toBe(true);
  });

  it('keeps the special number, one line per special in Lotto bao special', () => {
    expect(
      lines('lotto535', { kind: 'baoSpecial', numbers: [5, 4, 3, 2, 1], specials: [9, 2] }),
    ).toEqual([
      { numbers: [1, 2, 3, 4, 5], special: 2, sideBet: null },
      { numbers: [1, 2, 3, 4, 5], special: 9, sideBet: null },
    ]);
    expect(lines('lotto535', { kind: 'single', numbers: [5, 4, 3, 2, 1], special: 7 })).toEqual([
      { numbers: [1, 2, 3, 4, 5], special: 7, sideBet: null },
    ]);
  });

  it('keeps the order of Max 3D+ numbers and lists the side bet', () => {
    expect(lines('max3dplus', { kind: 'single', numbers: [456, 123] })[0]?.numbers).toEqual([
      456, 123,
    ]);
    expect(lines('keno', { kind: 'kenoSideBet', bet: 'big' })).toEqual([
      { numbers: [], special: null, sideBet: 'big' },
    ]);
    expect(
      lines('ommax3dplus', { kind: 'range', fixed: 7, from: 10, to: 12 }).map((l) => l.numbers),
    ).toEqual([
      [7, 10],
      [7, 11],
      [7, 12],
    ]);
    expect(
      lines('baoloto2', { kind: 'lotoBao', numbers: [33, 11, 22] }).map((l) => l.numbers),
    ).toEqual([
      [11, 22],
      [11, 33],
      [22, 33],
      [11, 22, 33],
    ]);
    expect(lines('max3d', { kind: 'permutation', numbers: [112] }).map((l) => l.numbers)).toEqual([
      [112],
      [121],
      [211],
    ]);
  });

  it('refuses an invalid selection', () => {
    expect(() => lines('keno', { kind: 'kenoBao', numbers: [1, 2], level: 2 })).toThrow(
      PICK_MESSAGES.kenoLevel,
    );
  });
});

// Every generated line must be a valid single line of the product it is settled as.
const SINGLE_OF: Partial<Record<ProductId, ProductId>> = { bao636: 'dientoan636' };

function lotoPairProduct(size: number): ProductId {
  return size === 2 ? 'loto2cap' : size === 3 ? 'loto3cap' : 'loto4cap';
}

function checkLines(id: ProductId, selection: PlaySelection): void {
  const all = lines(id, selection);
  expect(all).toHaveLength(lineCount(id, selection));
  const keys = all.map((l) => `${l.numbers.join(',')}|${l.special}|${l.sideBet}`);
  expect(new Set(keys).size).toBe(all.length);
  for (const line of all) {
    const single = id === 'baoloto2' ? lotoPairProduct(line.numbers.length) : (SINGLE_OF[id] ?? id);
    expect(
      validateSelection(single, { kind: 'single', numbers: line.numbers, special: line.special }),
    ).toBeNull();
  }
}

function distinctPicks(min: number, max: number, sizes: readonly number[]) {
  return fc
    .constantFrom(...sizes)
    .chain((size) =>
      fc.uniqueArray(fc.integer({ min, max }), { minLength: size, maxLength: size }),
    );
}

describe('line properties', () => {
  it('bao of the number games: C(n, k) (or the fill count) distinct valid lines', () => {
    const cases: readonly [ProductId, number | null][] = [
      ['mega645', null],
      ['power655', null],
      ['lotto535', 7],
      ['bao636', null],
    ];
    for (const [id, special] of cases) {
      const pick = getProduct(id).pick;
      const form = getProduct(id).playForms.find((f) => f.kind === 'bao');
      if (!pick || form?.kind !== 'bao') throw new Error(`no bao for ${id}`);
      // The largest sizes make thousands of lines; a few runs keep the test quick.
      const sizes = form.sizes.filter((n) => n <= 12);
      fc.assert(
        fc.property(distinctPicks(pick.min, pick.max, sizes), (numbers) => {
          const selection: PlaySelection = { kind: 'bao', numbers, special };
          const shape = getProduct(id).result;
          const k = shape.kind === 'balls' ? shape.count : 0;
          const expected =
            numbers.length >= k
              ? binomial(numbers.length, k)
              : binomial(pick.max - pick.min + 1 - numbers.length, k - numbers.length);
          expect(lineCount(id, selection)).toBe(expected);
          checkLines(id, selection);
        }),
        { numRuns: 15 },
      );
    }
  });

  it('Keno bao: C(N, k) distinct valid lines', () => {
    const picks = fc
      .integer({ min: 2, max: 12 })
      .chain((n) =>
        fc.tuple(
          fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: n, maxLength: n }),
          fc.integer({ min: 1, max: Math.min(10, n - 1) }),
        ),
      );
    fc.assert(
      fc.property(picks, ([numbers, level]) => {
        const selection: PlaySelection = { kind: 'kenoBao', numbers, level };
        expect(lineCount('keno', selection)).toBe(binomial(numbers.length, level));
        checkLines('keno', selection);
      }),
      { numRuns: 40 },
    );
  });

  it('loto bao, đảo số and bao vị trí: as many distinct valid lines as counted', () => {
    fc.assert(
      fc.property(distinctPicks(0, 99, [3, 4]), (numbers) => {
        checkLines('baoloto2', { kind: 'lotoBao', numbers });
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 999 }), { minLength: 2, maxLength: 2 }),
        (numbers) => {
          checkLines('max3dplus', { kind: 'permutation', numbers });
          checkLines('max3d', { kind: 'permutation', numbers: numbers.slice(0, 1) });
        },
      ),
    );
    const pattern = fc
      .array(fc.constantFrom('0', '5', '9', '*'), { minLength: 3, maxLength: 3 })
      .map((chars) => chars.join(''))
      .filter((p) => p.includes('*') && p.split('*').length <= 3);
    fc.assert(
      fc.property(pattern, (p) => {
        checkLines('max3d', { kind: 'wildcard', patterns: [p] });
      }),
    );
  });
});
