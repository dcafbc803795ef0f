import { describe, expect, it } from 'vitest';
import { PRODUCTS, getProduct } from './catalog';
import {
  SPEC_ITEM_PRODUCTS,
  categoryOfDrawArea,
  productOfSpecItem,
  specNumberSetOf,
  specPlayFormOf,
} from './spec-items';

// The spec §3 enumerations, copied from its text (not from `enums.ts`), so the table is held
// to the spec rather than to itself.
const SPEC_LOTTERY_TYPE = { xsdt: 1, xstt: 2 };
const SPEC_CATEGORY = {
  x636: 1,
  loto235: 2,
  loto234: 6,
  northernLottery: 3,
  southLottery: 4,
  centralLottery: 5,
};
const SPEC_TICKET_TYPE = {
  Mega645: 1,
  Max4D: 2,
  Power655: 3,
  Max3D: 4,
  Max3DPlus: 5,
  Keno: 6,
  OmMax3DPlus: 15,
  groupPlayMega: 21,
  groupPlayPower: 23,
  Lotto535: 12,
};

const product = (key: Parameters<typeof productOfSpecItem>[0]) => {
  const found = productOfSpecItem(key);
  return 'product' in found ? found.product : found;
};

describe('the spec item → product table', () => {
  it('maps every Vietlott ticket type id of the spec (no lotteryType) to its game', () => {
    const expected: Record<keyof typeof SPEC_TICKET_TYPE, string> = {
      Mega645: 'mega645',
      Max4D: 'max4d',
      Power655: 'power655',
      Max3D: 'max3d',
      Max3DPlus: 'max3dplus',
      Keno: 'keno',
      OmMax3DPlus: 'ommax3dplus',
      groupPlayMega: 'mega645',
      groupPlayPower: 'power655',
      Lotto535: 'lotto535',
    };
    for (const [name, id] of Object.entries(SPEC_TICKET_TYPE)) {
      const found = productOfSpecItem({ category: id });
      expect(found, name).toEqual({
        product: expected[name as keyof typeof SPEC_TICKET_TYPE],
        groupPlay: name.startsWith('groupPlay'),
      });
      // `null` is "not sent" as well (a client serialising an empty field).
      expect(product({ lotteryType: null, category: id }), name).toBe(
        expected[name as keyof typeof SPEC_TICKET_TYPE],
      );
    }
  });

  it('reads a Vietlott ticket type from the number sets’ ticketId when category is absent', () => {
    expect(product({ ticketIds: [3, '3'] })).toBe('power655');
    expect(product({ category: 1, ticketIds: [3] })).toBe('mega645');
    expect(productOfSpecItem({ ticketIds: [1, 3] })).toEqual({ unknown: 'category' });
    // A paper item's ticketId is its stock ticket, never a ticket type.
    expect(productOfSpecItem({ lotteryType: 2, ticketIds: [1] })).toEqual({ unknown: 'category' });
  });

  it('maps every xsdt category and group of the spec, told apart by the numbers', () => {
    const { xsdt } = SPEC_LOTTERY_TYPE;
    // Group: bao6=6, loto2=2, loto3=3, loto5=5 (loto235), loto2_couple=2, loto3_couple=3,
    // loto4_couple=4 (loto234).
    expect(product({ lotteryType: xsdt, category: SPEC_CATEGORY.x636, group: 6 })).toBe(
      'dientoan636',
    );
    expect(
      product({ lotteryType: xsdt, category: SPEC_CATEGORY.x636, group: 6, numberCounts: [6] }),
    ).toBe('dientoan636');
    for (const count of [7, 8, 12]) {
      expect(
        product({ lotteryType: xsdt, category: 1, group: 6, numberCounts: [count] }),
        `${count} numbers`,
      ).toBe('bao636');
    }
    expect(product({ lotteryType: xsdt, category: 1, numberCounts: [7] })).toBe('bao636');
    expect(product({ lotteryType: xsdt, category: SPEC_CATEGORY.loto235, group: 2 })).toBe('loto2');
    expect(product({ lotteryType: xsdt, category: 2, group: 3 })).toBe('loto3');
    expect(product({ lotteryType: xsdt, category: 2, group: 5 })).toBe('loto5');
    expect(product({ lotteryType: xsdt, category: SPEC_CATEGORY.loto234, group: 2 })).toBe(
      'loto2cap',
    );
    expect(product({ lotteryType: xsdt, category: 6, group: 2, numberCounts: [2] })).toBe(
      'loto2cap',
    );
    expect(product({ lotteryType: xsdt, category: 6, group: 2, numberCounts: [3] })).toBe(
      'baoloto2',
    );
    expect(product({ lotteryType: xsdt, category: 6, group: 2, numberCounts: [4, 3] })).toBe(
      'baoloto2',
    );
    expect(product({ lotteryType: xsdt, category: 6, group: 3, numberCounts: [3] })).toBe(
      'loto3cap',
    );
    expect(product({ lotteryType: xsdt, category: 6, group: 4, numberCounts: [4] })).toBe(
      'loto4cap',
    );
  });

  it('maps every paper category of the spec, and a drawArea province to its region', () => {
    const { xstt } = SPEC_LOTTERY_TYPE;
    expect(product({ lotteryType: xstt, category: SPEC_CATEGORY.northernLottery })).toBe('xsmb');
    expect(product({ lotteryType: xstt, category: SPEC_CATEGORY.southLottery })).toBe('xsmn');
    expect(product({ lotteryType: xstt, category: SPEC_CATEGORY.centralLottery })).toBe('xsmt');
    expect(product({ lotteryType: xstt, drawArea: 'Tiền Giang' })).toBe('xsmn');
    expect(product({ lotteryType: xstt, drawArea: ' khánh hòa ' })).toBe('xsmt');
    expect(product({ lotteryType: xstt, category: 3, drawArea: 'Hà Nội' })).toBe('xsmb');
    // A code or a name the schedule does not hold says nothing.
    expect(product({ lotteryType: xstt, category: 4, drawArea: 'HCM' })).toBe('xsmn');
    expect(product({ lotteryType: xstt, category: 4, drawArea: 7 })).toBe('xsmn');
    expect(categoryOfDrawArea('Đà Nẵng')).toBe(5);
  });

  it('names the field of an item that names no product', () => {
    expect(productOfSpecItem({ lotteryType: 3, category: 1 })).toEqual({ unknown: 'lotteryType' });
    expect(productOfSpecItem({ lotteryType: 0, category: 1 })).toEqual({ unknown: 'lotteryType' });
    expect(productOfSpecItem({ lotteryType: 1 })).toEqual({ unknown: 'category' });
    expect(productOfSpecItem({})).toEqual({ unknown: 'category' });
    expect(productOfSpecItem({ category: 99 })).toEqual({ unknown: 'category' });
    expect(productOfSpecItem({ lotteryType: 1, category: 3 })).toEqual({ unknown: 'category' });
    expect(productOfSpecItem({ lotteryType: 2, category: 1 })).toEqual({ unknown: 'category' });
    expect(productOfSpecItem({ lotteryType: 1, category: 2, group: 4 })).toEqual({
      unknown: 'group',
    });
    expect(productOfSpecItem({ lotteryType: 1, category: 6 })).toEqual({ unknown: 'group' });
    expect(productOfSpecItem({ lotteryType: 1, category: 6, group: 5 })).toEqual({
      unknown: 'group',
    });
    expect(productOfSpecItem({ lotteryType: 2, category: 3, drawArea: 'Cần Thơ' })).toEqual({
      unknown: 'drawArea',
    });
  });

  it('accepts the shop’s product id alongside only when the spec fields name it', () => {
    expect(product({ category: 1, product: 'mega645' })).toBe('mega645');
    expect(product({ lotteryType: 1, category: 1, group: 6, product: 'bao636' })).toBe('bao636');
    // The numbers' count is the product's rules to judge, not a reason to name another.
    expect(
      product({ lotteryType: 1, category: 1, group: 6, numberCounts: [7], product: 'dientoan636' }),
    ).toBe('dientoan636');
    expect(product({ lotteryType: 2, category: 3, product: 'xsmb' })).toBe('xsmb');
    expect(productOfSpecItem({ category: 3, product: 'mega645' })).toEqual({ unknown: 'product' });
    expect(productOfSpecItem({ lotteryType: 2, category: 4, product: 'xsmb' })).toEqual({
      unknown: 'product',
    });
  });

  it('is derived from the catalogue: every product is named by one row at least', () => {
    for (const p of PRODUCTS) {
      expect(
        SPEC_ITEM_PRODUCTS.some((row) => row.product === p.id && !row.groupPlay),
        p.id,
      ).toBe(true);
    }
    for (const row of SPEC_ITEM_PRODUCTS.filter((r) => !r.groupPlay)) {
      const found = getProduct(row.product);
      expect(found.ticketTypeId ?? found.category).toBe(row.category);
    }
  });

  it('reads the play form of a spec number set (no form field) from its count', () => {
    expect(specPlayFormOf('mega645', 6)).toBe('single');
    expect(specPlayFormOf('mega645', 7)).toBe('bao');
    expect(specPlayFormOf('dientoan636', 6)).toBe('single');
    expect(specPlayFormOf('bao636', 8)).toBe('bao');
    expect(specPlayFormOf('baoloto2', 3)).toBe('lotoBao');
    expect(specPlayFormOf('keno', 10)).toBe('single');
    // A count no form takes: the product's own form, whose rules refuse it.
    expect(specPlayFormOf('mega645', 4)).toBe('single');
    expect(specPlayFormOf('bao636', 13)).toBe('bao');
  });

  it('reads Lotto 5/35’s special number as the last entry of a spec number set', () => {
    expect(specNumberSetOf('lotto535', ['01', '07', '15', '22', '35', '12'])).toEqual({
      form: 'single',
      numbers: ['01', '07', '15', '22', '35'],
      special: '12',
    });
    // 4 numbers and the special: bao 4; 7 numbers and the special: bao 7.
    expect(specNumberSetOf('lotto535', [1, 2, 3, 4, 9])).toEqual({
      form: 'bao',
      numbers: [1, 2, 3, 4],
      special: 9,
    });
    expect(specNumberSetOf('lotto535', [1, 2, 3, 4, 5, 6, 7, 3])).toMatchObject({
      form: 'bao',
      numbers: [1, 2, 3, 4, 5, 6, 7],
      special: 3,
    });
    // A game without a special number keeps every entry.
    expect(specNumberSetOf('mega645', [1, 2, 3, 4, 5, 6])).toEqual({
      form: 'single',
      numbers: [1, 2, 3, 4, 5, 6],
    });
  });
});
