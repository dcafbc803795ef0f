import type { ReactNode } from 'react';
import styles from './screen.module.css';

/**
 * One payment method of a choice (the main balance, the linked wallet): a radio with its
 * title and a hint under it. Radios of one choice share `name`.
 */
export function MethodOption(props: {
  name: string;
  title: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={styles.check}>
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
      />
      <span>
        {props.title}
        <br />
        <span className={styles.muted}>{props.hint}</span>
      </span>
    </label>
  );
}
