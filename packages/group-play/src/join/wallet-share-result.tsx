import { BALANCE_TAG } from '@veso/api-client';
import type { GroupSharePayment } from '@veso/contract';
import {
  NOTIFICATIONS_TAG,
  ORDERS_TAG,
  ordersApi,
  QueryView,
  useAppDispatch,
} from '@veso/shop-core';
import { ErrorIcon, Money, Spinner, SuccessIcon } from '@veso/ui-kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { GROUP_TAG, groupApi, useGetSharePaymentQuery } from '../api/group-api';
import { ownGroupPath } from '../kinds';
import type { GroupInfo } from '../state/group-flow';
import styles from '../styles';
import { BoughtCard } from './buy-shares';

/** How often a wallet payment still pending is asked for its outcome (ms). */
export const WALLET_SHARE_POLL_MS = 2_000;

export const WALLET_SHARE_TEXT = {
  pending: 'Đang chờ ví xác nhận thanh toán…',
  refusedTitle: 'Chưa góp được cổ phần',
  refused: (reason: string) =>
    `Ví đã thanh toán nhưng chưa góp được cổ phần: ${reason}. Số tiền đã được cộng vào tài khoản chính.`,
  failedTitle: 'Thanh toán qua ví chưa thành công',
  failed: 'Chưa góp cổ phần, tài khoản không bị trừ tiền.',
} as const;

function Pending() {
  return (
    <p className={styles.row} role="status">
      <Spinner size={24} /> {WALLET_SHARE_TEXT.pending}
    </p>
  );
}

function Settled({ payment, info }: { payment: GroupSharePayment; info: GroupInfo }) {
  const titleId = useId();
  if (payment.status === 'paid' && payment.outcome === 'held') {
    return (
      <BoughtCard>
        <dl className={styles.facts}>
          <dt>Nhóm</dt>
          <dd>{info.name}</dd>
          <dt>Cổ phần đã góp qua ví</dt>
          <dd>{payment.shares}</dd>
          <dt>Số tiền</dt>
          <dd>
            <Money amount={payment.amount} />
          </dd>
        </dl>
        <p role="status">
          <SuccessIcon aria-hidden /> Tiền góp được tạm giữ đến khi nhóm đủ cổ phần.
        </p>
        <Link to={ownGroupPath(info.kind, info.groupId)}>Xem nhóm của tôi</Link>
      </BoughtCard>
    );
  }
  const refused = payment.status === 'paid';
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.legend}>
        {refused ? WALLET_SHARE_TEXT.refusedTitle : WALLET_SHARE_TEXT.failedTitle}
      </h2>
      <p role="status" className={styles.error}>
        <ErrorIcon aria-hidden />{' '}
        {refused
          ? WALLET_SHARE_TEXT.refused(payment.refusal ?? 'nhóm không còn nhận góp cổ phần')
          : WALLET_SHARE_TEXT.failed}
      </p>
    </section>
  );
}

/**
 * Where the wallet's gateway sends the customer back (`?paymentId=` on the share page):
 * follows the payment until it settles, then says whether the shares were bought, or
 * why not and that the money is on the main balance.
 */
export function WalletShareResult({
  paymentId,
  info,
  pollMs = WALLET_SHARE_POLL_MS,
}: {
  paymentId: string;
  info: GroupInfo;
  pollMs?: number;
}) {
  const dispatch = useAppDispatch();
  const [settled, setSettled] = useState(false);
  const query = useGetSharePaymentQuery(paymentId, {
    pollingInterval: settled ? 0 : pollMs,
    skipPollingIfUnfocused: false,
  });
  const nowSettled = query.data !== undefined && query.data.status !== 'pending';
  if (nowSettled !== settled) setSettled(nowSettled);

  useEffect(() => {
    if (!settled) return;
    dispatch(groupApi.util.invalidateTags([GROUP_TAG]));
    dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG, NOTIFICATIONS_TAG]));
  }, [settled, dispatch]);

  return (
    <div aria-live="polite">
      <QueryView query={query} loadingLabel="Đang tải giao dịch">
        {(payment) =>
          payment.status === 'pending' ? <Pending /> : <Settled payment={payment} info={info} />
        }
      </QueryView>
    </div>
  );
}
