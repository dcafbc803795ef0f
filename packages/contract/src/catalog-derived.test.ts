import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DRAW_CALENDAR_IDS,
  DRAW_CALENDARS,
  GROUP_TICKET_TYPES,
  LotteryType,
  PAPER_TICKET_PRICE,
  PRODUCTS,
  PRODUCT_IDS,
  type DrawCalendarId,
} from '@veso/domain';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  GROUP_PRODUCTS,
  ORDERABLE_PRODUCTS,
  ORDER_PRODUCTS,
  RESULT_PRODUCTS,
  STATISTIC_PRODUCTS,
  XSDT_PRODUCTS,
  XSKT_PRODUCTS,
  XSKT_TICKET_PRICE,
  type GroupProduct,
  type OrderableProduct,
  type ResultProduct,
  type StatisticProduct,
  type XsdtProduct,
  type XsktProduct,
} from './index';

/**
 * The product-family lists of the contract are the catalogue's (`@veso/domain`), never
 * written by hand: a new product reaches every enum, loop and tab of its family by its
 * catalogue entry alone.
 */

const ids = (test: (p: (typeof PRODUCTS)[number]) => boolean) =>
  PRODUCTS.filter(test).map((p) => p.id);

describe('the product-family lists', () => {
  it('are filters of the catalogue, in its order', () => {
    expect(XSKT_PRODUCTS).toEqual(ids((p) => p.lotteryType === LotteryType.xstt));
    expect(XSKT_PRODUCTS).toEqual(['xsmb', 'xsmt', 'xsmn']);
    expect(XSDT_PRODUCTS).toEqual(ids((p) => p.lotteryType === LotteryType.xsdt));
    expect(ORDERABLE_PRODUCTS).toEqual(
      ids((p) => p.family === 'vietlott' && p.saleStatus !== 'discontinued'),
    );
    expect(ORDERABLE_PRODUCTS).not.toContain('max4d');
    expect(ORDER_PRODUCTS).toEqual(PRODUCT_IDS);
    expect(GROUP_PRODUCTS).toEqual(ids((p) => p.id in GROUP_TICKET_TYPES));
  });

  it('list the draws that still draw and those with number statistics', () => {
    const ended = (id: DrawCalendarId) => DRAW_CALENDARS[id].lastDay !== null;
    expect(RESULT_PRODUCTS).toEqual(DRAW_CALENDAR_IDS.filter((id) => !ended(id)));
    expect(RESULT_PRODUCTS).toContain('max3dpro');
    expect(RESULT_PRODUCTS).not.toContain('max4d');
    // A calendar has ended exactly when a discontinued product is settled on it (the type
    // of the list is read from the products, its value from the calendars).
    for (const id of DRAW_CALENDAR_IDS) {
      const onIt = PRODUCTS.filter((p) => p.calendar === id);
      expect(ended(id), id).toBe(
        onIt.length > 0 && onIt.every((p) => p.saleStatus === 'discontinued'),
      );
    }
    expect(STATISTIC_PRODUCTS).toEqual([
      'mega645',
      'power655',
      'lotto535',
      'keno',
      'dientoan636',
      'xsmb',
    ]);
  });

  it('type their enums by the same catalogue rules', () => {
    expectTypeOf<XsktProduct>().toEqualTypeOf<'xsmb' | 'xsmt' | 'xsmn'>();
    expectTypeOf<XsdtProduct>().toEqualTypeOf<
      | 'dientoan636'
      | 'bao636'
      | 'loto2'
      | 'loto3'
      | 'loto5'
      | 'baoloto2'
      | 'loto2cap'
      | 'loto3cap'
      | 'loto4cap'
    >();
    expectTypeOf<OrderableProduct>().toEqualTypeOf<
      'mega645' | 'power655' | 'lotto535' | 'keno' | 'max3d' | 'max3dplus' | 'ommax3dplus'
    >();
    expectTypeOf<GroupProduct>().toEqualTypeOf<'mega645' | 'power655' | 'keno'>();
    expectTypeOf<ResultProduct>().toEqualTypeOf<Exclude<DrawCalendarId, 'max4d'>>();
    expectTypeOf<StatisticProduct>().toEqualTypeOf<
      'mega645' | 'power655' | 'lotto535' | 'keno' | 'dientoan636' | 'xsmb'
    >();
  });
});

