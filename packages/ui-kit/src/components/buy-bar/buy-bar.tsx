import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button';
import { Money } from '../money/money';
import styles from './buy-bar.module.css';

/** One action of the bar: a button, or the submit of the form around the bar. */
export type BuyBarAction = {
  label: string;
  variant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  onClick?: () => void;
  type?: 'button' | 'submit';
  loading?: boolean;
};

export type BuyBarProps = {
  /** The running total in đồng. */
  total: number;
  /** What the total is called ('Tạm tính'). */
  label?: string;
  /** A short line on what the total is made of ('3 dãy · 2 kỳ'). */
  detail?: ReactNode;
  /** Why the actions cannot be used now (nothing chosen, sales closed); null: they can. */
  disabledReason?: string | null;
  /** Shown above the actions: the form's error, the cart-full notice. */
  message?: ReactNode;
  /** The buy actions, secondary first; at most two fit a 360 px screen side by side. */
  actions: readonly BuyBarAction[];
};

/**
 * A game page's one buy bar: the running total and the buy actions, kept at the bottom of
 * the screen (sticky) while the page scrolls and back in the flow at the page's end, so it
 * never covers the page's last content. It must be the last child of the page: it sticks
 * only within its parent. The total is announced politely when it changes; while
 * `disabledReason` is set the actions are disabled and described by it.
 */
export function BuyBar({
  total,
  label = 'Tạm tính',
  detail,
  disabledReason = null,
  message,
  actions,
}: BuyBarProps) {
  const reasonId = useId();
  const disabled = disabledReason !== null;
  return (
    <div className={styles.bar} data-testid="buy-bar">
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <span className={styles.label}>
          {label}
          {detail ? <span className={styles.detail}> · {detail}</span> : null}
        </span>{' '}
        <span data-testid="price-total">
          <Money amount={total} strong className={styles.amount} />
        </span>
      </p>
      {message}
      {disabled ? (
        <p id={reasonId} className={styles.reason} data-testid="buy-bar-reason">
          {disabledReason}
        </p>
      ) : null}
      <div className={actions.length > 1 ? styles.actions : styles.single}>
        {actions.map((action) => (
          <Button
            key={action.label}
            type={action.type ?? 'button'}
            variant={action.variant ?? 'primary'}
            fullWidth
            loading={action.loading}
            disabled={disabled}
            aria-describedby={disabled ? reasonId : undefined}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
