import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  MouseEventHandler,
  ReactNode,
  Ref,
} from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type CommonProps = {
  variant?: ButtonVariant;
  /** Every size keeps a touch target of at least 44px. */
  size?: ButtonSize;
  /** Busy: shows a spinner, keeps the label, ignores presses. */
  loading?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
};

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string;
    /** A link cannot be disabled natively; this sets aria-disabled and swallows clicks. */
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/** A real `<button>` (type "button" unless told otherwise), or an `<a>` when `href` is given. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** @internal Class list shared with IconButton. */
export function buttonClassName(
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth: boolean,
  extra?: string,
): string {
  return [
    styles.button,
    styles[variant],
    styles[size],
    fullWidth ? styles.fullWidth : undefined,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A click handler that does nothing while `inactive` (busy, or a disabled link): the
 * element keeps focus and its place in the tab order, and says so with aria-disabled.
 */
function guardedClick<E extends HTMLElement>(
  inactive: boolean,
  onClick: MouseEventHandler<E> | undefined,
): MouseEventHandler<E> {
  return (event) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

/** The shop's button. Variants: primary (red), secondary (outlined), ghost, danger. */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const {
      href,
      variant = 'primary',
      size = 'md',
      loading = false,
      fullWidth = false,
      disabled = false,
      className,
      children,
      onClick,
      ...rest
    } = props;
    const inactive = disabled || loading;
    return (
      <a
        {...rest}
        href={href}
        className={buttonClassName(variant, size, fullWidth, className)}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClick={guardedClick(inactive, onClick)}
      >
        {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {children}
      </a>
    );
  }
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    disabled = false,
    type = 'button',
    className,
    children,
    onClick,
    ...rest
  } = props;
  return (
    <button
      {...rest}
      // A busy button stays focusable (aria-disabled, not disabled) so focus is not lost.
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={buttonClassName(variant, size, fullWidth, className)}
      onClick={guardedClick(loading, onClick)}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> & {
  /** Accessible name (the icon alone says nothing to a screen reader). */
  label: string;
  /** The icon, e.g. `<CloseIcon />`. */
  children: ReactNode;
  variant?: ButtonVariant;
  /**
   * Busy (a refresh under way): ignores presses but keeps focus, as Button's `loading`
   * does. A `disabled` button that has focus drops it to the page, and a drawer or dialog
   * around it no longer hears Escape.
   */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** A round, 44px, icon-only button named by `label`. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  type = 'button',
  className,
  loading = false,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={guardedClick(loading, onClick)}
      aria-label={label}
      title={rest.title ?? label}
      className={buttonClassName(
        variant,
        'md',
        false,
        className ? `${styles.icon} ${className}` : styles.icon,
      )}
    >
      {children}
    </button>
  );
}
