import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DRAW_CALENDAR_IDS,
  EMBEDDED_COMPUTER_PRICE_UNIT,
  KENO_LEVELS,
  KENO_SIDE_BET_LABELS,
  KENO_SIDE_BETS,
  PLAY_FORM_LABELS,
  PAPER_TICKET_PRICE,
  PRICE_UNIT,
  SALE_STATUS_LABELS,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_IDS,
  PRODUCTS,
  getProduct,
  isProductId,
  productByRoute,
} from './catalog';
import type { PlayForm, ProductFamily, ProductId } from './catalog';
import { Category, Group, LotteryType, TicketTypeId } from './enums';
import { isSpecRoute } from './test/spec-routes';

const FAMILY_ORDER: readonly ProductFamily[] = ['vietlott', 'computer', 'loto', 'paper'];

describe('the product catalogue', () => {
  it('has unique ids, in PRODUCT_IDS order', () => {
    const ids = PRODUCTS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...PRODUCT_IDS]);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+$/);
  });

  it('has unique routes, every one of them a route of spec §2', () => {
    const routes = PRODUCTS.flatMap((p) => [p.route, ...p.extraRoutes]);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(isSpecRoute(route), route).toBe(true);
  });

  it('sells every product the spec lists', () => {
    const names = PRODUCTS.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Mega 6/45',
        'Power 6/55',
        'Max 3D',
        'Max 3D+',
        'Max 4D',
        'Ôm Max 3D+',
        'Keno',
        'Lotto 5/35',
        'Điện toán 6x36',
        'Bao điện toán 6x36',
        'Lô tô 2 số',
        'Lô tô 3 số',
        'Lô tô 5 số',
        'Bao lô tô 2 số',
        'Lô tô 2 cặp số',
        'Lô tô 3 cặp số',
        'Lô tô 4 cặp số',
        'Xổ số kiến thiết miền Bắc',
        'Xổ số kiến thiết miền Trung',
        'Xổ số kiến thiết miền Nam',
      ]),
    );
    expect(
      [
        '/bao-loto-2-so',
        '/lo-to-2-so',
        '/lo-to-2-cap-so',
        '/lo-to-3-cap-so',
        '/lo-to-4-cap-so',
        '/lo-to-cap-so',
        '/lo-to-235',
        '/bao-xsdt-6x36',
        '/choi-bao-keno',
      ].map((route) => productByRoute(route)?.id),
    ).toEqual([
      'baoloto2',
      'loto2',
      'loto2cap',
      'loto3cap',
      'loto4cap',
      'loto2cap',
      'loto2',
      'bao636',
      'keno',
    ]);
  });

  it('shows Vietlott first, then computer, loto and paper lotteries', () => {
    const families = PRODUCTS.map((p) => FAMILY_ORDER.indexOf(p.family));
    expect(families).toEqual([...families].sort((a, b) => a - b));
    expect(PRODUCTS[0]?.name).toBe('Mega 6/45');
    for (const family of FAMILY_ORDER) expect(PRODUCT_FAMILY_LABELS[family]).toMatch(/\S/);
  });

  it('keeps Max 4D in the catalogue but discontinued; everything else is on sale', () => {
    expect(getProduct('max4d')).toMatchObject({
      name: 'Max 4D',
      route: '/max-4d',
      onSale: false,
      saleStatus: 'discontinued',
    });
    expect(PRODUCTS.filter((p) => !p.onSale).map((p) => p.id)).toEqual(['max4d']);
    for (const p of PRODUCTS) expect(p.onSale, p.id).toBe(p.saleStatus === 'onSale');
    expect(SALE_STATUS_LABELS.comingSoon).toBe('Sắp ra mắt');
    expect(SALE_STATUS_LABELS[getProduct('max4d').saleStatus]).toBe('Ngừng phát hành');
  });

  it('prices one unit at 10.000đ; the wallet-embedded computer lottery unit is 1.000đ', () => {
    expect(PRICE_UNIT).toBe(10_000);
    expect(EMBEDDED_COMPUTER_PRICE_UNIT).toBe(1_000);
    for (const product of PRODUCTS) expect(product.priceUnit).toBe(10_000);
  });

  it('prices a printed paper ticket at 10.000đ, the priceUnit of every paper product', () => {
    expect(PAPER_TICKET_PRICE).toBe(10_000);
    const paper = PRODUCTS.filter((p) => p.family === 'paper');
    expect(paper.map((p) => p.id)).toEqual(['xsmb', 'xsmt', 'xsmn']);
    for (const product of paper) expect(product.priceUnit, product.id).toBe(PAPER_TICKET_PRICE);
  });

  it('gives every product Vietnamese card texts', () => {
    for (const p of PRODUCTS) {
      expect(p.name, p.id).toMatch(/\S/);
      expect(p.shortDescription, p.id).toMatch(/\S/);
      expect(p.shortDescription, p.id).not.toContain('\n');
      expect(p.drawSchedule, p.id).toMatch(/\d{2}:\d{2}/);
    }
    expect(getProduct('mega645').drawSchedule).toBe('Thứ 4, 6, Chủ nhật - 18:00');
    expect(getProduct('power655').drawSchedule).toBe('Thứ 3, 5, 7 - 18:00');
    expect(getProduct('dientoan636').drawSchedule).toMatch(/^Thứ 4, 7 - /);
  });

  it('carries the spec codes of each product', () => {
    expect(getProduct('mega645')).toMatchObject({
      family: 'vietlott',
      ticketTypeId: TicketTypeId.Mega645,
    });
    expect(getProduct('power655').ticketTypeId).toBe(3);
    expect(getProduct('max3d').ticketTypeId).toBe(4);
    expect(getProduct('max3dplus').ticketTypeId).toBe(5);
    expect(getProduct('keno').ticketTypeId).toBe(6);
    expect(getProduct('lotto535').ticketTypeId).toBe(12);
    expect(getProduct('ommax3dplus').ticketTypeId).toBe(15);
    expect(getProduct('dientoan636')).toMatchObject({
      lotteryType: LotteryType.xsdt,
      category: Category.x636,
    });
    expect(getProduct('bao636').group).toBe(Group.bao6);
    expect(getProduct('loto3')).toMatchObject({ category: Category.loto235, group: 3 });
    expect(getProduct('loto4cap')).toMatchObject({ category: Category.loto234, group: 4 });
    expect(getProduct('xsmb')).toMatchObject({ lotteryType: 2, category: 3, pick: null });
    expect(getProduct('xsmt').category).toBe(5);
    expect(getProduct('xsmn').category).toBe(4);
    for (const p of PRODUCTS.filter((x) => x.family === 'vietlott')) {
      expect(p.ticketTypeId, p.id).not.toBeNull();
    }
    for (const p of PRODUCTS.filter((x) => x.family !== 'vietlott')) {
      expect(p.category, p.id).not.toBeNull();
      expect(p.lotteryType, p.id).not.toBeNull();
    }
  });

  it('describes the number picks of the reference', () => {
    expect(getProduct('mega645').pick).toMatchObject({
      count: 6,
      minCount: 6,
      min: 1,
      max: 45,
      digits: 2,
    });
    expect(getProduct('power655').pick).toMatchObject({ count: 6, min: 1, max: 55 });
    expect(getProduct('lotto535').pick).toMatchObject({
      count: 5,
      max: 35,
      special: { min: 1, max: 12 },
    });
    expect(getProduct('keno').pick).toMatchObject({ count: 10, minCount: 1, min: 1, max: 80 });
    expect(getProduct('max3dplus').pick).toMatchObject({
      count: 2,
      min: 0,
      max: 999,
      digits: 3,
      distinct: false,
    });
    expect(getProduct('loto5').pick).toMatchObject({ count: 1, min: 0, max: 99_999, digits: 5 });
    for (const p of PRODUCTS) {
      if (!p.pick) continue;
      expect(p.pick.minCount, p.id).toBeLessThanOrEqual(p.pick.count);
      expect(p.pick.min, p.id).toBeLessThan(p.pick.max);
      expect(String(p.pick.max).length, p.id).toBeLessThanOrEqual(p.pick.digits);
    }
  });

  it('cannot be changed by a consumer', () => {
    const mega = getProduct('mega645');
    expect(Object.isFrozen(PRODUCTS)).toBe(true);
    expect(Object.isFrozen(mega)).toBe(true);
    expect(Object.isFrozen(mega.pick)).toBe(true);
    expect(Object.isFrozen(getProduct('lotto535').pick?.special)).toBe(true);
    expect(Object.isFrozen(mega.playForms[1])).toBe(true);
    expect(Object.isFrozen(mega.stake.presets)).toBe(true);
    expect(Object.isFrozen(getProduct('xsmb').result)).toBe(true);
    expect(() => {
      (mega.extraRoutes as string[]).push('/x');
    }).toThrow(TypeError);
  });
});

