import type { BankList, UserInfo } from '@veso/contract';
import styles from '../styles';
import { msisdnToLocal } from '@veso/domain';
import {
  failureOf,
  LOAD_ERROR_TITLE,
  OFFLINE_MESSAGE,
  OFFLINE_TITLE,
  QueryView,
  RequireAuth,
  useAppDispatch,
  usePageTitle,
  useUserInfo,
} from '@veso/shop-core';
import { EmptyState, ErrorState, SkeletonGroup } from '@veso/ui-kit';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../paths';
import { getPrizeBanks } from '../shared/account-calls';

/** The prize account page where withdrawals are made (spec §2 Wallet and prizes). */
export const PRIZE_ACCOUNT_PATH = '/tai-khoan-tra-thuong';

type BanksState =
  | { kind: 'loading' }
  | { kind: 'ready'; banks: BankList['banks'] }
  | { kind: 'failed'; network: boolean; message: string };

/** `GET /customer/bank_prize_payment`: the banks prizes can be paid to. */
function useBanks() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BanksState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void dispatch(getPrizeBanks()).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { kind: 'ready', banks: result.data.banks }
          : { kind: 'failed', ...failureOf(result) },
      );
    });
    return () => {
      live = false;
    };
  }, [dispatch, attempt]);
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}

function Holder({ info }: { info: UserInfo }) {
  return (
    <dl>
      <dt>Chủ tài khoản nhận thưởng</dt>
      <dd>{info.fullname ?? 'Chưa cập nhật'}</dd>
      <dt>Số điện thoại</dt>
      <dd>{msisdnToLocal(info.account_id)}</dd>
      <dt>Số CMND/CCCD</dt>
      <dd>{info.cmnd ?? 'Chưa cập nhật'}</dd>
    </dl>
  );
}

/**
 * /thong-tin-thanh-toan: the payout details. The server keeps no saved bank account (the
 * destination is entered with each withdrawal on /tai-khoan-tra-thuong), so the page
 * shows, read-only, who prizes are paid to and the banks that can receive them.
 */
export function PaymentInfoPage() {
  const titleId = useId();
  usePageTitle('Thông tin thanh toán');
  const info = useUserInfo();
  const { state, reload } = useBanks();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Thông tin thanh toán
      </h1>
      <QueryView query={info} loadingLabel="Đang tải thông tin tài khoản">
        {(data) => <Holder info={data} />}
      </QueryView>
      <p>
        <Link to={ACCOUNT_PATHS.updateProfile}>Cập nhật họ tên, CMND/CCCD</Link>
      </p>
      <h2>Ngân hàng nhận tiền thưởng</h2>
      {state.kind === 'loading' ? (
        <SkeletonGroup lines={3} label="Đang tải danh sách ngân hàng" />
      ) : null}
      {state.kind === 'failed' ? (
        <ErrorState
          title={state.network ? OFFLINE_TITLE : LOAD_ERROR_TITLE}
          message={state.network ? OFFLINE_MESSAGE : state.message}
          onRetry={reload}
        />
      ) : null}
      {state.kind === 'ready' && state.banks.length === 0 ? (
        <EmptyState title="Chưa có ngân hàng nhận thưởng" />
      ) : null}
      {state.kind === 'ready' && state.banks.length > 0 ? (
        <ul>
          {state.banks.map((bank) => (
            <li key={bank.code}>
              {bank.shortName} — {bank.name}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        Số tài khoản nhận thưởng được nhập mỗi lần rút tiền.{' '}
        <Link to={PRIZE_ACCOUNT_PATH}>Đến tài khoản trả thưởng</Link>
      </p>
    </section>
  );
}

/** As routed: signed-in only (spec §2). */
export function AuthPaymentInfoPage() {
  return (
    <RequireAuth>
      <PaymentInfoPage />
    </RequireAuth>
  );
}
