import type { NumberSet } from '@veso/shop-core';

/** Most favourite number sets kept per game. */
export const FAVOURITES_MAX = 10;

function key(product: string): string {
  return `veso.favourites.${product}`;
}

function isNumberSet(value: unknown): value is NumberSet {
  if (typeof value !== 'object' || value === null) return false;
  const set = value as Partial<NumberSet>;
  return (
    Array.isArray(set.numbers) &&
    set.numbers.every((n) => Number.isInteger(n)) &&
    (set.form === 'single' || set.form === 'bao' || set.form === 'baoSpecial') &&
    Array.isArray(set.specials)
  );
}

/** The favourite number sets saved on this device for a game (newest first). */
export function loadFavourites(product: string): NumberSet[] {
  try {
    const raw = globalThis.localStorage?.getItem(key(product));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isNumberSet) : [];
  } catch {
    return [];
  }
}

/** Saves the list (private mode or a full storage: kept for this visit only). */
export function saveFavourites(product: string, sets: readonly NumberSet[]): void {
  try {
    globalThis.localStorage?.setItem(key(product), JSON.stringify(sets.slice(0, FAVOURITES_MAX)));
  } catch {
    // Storage unavailable: the list still lives in the page's state.
  }
}

/** Same numbers, form and specials (the order of picking does not matter). */
export function sameSet(a: NumberSet, b: NumberSet): boolean {
  const sorted = (values: readonly number[]) => [...values].sort((x, y) => x - y).join(',');
  return (
    a.form === b.form &&
    sorted(a.numbers) === sorted(b.numbers) &&
    a.special === b.special &&
    sorted(a.specials) === sorted(b.specials)
  );
}
