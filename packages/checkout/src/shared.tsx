import { formatDateTime, getProduct } from '@veso/domain';
import type { VietlottCartItem } from '@veso/shop-core';

export const LETTERS = 'ABCDEF';

/** The checkout's route table entries other features own (spec §2). */
export const HOME = '/';
export const TOP_UP_PATH = '/nap-tien';
/** The order detail of the orders feature: `/lich-su-dat-mua/{id}`. */
export function orderDetailPath(orderId: number): string {
  return `/lich-su-dat-mua/${orderId}`;
}

/** 'Kỳ #01200 · 01/01/2030 18:00:00' */
export function drawLabel(drawCode: string, drawAt: string): string {
  return `Kỳ #${drawCode} · ${formatDateTime(drawAt)}`;
}

export function productName(item: VietlottCartItem): string {
  return getProduct(item.product)?.name ?? item.product;
}

/** The earliest sales cut-off of the cart (ISO), or null. */
export function earliestCutoff(items: readonly VietlottCartItem[]): string | null {
  const all = items.flatMap((item) => item.drawInfos.map((draw) => draw.salesCloseAt));
  return all.length === 0 ? null : ([...all].sort()[0] ?? null);
}
