import { Button } from '@veso/ui-kit';
import { useMemo, useState } from 'react';
import { useAppDispatch } from '../hooks/store-hooks';
import { numberSetError } from '../orders/vietlott-cart';
import type { CartProduct, NumberSet } from '../orders/vietlott-cart';
import { showToast } from '../state/toasts-slice';
import styles from '../ui/screen.module.css';
import { useDeviceReadable } from '../ui/device-readable';

/** Most favourite number sets kept per game. */
export const FAVOURITES_MAX = 10;
export const FAVOURITE_SAVED_MESSAGE = 'Đã lưu bộ số yêu thích';

function key(product: string): string {
  return `veso.favourites.${product}`;
}

function isNumbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((n) => Number.isInteger(n));
}

function isNumberSet(value: unknown): value is NumberSet {
  if (typeof value !== 'object' || value === null) return false;
  const set = value as Partial<NumberSet>;
  return (
    isNumbers(set.numbers) &&
    (set.form === 'single' || set.form === 'bao' || set.form === 'baoSpecial') &&
    Array.isArray(set.specials)
  );
}

/** A stored favourite: a number set, or the plain numbers the loto games once saved. */
function favouriteOf(value: unknown): NumberSet | null {
  if (isNumberSet(value)) return value;
  if (isNumbers(value) && value.length > 0) {
    return { numbers: value, form: 'single', special: null, specials: [], chosenAuto: false };
  }
  return null;
}

/** The favourite number sets saved on this device for a game (newest first). */
export function loadFavourites(product: string): NumberSet[] {
  try {
    const raw = globalThis.localStorage?.getItem(key(product));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.map(favouriteOf).filter((set): set is NumberSet => set !== null)
      : [];
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

/** A game's favourite sets: the list, 'save' (newest first, with a toast) and 'remove'. */
export function useFavourites(product: string) {
  const dispatch = useAppDispatch();
  // Changed in this view, or null: what the device holds (none while a server-rendered page
  // is hydrated, as the server had no device to read).
  const [changed, setFavourites] = useState<NumberSet[] | null>(null);
  const deviceReadable = useDeviceReadable();
  const favourites = useMemo(
    () => changed ?? (deviceReadable ? loadFavourites(product) : []),
    [changed, deviceReadable, product],
  );
  function keep(next: NumberSet[]) {
    setFavourites(next);
    saveFavourites(product, next);
  }
  return {
    favourites,
    save(set: NumberSet) {
      const saved: NumberSet = { ...set, chosenAuto: false };
      keep([saved, ...favourites.filter((candidate) => !sameSet(candidate, set))]);
      dispatch(showToast({ message: FAVOURITE_SAVED_MESSAGE, tone: 'success' }));
    },
    remove(set: NumberSet) {
      keep(favourites.filter((candidate) => !sameSet(candidate, set)));
    },
  };
}

export type FavouriteSetsProps = {
  product: CartProduct;
  /** The set being edited, and its letter ('Lưu bộ số A'). */
  current: NumberSet;
  letter: string;
  /** How a set reads ('03 11 19 25 38 44'). */
  describe: (set: NumberSet) => string;
  /** Puts a saved set in the ticket. */
  onUse: (set: NumberSet) => void;
};

/**
 * 'Bộ số yêu thích' of a game, kept on this device: save the set being edited once it can be
 * bought, use or drop a saved one.
 */
export function FavouriteSets({ product, current, letter, describe, onUse }: FavouriteSetsProps) {
  const { favourites, save, remove } = useFavourites(product);
  const canSave = numberSetError(product, current) === null;
  return (
    <section className={styles.card} aria-label="Bộ số yêu thích">
      <div className={styles.spread}>
        <h2 className={styles.legend}>Bộ số yêu thích</h2>
        <Button size="sm" variant="secondary" disabled={!canSave} onClick={() => save(current)}>
          Lưu bộ số {letter}
        </Button>
      </div>
      {favourites.length === 0 ? (
        <p className={styles.muted}>Chưa có bộ số yêu thích.</p>
      ) : (
        <ul className={styles.list}>
          {favourites.map((set) => {
            const text = describe(set);
            return (
              <li key={`${set.form}-${text}`} className={styles.spread}>
                <span className={styles.balls}>{text}</span>
                <span className={styles.row}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Dùng bộ số ${text}`}
                    onClick={() => onUse(set)}
                  >
                    Dùng
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Bỏ bộ số ${text}`}
                    onClick={() => remove(set)}
                  >
                    Bỏ
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
