import type { ReactNode } from 'react';
import styles from './screens.module.css';

export type HeadingLevel = 1 | 2;

/** The title of an error screen: h2 under the layout's header, h1 when shown alone. */
export function ScreenHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={id} className={styles.title}>
      {children}
    </Tag>
  );
}
