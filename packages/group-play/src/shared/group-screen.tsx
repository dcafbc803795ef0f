import { usePageTitle } from '@veso/shop-core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { GroupPlayGate } from '../gate/group-play-gate';
import { GroupNav } from '../lists/group-nav';
import styles from '../styles';

export type GroupScreenProps = {
  /** The page's heading and document title. */
  title: string;
  /** Shows the row of group play lists under the title. */
  nav?: boolean;
  /** Behind the app config's group play flag (creating a group). */
  gated?: boolean;
  children: ReactNode;
};

/** Every group play screen: its titled section, the lists' tabs, and the flag's gate. */
export function GroupScreen({ title, nav = false, gated = false, children }: GroupScreenProps) {
  const titleId = useId();
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {nav ? <GroupNav /> : null}
      {gated ? <GroupPlayGate>{children}</GroupPlayGate> : children}
    </section>
  );
}

/** A refusal or a problem of the form, read out as it appears. */
export function FailureAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
