import { usePageTitle } from '@veso/shop-core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import styles from '../styles';

/** A screen of the feature: its title as the page title and the section's heading. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
