import { completionPercent } from '@veso/domain';
import styles from '../styles';

export type ShareProgressProps = {
  /** Shares sold so far. */
  sold: number;
  /** Shares of the group. */
  total: number;
  /** Names the bar for screen readers; default 'Tiến độ góp cổ phần'. */
  label?: string;
};

/**
 * How far a group has filled: a bar (a `progressbar` for screen readers, its value the
 * shares sold) and the shares in words.
 */
export function ShareProgress({ sold, total, label = 'Tiến độ góp cổ phần' }: ShareProgressProps) {
  const percent = completionPercent(sold, total);
  const text = `Đã góp ${sold}/${total} cổ phần`;
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sold}
        aria-valuetext={`${text} (${percent}%)`}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.muted}>
        {text} · còn {Math.max(0, total - sold)}
      </span>
    </div>
  );
}
