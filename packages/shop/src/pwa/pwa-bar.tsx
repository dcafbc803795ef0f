import { Button } from '@veso/ui-kit';
import { useState, useSyncExternalStore } from 'react';
import styles from './pwa-bar.module.css';
import { UPDATE_BUTTON, UPDATE_READY_TEXT, offlineMarkText } from './pwa-status';
import type { PwaStatus } from './pwa-status';

export type PwaBarProps = {
  status: PwaStatus;
  /** The customer accepted the new release. */
  onUpdate: () => void;
  /** The clock (tests); `Date.now` by default. */
  now?: () => number;
};

/**
 * The installed app's bar over the bottom of the page: the offline mark (with the time of
 * the data shown) and the prompt of a new release. Nothing shows when there is neither.
 */
export function PwaBar({ status, onUpdate, now = Date.now }: PwaBarProps) {
  const state = useSyncExternalStore(status.subscribe, status.getState, status.getState);
  const [updating, setUpdating] = useState(false);
  const mark = offlineMarkText(state, now());
  return (
    <aside className={styles.bar} aria-label="Trạng thái ứng dụng">
      <div role="status">{mark ? <p className={styles.offline}>{mark}</p> : null}</div>
      {state.updateReady ? (
        <div className={styles.update}>
          <p>{UPDATE_READY_TEXT}</p>
          <Button
            size="sm"
            loading={updating}
            onClick={() => {
              setUpdating(true);
              onUpdate();
            }}
          >
            {UPDATE_BUTTON}
          </Button>
        </div>
      ) : null}
    </aside>
  );
}
