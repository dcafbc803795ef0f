import { ORDER_STATUS_LABELS } from '@veso/domain';
import { Button } from '@veso/ui-kit';
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
