import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  /** CSS width; default '100%'. */
  width?: CSSProperties['width'];
  /** CSS height; default 16px (a line of text). */
  height?: CSSProperties['height'];
  circle?: boolean;
};

/** One shimmering placeholder block, hidden from assistive tech (its group speaks for it). */
export function Skeleton({ width = '100%', height = 16, circle = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={circle ? `${styles.block} ${styles.circle}` : styles.block}
      style={{ width, height }}
    />
  );
}

export type SkeletonGroupProps = {
  /** Skeleton blocks; default `lines` text lines. */
  children?: ReactNode;
  /** Number of default lines when there are no children; default 3. */
  lines?: number;
  /** Announced text; default 'Đang tải'. */
  label?: string;
};

/** A loading placeholder: skeleton blocks plus one visually-hidden 'Đang tải' status. */
export function SkeletonGroup({ children, lines = 3, label = 'Đang tải' }: SkeletonGroupProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children ??
        Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
        ))}
    </div>
  );
}
