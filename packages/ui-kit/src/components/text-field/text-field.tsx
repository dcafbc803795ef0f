import { PHONE_FORMAT_HINT } from '@veso/domain';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { ErrorIcon } from '../../icons/icons';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> & {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Error message: marks the input invalid and is read with it (aria-describedby). */
  error?: ReactNode;
  /** Help text under the input, also read with it. */
  hint?: ReactNode;
  /** Fixed text before the input, e.g. '+84'; read as part of the description. */
  prefix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled single-line input with optional prefix, hint and error message. */
export function TextField({
  label,
  error,
  hint,
  prefix,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const prefixId = `${autoId}-prefix`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [
    prefix ? prefixId : undefined,
    hint ? hintId : undefined,
    hasError ? errorId : undefined,
    describedBy,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={hasError ? `${styles.control} ${styles.invalid}` : styles.control}>
        {prefix ? (
          <span className={styles.prefix} id={prefixId}>
            {prefix}
          </span>
        ) : null}
        <input
          type="text"
          {...rest}
          id={inputId}
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={describedByIds || undefined}
        />
      </div>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p className={styles.error} id={errorId}>
          <ErrorIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'prefix'> & {
  /** Defaults to the login dialog's 'Số điện thoại của bạn'. */
  label?: ReactNode;
};

/**
 * Phone number input: '+84' prefix, numeric keypad, at most 25 characters (spec §5). A
 * refused number (an `error`) also says what is expected ({@link PHONE_FORMAT_HINT}).
 */
export function PhoneField({
  label = 'Số điện thoại của bạn',
  maxLength = 25,
  hint,
  ...rest
}: PhoneFieldProps) {
  const { error } = rest;
  const refused = error !== undefined && error !== null && error !== false && error !== '';
  const shownHint = hint ?? (refused ? PHONE_FORMAT_HINT : undefined);
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      hint={shownHint}
      label={label}
      prefix="+84"
      maxLength={maxLength}
    />
  );
}