const SLUGS: ReadonlySet<string> = new Set<string>([...PRODUCT_IDS, ...DRAW_CALENDAR_IDS]);

/**
 * Every array literal of `text` naming two or more products or draw calendars, as
 * `line: [ids]`: a family list written by hand.
 */
export function handWrittenLists(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const slugs = node.elements.filter(
        (e): e is ts.StringLiteral => ts.isStringLiteralLike(e) && SLUGS.has(e.text),
      );
      if (slugs.length >= 2) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${line}: ${slugs.map((s) => s.text).join(', ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the hand-written list scan', () => {
  it('finds a family list written out, in an enum or a spread', () => {
    const fixture = [
      "export const XSKT = ['xsmb', 'xsmn', 'xsmt'] as const;",
      "const region = z.enum(['xsmb', 'xsmt']);",
      "const all = [...XSDT, 'max4d', 'max3dpro'];",
    ].join('\n');
    expect(handWrittenLists('fixture.ts', fixture)).toEqual([
      '1: xsmb, xsmn, xsmt',
      '2: xsmb, xsmt',
      '3: max4d, max3dpro',
    ]);
  });

  it('lets one id, other words and derived lists pass', () => {
    const fixture = [
      "const one = ['xsmb'];",
      "const kinds = ['draft', 'open'];",
      "const names = ['mega', 'power'];",
      'const derived = [...XSDT_PRODUCTS, ...XSKT_PRODUCTS];',
      "const product = z.literal('keno');",
    ].join('\n');
    expect(handWrittenLists('fixture.ts', fixture)).toEqual([]);
  });

  it('finds no hand-written product-family list in the contract', () => {
    const root = import.meta.dirname;
    const found = sources(root).flatMap((file) =>
      handWrittenLists(file, readFileSync(file, 'utf8')).map(
        (hit) => `${path.relative(root, file)}:${hit}`,
      ),
    );
    expect(found).toEqual([]);
  });
});

/** Every `NAME = <number>` constant of `text` whose name says it is a price, as `line: NAME`. */
export function priceLiterals(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const match = /\bconst\s+(\w*PRICE\w*)\s*(?::[^=]+)?=\s*[\d_.]+\s*[;,]?\s*$/i.exec(line);
    return match ? [`${i + 1}: ${match[1]}`] : [];
  });
}

describe('the paper ticket price', () => {
  it("is the domain's, the price unit of every paper product", () => {
    expect(XSKT_TICKET_PRICE).toBe(PAPER_TICKET_PRICE);
    for (const id of XSKT_PRODUCTS) {
      expect(PRODUCTS.find((p) => p.id === id)?.priceUnit, id).toBe(XSKT_TICKET_PRICE);
    }
  });

  it('finds a price written as a number, not one taken from the domain', () => {
    const fixture = [
      'export const XSKT_TICKET_PRICE = 10_000;',
      'const unitPrice: number = 1000;',
      'export const XSKT_TICKET_PRICE = PAPER_TICKET_PRICE;',
      'export const HOLD_TTL_MS = 15 * 60 * 1000;',
    ].join('\n');
    expect(priceLiterals(fixture)).toEqual(['1: XSKT_TICKET_PRICE', '2: unitPrice']);
  });

  it('is written as a number nowhere in the contract', () => {
    const root = import.meta.dirname;
    const found = sources(root).flatMap((file) =>
      priceLiterals(readFileSync(file, 'utf8')).map((hit) => `${path.relative(root, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
