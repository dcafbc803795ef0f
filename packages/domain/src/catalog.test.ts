import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_COMPUTER_PRICE_UNIT,
  PRICE_UNIT,
  PRODUCT_FAMILY_LABELS,
  PRODUCT_IDS,
  PRODUCTS,
  getProduct,
  isProductId,
  productByRoute,
} from './catalog';
import type { ProductFamily } from './catalog';
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

  it('keeps Max 4D in the catalogue but not on sale; everything else is on sale', () => {
    expect(getProduct('max4d')).toMatchObject({ name: 'Max 4D', route: '/max-4d', onSale: false });
    expect(PRODUCTS.filter((p) => !p.onSale).map((p) => p.id)).toEqual(['max4d']);
  });

  it('prices one unit at 10.000đ; the wallet-embedded computer lottery unit is 1.000đ', () => {
    expect(PRICE_UNIT).toBe(10_000);
    expect(EMBEDDED_COMPUTER_PRICE_UNIT).toBe(1_000);
    for (const product of PRODUCTS) expect(product.priceUnit).toBe(10_000);
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
