import { ORDER_STATUS_LABELS } from '@veso/domain';
import { Button } from '@veso/ui-kit';
import { useState } from 'react';
import { usePaging } from './paged-list';
import styles from '../styles';

/** The spec §4 status filters of the history lists: every status, then each label. */
export const STATUS_FILTERS: { label: string; status: number | undefined }[] = [
  { label: 'Mọi trạng thái', status: undefined },
  ...Object.entries(ORDER_STATUS_LABELS).map(([code, label]) => ({ label, status: Number(code) })),
];

export type FilterBarProps<T> = {
  label: string;
  options: { label: string; value: T }[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of toggle buttons choosing one value of a list filter. */
export function FilterBar<T>({ label, options, value, onChange }: FilterBarProps<T>) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.label}
          size="sm"
          variant={option.value === value ? 'primary' : 'secondary'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}

/** A list's category filters: the bar's label and its options (`undefined`: every category). */
export type CategoryFilters = {
  label: string;
  options: { label: string; category: number | undefined }[];
};

/**
 * The category and status filters of a history list, each resetting to the first page:
 * the paging, the query's arguments and the two bars.
 */
export function useCategoryStatusFilters(pageSize: number, categories: CategoryFilters) {
  const paging = usePaging(pageSize);
  const [category, setCategory] = useState<number | undefined>(undefined);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const args = {
    ...paging.args,
    ...(category === undefined ? {} : { category }),
    ...(status === undefined ? {} : { status }),
  };
  const bars = (
    <>
      <FilterBar
        label={categories.label}
        options={categories.options.map((f) => ({ label: f.label, value: f.category }))}
        value={category}
        onChange={(next) => {
          setCategory(next);
          paging.onPageChange(1);
        }}
      />
      <FilterBar
        label="Lọc theo trạng thái"
        options={STATUS_FILTERS.map((f) => ({ label: f.label, value: f.status }))}
        value={status}
        onChange={(next) => {
          setStatus(next);
          paging.onPageChange(1);
        }}
      />
    </>
  );
  return { paging, args, bars };
}
