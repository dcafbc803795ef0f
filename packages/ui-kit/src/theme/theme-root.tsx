import type { HTMLAttributes, ReactNode } from 'react';
import styles from './theme-root.module.css';

export type ThemeRootProps = HTMLAttributes<HTMLDivElement> & {
  children?: ReactNode;
};

/**
 * The app frame: a single centred column, at most `--veso-max-width` (450px) wide, on
 * the page background. Wrap each shell (and each story) in one.
 */
export function ThemeRoot({ className, children, ...rest }: ThemeRootProps) {
  return (
    <div {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
      {children}
    </div>
  );
}
