import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import styles from './layouts.module.css';

/** Bare layout (spec §2, used by /gen-check-sum): the page alone, no header or overlay. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return <main className={styles.bare}>{children ?? <Outlet />}</main>;
}