describe('play forms', () => {
  function forms(id: ProductId): PlayForm[] {
    return [...getProduct(id).playForms];
  }

  it('offers single and bao 5, 7–15 and 18 for Mega and Power', () => {
    for (const id of ['mega645', 'power655'] as const) {
      expect(forms(id)).toEqual([
        { kind: 'single' },
        { kind: 'bao', sizes: [5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 18] },
      ]);
    }
  });

  it('offers Lotto 5/35 bao 4 and 6–15, and the special-number bao 2–12', () => {
    const [single, bao, special] = forms('lotto535');
    expect(single).toEqual({ kind: 'single' });
    expect(bao).toEqual({ kind: 'bao', sizes: [4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] });
    expect(special).toEqual({ kind: 'baoSpecial', sizes: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
  });

  it('gives Keno levels 1–10, bao Keno and the big/small/odd/even side bets', () => {
    expect([...KENO_LEVELS]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(getProduct('keno').pick).toMatchObject({ minCount: 1, count: 10 });
    expect(forms('keno').map((f) => f.kind)).toEqual(['single', 'kenoBao', 'kenoSideBet']);
    expect(forms('keno')[2]).toEqual({ kind: 'kenoSideBet', bets: [...KENO_SIDE_BETS] });
    expect(KENO_SIDE_BETS.map((bet) => KENO_SIDE_BET_LABELS[bet])).toEqual([
      'Lớn',
      'Nhỏ',
      'Hòa Lớn-Nhỏ',
      'Chẵn',
      'Lẻ',
      'Chẵn 11-12',
      'Lẻ 11-12',
      'Hòa Chẵn-Lẻ',
    ]);
  });

  it('offers đảo số and bao vị trí for Max 3D and Max 3D+, the range for Ôm Max 3D+', () => {
    for (const id of ['max3d', 'max3dplus'] as const) {
      expect(forms(id)).toEqual([
        { kind: 'single' },
        { kind: 'permutation' },
        { kind: 'wildcard', maxWildcards: 2 },
      ]);
    }
    expect(forms('ommax3dplus')).toEqual([{ kind: 'range' }]);
  });

  it('sells 6x36 bao from 7 to 12 numbers and loto bao of 3 or 4 numbers', () => {
    expect(forms('bao636')).toEqual([{ kind: 'bao', sizes: [7, 8, 9, 10, 11, 12] }]);
    expect(forms('baoloto2')).toEqual([{ kind: 'lotoBao', sizes: [3, 4] }]);
    expect(forms('dientoan636')).toEqual([{ kind: 'single' }]);
    expect(forms('xsmb')).toEqual([{ kind: 'single' }]);
  });

  it('labels every form kind in Vietnamese', () => {
    for (const p of PRODUCTS) {
      expect(p.playForms.length, p.id).toBeGreaterThan(0);
      for (const form of p.playForms) expect(PLAY_FORM_LABELS[form.kind], p.id).toMatch(/\S/);
    }
  });

  it('keeps every bao size within the numbers a player can pick', () => {
    for (const p of PRODUCTS) {
      for (const form of p.playForms) {
        if (form.kind !== 'bao' && form.kind !== 'lotoBao') continue;
        for (const size of form.sizes) {
          expect(size, p.id).toBeGreaterThan(0);
          expect(size, p.id).toBeLessThanOrEqual((p.pick?.max ?? 0) - (p.pick?.min ?? 0) + 1);
        }
      }
    }
  });
});

describe('stakes, periods and results', () => {
  it('gives every product a stake rule whose presets lie within it', () => {
    for (const p of PRODUCTS) {
      expect(p.stake.min, p.id).toBe(1);
      expect(p.stake.presets[0], p.id).toBe(1);
      for (const preset of p.stake.presets) {
        expect(preset, p.id).toBeGreaterThanOrEqual(p.stake.min);
        expect(preset, p.id).toBeLessThanOrEqual(p.stake.max);
      }
    }
    expect(getProduct('mega645').stake).toEqual({ min: 1, max: 1, presets: [1] });
    expect(getProduct('max3d').stake.max).toBe(20);
    expect(getProduct('keno').stake.presets).toEqual([1, 2, 5, 10, 20, 50]);
    expect(getProduct('ommax3dplus').stake.presets).toEqual([1, 2, 5, 10, 20]);
  });

  it('sells up to 6 draws ahead for Vietlott games, 20 for Keno, 1 for paper tickets', () => {
    expect(getProduct('mega645').maxPeriods).toBe(6);
    expect(getProduct('lotto535').maxPeriods).toBe(6);
    expect(getProduct('keno').maxPeriods).toBe(20);
    expect(getProduct('xsmn').maxPeriods).toBe(1);
    expect(getProduct('max4d').maxPeriods).toBe(1);
  });

  it('describes what a draw produces', () => {
    expect(getProduct('mega645').result).toEqual({
      kind: 'balls',
      count: 6,
      min: 1,
      max: 45,
      bonus: 'none',
    });
    expect(getProduct('power655').result).toMatchObject({ count: 6, max: 55, bonus: 'sameDrum' });
    expect(getProduct('lotto535').result).toMatchObject({ count: 5, bonus: { min: 1, max: 12 } });
    expect(getProduct('keno').result).toMatchObject({ count: 20, min: 1, max: 80 });
    expect(getProduct('max3dplus').result).toEqual({
      kind: 'digitGroups',
      digits: 3,
      groups: [2, 4, 6, 8],
    });
    expect(getProduct('max4d').result).toMatchObject({ digits: 4, groups: [1, 2, 3] });
    const count = (id: ProductId) => {
      const shape = getProduct(id).result;
      return shape.kind === 'tiers' ? shape.tiers.reduce((n, t) => n + t.count, 0) : 0;
    };
    expect(count('xsmb')).toBe(27);
    expect(count('loto2')).toBe(27);
    expect(count('xsmt')).toBe(18);
    expect(count('xsmn')).toBe(18);
  });

  it('settles every product on a draw calendar; Max 3D, 3D+ and Ôm share one', () => {
    for (const p of PRODUCTS) expect(DRAW_CALENDAR_IDS, p.id).toContain(p.calendar);
    expect(['max3d', 'max3dplus', 'ommax3dplus'].map((id) => getProduct(id)?.calendar)).toEqual([
      'max3d',
      'max3d',
      'max3d',
    ]);
    expect(getProduct('loto3cap').calendar).toBe('xsmb');
    expect(getProduct('bao636').calendar).toBe('dientoan636');
  });
});

describe('lookups', () => {
  it('getProduct returns undefined for an unknown id', () => {
    expect(getProduct('mega655')).toBeUndefined();
    expect(getProduct('')).toBeUndefined();
    expect(getProduct('toString')).toBeUndefined();
  });

  it('isProductId accepts exactly the catalogue ids', () => {
    for (const id of PRODUCT_IDS) expect(isProductId(id)).toBe(true);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isProductId(value)).toBe((PRODUCT_IDS as readonly unknown[]).includes(value));
      }),
    );
  });

  it('productByRoute finds a product by its route, ignoring query, hash and trailing slash', () => {
    for (const p of PRODUCTS) expect(productByRoute(p.route)).toBe(p);
    expect(productByRoute('/mega-645/?tab=1')?.id).toBe('mega645');
    expect(productByRoute('/keno#top')?.id).toBe('keno');
    expect(productByRoute('/lo-to-235/3-so')?.id).toBe('loto3');
    expect(productByRoute('/ket-qua')).toBeUndefined();
    expect(productByRoute('/')).toBeUndefined();
    expect(productByRoute('/MEGA-645')).toBeUndefined();
  });
});
