import { formatDateTime, getProduct } from '@veso/domain';
import { cartItemsTotal, isPaperCartItem, isVietlottCartItem } from '@veso/shop-core';
import type { CartItem, PaperCartItem, VietlottCartItem } from '@veso/shop-core';

export const LETTERS = 'ABCDEF';

/** The checkout's route table entries other features own (spec §2). */
export const HOME = '/';
export const TOP_UP_PATH = '/nap-tien';
/** The account update page (spec §2), where the birthday is entered. */
export const PROFILE_PATH = '/cap-nhat-thong-tin-tai-khoan';
/** The order detail of the orders feature: `/lich-su-dat-mua/{id}`. */
export function orderDetailPath(orderId: number): string {
  return `/lich-su-dat-mua/${orderId}`;
}

/** The paper order detail of the orders feature: `/chi-tiet-don-kien-thiet?orderId={id}`. */
export function paperOrderPath(orderId: number): string {
  return `/chi-tiet-don-kien-thiet?orderId=${orderId}`;
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

/** The cart as checkout reads it: the game tickets, the held paper lines, and their total. */
export type CheckoutItems = {
  games: VietlottCartItem[];
  paper: PaperCartItem[];
  /** Lines in the cart (a whole set is one line). */
  count: number;
  total: number;
};

/** Splits the cart into game tickets and paper lines (anything else is not sold here). */
export function checkoutItems(all: readonly CartItem[]): CheckoutItems {
  const games = all.filter(isVietlottCartItem);
  const paper = all.filter(isPaperCartItem);
  return {
    games,
    paper,
    count: games.length + paper.length,
    total: cartItemsTotal([...games, ...paper]),
  };
}
