import type { HTMLAttributes, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** `div` when the hidden content holds block elements; `span` otherwise. */
  as?: 'span' | 'div';
  children: ReactNode;
};

/** Text for screen readers only: off screen visually, still in the accessibility tree. */
export function VisuallyHidden({
  as: Tag = 'span',
  className,
  children,
  ...rest
}: VisuallyHiddenProps) {
  return (
    <Tag {...rest} className={className ? `${styles.root} ${className}` : styles.root}>
      {children}
    </Tag>
  );
}
