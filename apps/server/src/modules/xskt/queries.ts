import type { RefusalRule } from '@veso/contract';
import {
  XSKT_MESSAGES,
  XSKT_PRODUCTS,
  type XsktProduct,
  type byNumberQuerySchema,
  type saleListQuerySchema,
  type wholeSetQuerySchema,
} from '@veso/contract';
import { addDays, provincesOn } from '@veso/domain';
import type { z } from 'zod';
import { invalidRequest } from '../../http/errors';
import { type StockFilter } from './stock-repo';

/** What the paper lists, cart and history share: their queries' products, pages and refusals. */

export type SaleListQuery = z.output<typeof saleListQuerySchema>;
export type ByNumberQuery = z.output<typeof byNumberQuerySchema>;
export type WholeSetQuery = z.output<typeof wholeSetQuerySchema>;

export function refuse(message: string, field: string, rule: RefusalRule): never {
  throw invalidRequest(message, field, rule);
}

export const PRODUCT_OF_CATEGORY: Readonly<Record<number, XsktProduct>> = {
  3: 'xsmb',
  4: 'xsmn',
  5: 'xsmt',
};

/** The products a query names (category or product), every region when neither. */
export function productsOf(query: { category?: number; product?: XsktProduct }): XsktProduct[] {
  if (query.product) {
    if (query.category !== undefined && PRODUCT_OF_CATEGORY[query.category] !== query.product) {
      return [];
    }
    return [query.product];
  }
  if (query.category !== undefined) {
    const product = PRODUCT_OF_CATEGORY[query.category];
    return product ? [product] : [];
  }
  return [...XSKT_PRODUCTS];
}

export const WEEKDAYS = ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];

/** The province as the weekly table spells it (NFC; case and dots ignored), else as given. */
export function provinceName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const key = (s: string) => s.normalize('NFC').toLocaleLowerCase('vi').replace(/[\s.]/g, '');
  const all = new Set(
    XSKT_PRODUCTS.flatMap((p) =>
      Array.from({ length: 7 }, (_, d) => provincesOn(p, addDays('2026-01-04', d))).flat(),
    ),
  );
  return [...all].find((p) => key(p) === key(name)) ?? name.normalize('NFC');
}

/** The digits searched must fit the tickets' width. */
export function assertDigits(filter: StockFilter, products: readonly XsktProduct[]): void {
  const width = Math.max(...products.map((p) => (p === 'xsmb' ? 5 : 6)));
  for (const digits of [filter.number, filter.tail, filter.head]) {
    if (digits !== undefined && digits.length > width)
      refuse(XSKT_MESSAGES.badQuery, 'number', 'format');
  }
  if (
    filter.number !== undefined &&
    products.every((p) => (p === 'xsmb' ? 5 : 6) !== filter.number?.length)
  ) {
    refuse(XSKT_MESSAGES.badQuery, 'number', 'format');
  }
}

export function page(query: { page_index: number; page_size: number }) {
  return { limit: query.page_size, offset: (query.page_index - 1) * query.page_size };
}
