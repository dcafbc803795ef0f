import type { OrderableProduct } from '@veso/contract';
import { formatMoney, unitPriceFor } from '@veso/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { shortList, stakePresets } from './max3d-entry';
import type { Expansion } from './max3d-entry';
import styles from '../styles';
import own from './max3d.module.css';

export type RadioChoice<T extends string | number> = { value: T; label: string; hint?: ReactNode };

export type RadioChoicesProps<T extends string | number> = {
  legend: string;
  choices: readonly RadioChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Lay the choices out as a row of chips (short labels such as prices). */
  inline?: boolean;
};

/** A labelled group of radio buttons: one tap per choice, arrow keys move between them. */
export function RadioChoices<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  inline = false,
}: RadioChoicesProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={inline ? styles.chips : own.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={inline ? styles.chip : styles.check}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              {inline ? choice.label : <strong>{choice.label}</strong>}
              {choice.hint ? (
                <>
                  <br />
                  <span className={styles.muted}>{choice.hint}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type StakeSelectProps = {
  product: OrderableProduct;
  /** Stake units per line. */
  value: number;
  onChange: (stake: number) => void;
};

/** 'Giá mỗi dãy': the catalogue's stake presets (Max 3D: 10.000đ … 200.000đ a line). */
export function StakeSelect({ product, value, onChange }: StakeSelectProps) {
  const unit = unitPriceFor(product, false);
  const presets = stakePresets(product);
  // An edited ticket keeps its stake even when the presets changed since.
  const stakes = presets.includes(value) ? presets : [...presets, value].sort((a, b) => a - b);
  return (
    <RadioChoices
      legend="Giá mỗi dãy"
      inline
      choices={stakes.map((stake) => ({ value: stake, label: formatMoney(stake * unit) }))}
      value={value}
      onChange={onChange}
    />
  );
}

export type ExpansionListProps = {
  /** What each number of the line buys. */
  expansion: readonly Expansion[];
  /** The list's accessible name. */
  label: string;
};

/** The numbers a đảo số or bao vị trí line buys, number by number, with their count. */
export function ExpansionList({ expansion, label }: ExpansionListProps) {
  return (
    <ul className={own.expansion} aria-label={label}>
      {expansion.map((entry, index) => (
        <li key={`${index}-${entry.source}`}>
          <strong>{entry.source}</strong> → {entry.numbers.length} số: {shortList(entry.numbers)}
        </li>
      ))}
    </ul>
  );
}
