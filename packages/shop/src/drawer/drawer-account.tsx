import { msisdnToLocal } from '@veso/domain';
import {
  BALANCE_TAG,
  sessionApi,
  useAppDispatch,
  usePrizeBalance,
  useUserInfo,
} from '@veso/shop-core';
import { IconButton, Money, RefreshIcon } from '@veso/ui-kit';
import { Link } from 'react-router';
import { ButtonLink } from '../links/button-link';
import styles from './app-drawer.module.css';

/** Spec §2: tapping the profile opens the account update page. */
const PROFILE_PATH = '/cap-nhat-thong-tin-tai-khoan';
const TOP_UP_PATH = '/nap-tien';
const PRIZE_ACCOUNT_PATH = '/tai-khoan-tra-thuong';

export type DrawerAccountProps = {
  accountId: string | null;
  onNavigate: () => void;
};

function Amount({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (value !== undefined) return <Money amount={value} strong />;
  return <span>{loading ? 'Đang tải…' : '—'}</span>;
}

/**
 * The signed-in head of the drawer (spec §2 Drawer): full name and account_id (tap →
 * profile), the main balance with a refresh button and 'Nạp', the prize balance with
 * 'Rút'. A data island: the balances come from sessionApi, so any BALANCE_TAG
 * invalidation refreshes them.
 */
export function DrawerAccount({ accountId, onNavigate }: DrawerAccountProps) {
  const dispatch = useAppDispatch();
  const info = useUserInfo();
  const prize = usePrizeBalance(accountId);
  const refreshing = info.isFetching || prize.isFetching;
  const name = info.data?.fullname ?? null;
  const id = info.data?.account_id ?? accountId;
  const prizeAmount = prize.data?.rewardBalance ?? info.data?.prizeBalance;

  return (
    <>
      <Link to={PROFILE_PATH} className={styles.profile} onClick={onNavigate}>
        <span className={styles.account}>{name ?? 'Khách hàng'}</span>
        <span className={styles.profileLabel}>{id ? msisdnToLocal(id) : ''}</span>
      </Link>
      <div className={styles.balances}>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>Số dư tài khoản</span>
          <Amount value={info.data?.balance} loading={info.isLoading} />
          <IconButton
            label="Làm mới số dư"
            loading={refreshing}
            onClick={() => dispatch(sessionApi.util.invalidateTags([BALANCE_TAG]))}
          >
            <RefreshIcon />
          </IconButton>
          <ButtonLink to={TOP_UP_PATH} size="sm" onClick={onNavigate}>
            Nạp
          </ButtonLink>
        </div>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>Tài khoản trả thưởng</span>
          <Amount value={prizeAmount} loading={prize.isLoading} />
          <ButtonLink to={PRIZE_ACCOUNT_PATH} size="sm" variant="secondary" onClick={onNavigate}>
            Rút
          </ButtonLink>
        </div>
        {info.error !== undefined && info.data === undefined ? (
          <p role="alert">Không tải được số dư</p>
        ) : null}
      </div>
    </>
  );
}
