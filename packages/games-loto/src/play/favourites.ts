/** Most favourite number sets kept per game. */
export const FAVOURITES_MAX = 10;

function key(product: string): string {
  return `veso.favourites.${product}`;
}

function isNumbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((n) => Number.isInteger(n));
}

/** Same numbers, whatever the order they were picked in. */
export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (values: readonly number[]) => [...values].sort((x, y) => x - y).join(',');
  return sorted(a) === sorted(b);
}

/** The favourite number sets saved on this device for a game (newest first). */
export function loadFavourites(product: string): number[][] {
  try {
    const raw = globalThis.localStorage?.getItem(key(product));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isNumbers) : [];
  } catch {
    return [];
  }
}

/** Saves the list (private mode or a full storage: kept for this visit only). */
export function saveFavourites(product: string, sets: readonly (readonly number[])[]): void {
  try {
    globalThis.localStorage?.setItem(key(product), JSON.stringify(sets.slice(0, FAVOURITES_MAX)));
  } catch {
    // Storage unavailable: the list still lives in the page's state.
  }
}
