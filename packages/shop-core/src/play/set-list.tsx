import { Button, Money } from '@veso/ui-kit';
import { useState } from 'react';
import type { NumberSet } from '../orders/vietlott-cart';
import styles from '../ui/screen.module.css';
import { MAX_SETS, SET_LETTERS } from './ticket-actions';

/** `count` distinct random numbers from `min` to `max`, sorted (quick pick, 'Chọn nhanh'). */
export function pickDistinct(
  count: number,
  min: number,
  max: number,
  random: () => number = Math.random,
): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** Adds `n` to the picked numbers, or drops it when picked already. */
export function toggleNumber(values: readonly number[], n: number): number[] {
  return values.includes(n) ? values.filter((v) => v !== n) : [...values, n];
}

/**
 * The number sets A–F of one ticket and which one the grid edits. `empty` makes a new
 * blank set (of the current form).
 */
export function useNumberSets(initial: () => NumberSet[], empty: () => NumberSet) {
  const [sets, setSets] = useState<NumberSet[]>(initial);
  const [active, setActive] = useState(0);
  const current = sets[active] ?? empty();
  return {
    sets,
    setSets,
    active,
    setActive,
    current,
    /** Replaces the set being edited. */
    updateCurrent(next: NumberSet) {
      setSets((all) => all.map((set, index) => (index === active ? next : set)));
    },
    /** Replaces set `index` and makes it the one being edited. */
    replace(index: number, next: NumberSet) {
      setActive(index);
      setSets((all) => all.map((set, i) => (i === index ? next : set)));
    },
    add() {
      if (sets.length >= MAX_SETS) return;
      setSets((all) => [...all, empty()]);
      setActive(sets.length);
    },
    /** Drops a set; the last one left is emptied instead. */
    remove(index: number) {
      if (sets.length === 1) {
        setSets([empty()]);
        return;
      }
      setSets((all) => all.filter((_, i) => i !== index));
      setActive((value) => Math.max(0, value >= index ? value - 1 : value));
    },
    /** Back to one blank set (after adding the ticket). */
    reset() {
      setSets([empty()]);
      setActive(0);
    },
  };
}

export type SetListProps = {
  sets: readonly NumberSet[];
  active: number;
  /** How a set reads ('03 11 19', 'Lớn', 'Chưa chọn số'). */
  describe: (set: NumberSet) => string;
  /** Lines and price of every set (0 lines: incomplete). */
  lines: readonly number[];
  prices: readonly number[];
  onActivate: (index: number) => void;
  onQuickPick: (index: number) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
};

/** 'Các bộ số': the sets A–F with their lines and price, quick pick and delete each. */
export function SetList({
  sets,
  active,
  describe,
  lines,
  prices,
  onActivate,
  onQuickPick,
  onRemove,
  onAdd,
}: SetListProps) {
  return (
    <section className={styles.card} aria-label="Các bộ số">
      <ul className={styles.list}>
        {sets.map((set, index) => {
          const letter = SET_LETTERS[index] ?? '';
          const name = `Bộ số ${letter}`;
          return (
            <li
              key={index}
              className={`${styles.setRow} ${index === active ? styles.setActive : ''}`}
            >
              <button
                type="button"
                className={styles.setButton}
                aria-pressed={index === active}
                aria-label={`Sửa ${name}`}
                onClick={() => onActivate(index)}
              >
                {letter}
              </button>
              <div className={styles.spread}>
                <span className={styles.balls} data-testid={`set-${letter}`}>
                  {describe(set)}
                </span>
                <span className={styles.muted}>
                  {lines[index] ? (
                    <>
                      {lines[index]} dãy · <Money amount={prices[index] ?? 0} />
                    </>
                  ) : (
                    'Chưa đủ số'
                  )}
                </span>
                <span className={styles.row}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Chọn nhanh ${name}`}
                    onClick={() => onQuickPick(index)}
                  >
                    Chọn nhanh
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Xoá ${name}`}
                    onClick={() => onRemove(index)}
                  >
                    Xoá
                  </Button>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {sets.length < MAX_SETS ? (
        <Button variant="secondary" onClick={onAdd}>
          Thêm bộ số
        </Button>
      ) : null}
    </section>
  );
}

/** The number sets of a ticket as {@link useNumberSets} keeps them. */
export type NumberSets = ReturnType<typeof useNumberSets>;

export type NumberSetListProps = Pick<SetListProps, 'describe' | 'lines' | 'prices'> & {
  numberSets: NumberSets;
  /** The set quick pick makes for set `index`. */
  quickPick: (index: number) => NumberSet;
  /** Called before any change of the sets (clears the form's error). */
  onEdit: () => void;
};

/** {@link SetList} over the sets of {@link useNumberSets}: activate, quick pick, remove, add. */
export function NumberSetList({ numberSets, quickPick, onEdit, ...list }: NumberSetListProps) {
  return (
    <SetList
      {...list}
      sets={numberSets.sets}
      active={numberSets.active}
      onActivate={numberSets.setActive}
      onQuickPick={(index) => {
        onEdit();
        numberSets.replace(index, quickPick(index));
      }}
      onRemove={(index) => {
        onEdit();
        numberSets.remove(index);
      }}
      onAdd={numberSets.add}
    />
  );
}
