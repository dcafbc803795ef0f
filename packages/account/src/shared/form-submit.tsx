import { Button } from '@veso/ui-kit';
import styles from '../styles';
import type { ReactNode } from 'react';

export type FormSubmitProps = {
  /** The form's error, read out as an alert (null when none). */
  error: string | null;
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
};

/** The end of an account form: its error, if any, then the full-width submit button. */
export function FormSubmit({ error, busy, disabled, children }: FormSubmitProps) {
  return (
    <>
      {error !== null ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth disabled={disabled} loading={busy}>
        {children}
      </Button>
    </>
  );
}
