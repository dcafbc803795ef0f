import { selectIsSignedIn, useAppSelector, useUserInfo } from '@veso/shop-core';
import { Money, Skeleton } from '@veso/ui-kit';
import styles from './wallet.module.css';

/** One balance of the signed-in customer ('main' or 'prize'), from `GET /auth/info`. */
export function BalanceLine({ kind }: { kind: 'main' | 'prize' }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const info = useUserInfo(!signedIn);
  const label = kind === 'main' ? 'Số dư tài khoản chính' : 'Số dư tài khoản trả thưởng';
  const amount = kind === 'main' ? info.data?.balance : info.data?.prizeBalance;
  return (
    <p className={styles.row} aria-live="polite" data-testid={`balance-${kind}`}>
      <span>{label}</span>
      {amount !== undefined ? (
        <span className={styles.value}>
          <Money amount={amount} strong />
        </span>
      ) : info.error !== undefined ? (
        <span className={styles.muted}>Không tải được số dư</span>
      ) : (
        <Skeleton width="96px" />
      )}
    </p>
  );
}
