import { useId, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { CheckIcon } from '../../icons/icons';
import styles from './number-grid.module.css';

export type NumberGridProps = {
  /** Smallest number offered (inclusive). */
  min: number;
  /** Largest number offered (inclusive). */
  max: number;
  selected: readonly number[];
  /** Once this many are picked, the others cannot be picked until one is dropped. */
  maxSelected: number;
  /** Called with the number to add or remove; the owner updates `selected`. */
  onToggle: (n: number) => void;
  /** Visible name of the grid, e.g. 'Chọn 6 số'. */
  label: string;
  /** Digits shown per number; default the width of `max` (01 … 45). */
  pad?: number;
  /** Numbers per row; default 6 (fits 44px targets at 360px). Arrow Up/Down move by a row. */
  columns?: number;
};

/** The spoken and shown pick count: 'Đã chọn N/M số'. */
export function pickCountText(count: number, maxSelected: number): string {
  return `Đã chọn ${count}/${maxSelected} số`;
}

/**
 * A number picker: toggle buttons (aria-pressed) in a grid. One Tab stop; arrow keys,
 * Home and End move between numbers; Space/Enter toggles. The pick count is a polite
 * live region.
 */
export function NumberGrid({
  min,
  max,
  selected,
  maxSelected,
  onToggle,
  label,
  pad = String(max).length,
  columns = 6,
}: NumberGridProps) {
  const id = useId();
  const numbers = Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
  const picked = new Set(selected);
  const full = picked.size >= maxSelected;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const firstSelected = numbers.findIndex((n) => picked.has(n));
  const [active, setActive] = useState(Math.max(0, firstSelected));
  const activeIndex = Math.min(active, numbers.length - 1);

  function moveTo(index: number) {
    const next = Math.min(Math.max(index, 0), numbers.length - 1);
    setActive(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + columns,
      ArrowUp: index - columns,
      Home: 0,
      End: numbers.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <p id={`${id}-label`} className={styles.label}>
          {label}
        </p>
        <p id={`${id}-count`} className={styles.count} aria-live="polite">
          {pickCountText(picked.size, maxSelected)}
        </p>
      </div>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-count`}
        className={styles.grid}
        style={{ '--_columns': columns } as CSSProperties}
      >
        {numbers.map((n, index) => {
          const isPicked = picked.has(n);
          const blocked = full && !isPicked;
          return (
            <button
              key={n}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className={styles.cell}
              aria-pressed={isPicked}
              aria-disabled={blocked || undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              onFocus={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => {
                if (!blocked) onToggle(n);
              }}
            >
              {String(n).padStart(pad, '0')}
              {isPicked ? (
                <span className={styles.check}>
                  <CheckIcon size={12} strokeWidth={3} />
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
