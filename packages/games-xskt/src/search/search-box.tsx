import type { XsktProduct } from '@veso/contract';
import { Button } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SEARCH_MODES, searchError, ticketWidth } from './search-modes';
import type { NumberSearch, SearchMode } from './search-modes';
import styles from '../styles';

export type SearchBoxProps = {
  /** The region searched, or null for every region (5 or 6 digits). */
  product: XsktProduct | null;
  initial?: NumberSearch | null;
  onSearch: (search: NumberSearch) => void;
  /** Clears the search (the list shows every ticket again). */
  onClear?: () => void;
};

/**
 * The number search of the paper lotteries: the mode (exact number, trailing digits
 * "đuôi", leading digits) as a radio group, the digits typed on the number pad, checked
 * before sending with a Vietnamese message read with the field.
 */
export function SearchBox({ product, initial, onSearch, onClear }: SearchBoxProps) {
  const id = useId();
  const [mode, setMode] = useState<SearchMode>(initial?.mode ?? 'exact');
  const [digits, setDigits] = useState(initial?.digits ?? '');
  const [error, setError] = useState<string | null>(null);
  const width = product ? ticketWidth(product) : 6;

  function submit(event: FormEvent) {
    event.preventDefault();
    const search = { mode, digits };
    const problem = searchError(search, product);
    setError(problem);
    if (problem === null) onSearch(search);
  }

  return (
    <form className={styles.card} role="search" aria-label="Tìm vé theo số" onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cách tìm</legend>
        <div className={styles.chips}>
          {SEARCH_MODES.map((option) => (
            <label key={option.mode} className={styles.chip}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={option.mode}
                checked={mode === option.mode}
                onChange={() => {
                  setMode(option.mode);
                  setError(null);
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-digits`} className={styles.legend}>
        Số cần tìm
      </label>
      <input
        id={`${id}-digits`}
        className={styles.select}
        inputMode="numeric"
        autoComplete="off"
        maxLength={width}
        placeholder={mode === 'exact' ? '0'.repeat(width) : 'Ví dụ: 68'}
        value={digits}
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(event) => {
          setDigits(event.target.value.replace(/\D/g, '').slice(0, width));
          setError(null);
        }}
      />
      {error !== null ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" variant="primary">
          Tìm vé
        </Button>
        {onClear ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDigits('');
              setError(null);
              onClear();
            }}
          >
            Xoá tìm kiếm
          </Button>
        ) : null}
      </div>
    </form>
  );
}
