import { formatMoney } from '@veso/domain';
import { useId } from 'react';
import styles from '../styles';

export type SharePickerProps = {
  /** The chosen number of shares. */
  value: number;
  onChange: (shares: number) => void;
  /** Price of one share, in đồng. */
  sharePrice: number;
  /** At least this many (the leader's minimum own part when creating; else 1). */
  min?: number;
  /** At most this many (shares left, capped by the per-member maximum). */
  max: number;
  /** Label of the field; default 'Số cổ phần'. */
  label?: string;
  /** A rule shown under the field (e.g. the per-member maximum). */
  hint?: string;
  disabled?: boolean;
};

/** A whole number within [min, max]; anything else falls back to the nearest bound. */
export function clampShares(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(Math.max(Math.trunc(value), min), Math.max(min, max));
}

/**
 * The share picker: minus and plus buttons around a number field, and the price of the
 * chosen shares in the house format (3 × 250.000đ = 750.000đ), announced as it changes.
 */
export function SharePicker({
  value,
  onChange,
  sharePrice,
  min = 1,
  max,
  label = 'Số cổ phần',
  hint,
  disabled = false,
}: SharePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const totalId = useId();
  const set = (next: number) => onChange(clampShares(next, min, max));
  return (
    <div className={styles.card}>
      <label htmlFor={inputId} className={styles.legend}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.setButton}
          aria-label="Bớt 1 cổ phần"
          aria-controls={inputId}
          disabled={disabled || value <= min}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          disabled={disabled}
          aria-describedby={`${totalId}${hint ? ` ${hintId}` : ''}`}
          onChange={(event) => {
            const raw = event.target.value;
            if (raw === '') return;
            set(Number(raw));
          }}
        />
        <button
          type="button"
          className={styles.setButton}
          aria-label="Thêm 1 cổ phần"
          aria-controls={inputId}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
      <p id={totalId} className={styles.spread} aria-live="polite">
        <span>
          {value} × {formatMoney(sharePrice)}
        </span>
        <strong data-testid="share-total">{formatMoney(value * sharePrice)}</strong>
      </p>
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
