import { failureOf, OFFLINE_MESSAGE } from '@veso/shop-core';
import { Button } from '@veso/ui-kit';
import styles from '../styles';

/** A failed lookup: the offline or server message and a retry button. */
export function LookupFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const failure = failureOf(error);
  return (
    <span role="alert" className={styles.error}>
      {failure.network ? OFFLINE_MESSAGE : failure.message}{' '}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Thử lại
      </Button>
    </span>
  );
}
