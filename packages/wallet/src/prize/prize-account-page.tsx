import { QueryView, RequireAuth, usePageTitle } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { Link } from 'react-router';
import { useGetRewardFeesQuery } from '../api/wallet-api';
import { prizeWithdrawPath, WALLET_PATHS } from '../paths';
import { BalanceLine } from '../shared/balance-line';
import styles from '../shared/wallet.module.css';
import { WithdrawHistory } from './withdraw-history';

/** /tai-khoan-tra-thuong: the prize balance, the five withdraw methods and the history. */
export function PrizeAccountPage({ historyPollMs }: { historyPollMs?: number }) {
  usePageTitle('Tài khoản trả thưởng');
  const fees = useGetRewardFeesQuery();
  return (
    <section className={styles.page} aria-labelledby="prize-title">
      <h1 id="prize-title" className={styles.title}>
        Tài khoản trả thưởng
      </h1>
      <BalanceLine kind="prize" />
      <section className={styles.section} aria-labelledby="methods-title">
        <h2 id="methods-title" className={styles.sectionTitle}>
          Rút thưởng
        </h2>
        <QueryView
          query={fees}
          loadingLabel="Đang tải hình thức rút thưởng"
          isEmpty={(data) => data.fees.length === 0}
          emptyTitle="Chưa có hình thức rút thưởng"
        >
          {(data) => (
            <ul className={styles.list} aria-label="Hình thức rút thưởng">
              {data.fees.map((fee) => (
                <li key={fee.method}>
                  <Link
                    className={`${styles.choice} ${styles.row}`}
                    to={prizeWithdrawPath(fee.slug)}
                  >
                    <span>{fee.label}</span>
                    <span className={styles.muted}>
                      {fee.fee === 0 ? (
                        'Miễn phí'
                      ) : (
                        <>
                          Phí <Money amount={fee.fee} />
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <WithdrawHistory pollMs={historyPollMs} />
      <Link to={WALLET_PATHS.statement}>Xem sao kê tài khoản</Link>
    </section>
  );
}

export function PrizeAccountRoute() {
  return (
    <RequireAuth>
      <PrizeAccountPage />
    </RequireAuth>
  );
}
