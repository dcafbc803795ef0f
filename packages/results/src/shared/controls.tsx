import { useId } from 'react';
import styles from './results.module.css';
import type { UrlFilters } from './url-filters';

export type SelectOption<T extends string | number> = { value: T; label: string };

export type SelectFieldProps<T extends string | number> = {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
};

/** A labelled native select (keyboard and screen-reader friendly). */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Draw windows offered by the statistics screens. */
export const WINDOWS = [30, 60, 90, 180] as const;
export const WINDOW_OPTIONS = WINDOWS.map((value) => ({ value, label: `${value} kỳ gần nhất` }));

export function WindowSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <SelectField
      label="Số kỳ thống kê"
      value={value}
      options={WINDOW_OPTIONS}
      onChange={onChange}
    />
  );
}

export type DateFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: string;
};

/** A labelled date input (`YYYY-MM-DD`; empty: no filter). */
export function DateField({ label, value, onChange, max }: DateFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** 'Ngày quay', the ?date filter of a result list; choosing a day goes back to page 1. */
export function DrawDateField({ filters }: { filters: UrlFilters }) {
  return (
    <DateField
      label="Ngày quay"
      value={filters.date}
      onChange={(value) => filters.update({ date: value, page: 1 })}
    />
  );
}

/** 'Tính cả kết quả mô phỏng': whether a statistics screen also counts generated results. */
export function GeneratedToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.field}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{' '}
      Tính cả kết quả mô phỏng
    </label>
  );
}
