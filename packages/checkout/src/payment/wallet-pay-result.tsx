import { BALANCE_TAG } from '@veso/api-client';
import type { OrderPayment } from '@veso/contract';
import { orderStateLabel } from '@veso/domain';
import {
  cartCleared,
  NOTIFICATIONS_TAG,
  ORDERS_TAG,
  ordersApi,
  QueryView,
  useAppDispatch,
  useGetOrderQuery,
} from '@veso/shop-core';
import { ErrorIcon, Money, Spinner, SuccessIcon } from '@veso/ui-kit';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_PATHS } from '../paths';
import { HOME, orderDetailPath } from '../shared';
import { orderFlowReset } from '../state/order-flow';
import { useGetOrderPaymentQuery } from './embed-pay-api';
import styles from '../styles';

/** How often a wallet payment still pending is asked for its outcome (ms). */
export const WALLET_PAY_POLL_MS = 2_000;

export const WALLET_PAY_TEXT = {
  pending: 'Đang chờ ví xác nhận thanh toán…',
  paid: 'Thanh toán thành công',
  notCompleted:
    'Ví đã thanh toán nhưng đơn hàng không thể hoàn tất (đơn đã hết hạn hoặc kỳ quay đã đóng). Số tiền đã được cộng vào tài khoản chính.',
  failed:
    'Thanh toán qua ví chưa thành công. Đơn hàng chưa được thanh toán, tài khoản không bị trừ tiền.',
} as const;

function OrderStatus({ orderId }: { orderId: number }) {
  const order = useGetOrderQuery(orderId);
  return (
    <QueryView query={order} loadingLabel="Đang tải đơn hàng">
      {(data) => (
        <>
          <p className={styles.spread}>
            <span>Mã đơn hàng</span>
            <strong>#{data.orderId}</strong>
          </p>
          <p className={styles.spread}>
            <span>Số tiền</span>
            <Money amount={data.amount} strong />
          </p>
          <p className={styles.spread}>
            <span>Trạng thái đơn hàng</span>
            <strong>{orderStateLabel(data)}</strong>
          </p>
        </>
      )}
    </QueryView>
  );
}

function Outcome({ payment }: { payment: OrderPayment }) {
  if (payment.status === 'pending') {
    return (
      <p className={styles.row} role="status">
        <Spinner size={24} /> {WALLET_PAY_TEXT.pending}
      </p>
    );
  }
  const done = payment.status === 'paid' && payment.orderPaid;
  const text =
    payment.status === 'paid'
      ? payment.orderPaid
        ? WALLET_PAY_TEXT.paid
        : WALLET_PAY_TEXT.notCompleted
      : WALLET_PAY_TEXT.failed;
  return (
    <p role="status" className={done ? styles.success : styles.error}>
      {done ? <SuccessIcon aria-hidden /> : <ErrorIcon aria-hidden />} {text}
    </p>
  );
}

/**
 * The page the wallet's gateway sends the customer back to (`?orderId=&paymentId=`):
 * follows the payment until it settles, then shows the order and its status. A paid order
 * empties the cart and ends the order flow; otherwise the cart stays for another try.
 */
export function WalletPayResult({
  orderId,
  paymentId,
  pollMs = WALLET_PAY_POLL_MS,
}: {
  orderId: number;
  paymentId: string;
  pollMs?: number;
}) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [settled, setSettled] = useState(false);
  const query = useGetOrderPaymentQuery(paymentId, {
    pollingInterval: settled ? 0 : pollMs,
    skipPollingIfUnfocused: false,
  });
  const latest = query.data;
  const nowSettled = latest !== undefined && latest.status !== 'pending';
  if (nowSettled !== settled) setSettled(nowSettled);
  const completed = nowSettled && latest.status === 'paid' && latest.orderPaid;

  useEffect(() => {
    if (!settled) return;
    if (completed) {
      dispatch(cartCleared());
      dispatch(orderFlowReset());
    }
    dispatch(ordersApi.util.invalidateTags([BALANCE_TAG, ORDERS_TAG, NOTIFICATIONS_TAG]));
  }, [settled, completed, dispatch]);

  return (
    <section className={styles.page} aria-labelledby={titleId} aria-live="polite">
      <h1 id={titleId} className={styles.title}>
        Kết quả thanh toán
      </h1>
      <div className={styles.card}>
        <QueryView query={query} loadingLabel="Đang tải giao dịch">
          {(payment) => (
            <>
              <Outcome payment={payment} />
              {payment.status === 'pending' ? null : <OrderStatus orderId={orderId} />}
            </>
          )}
        </QueryView>
      </div>
      <div className={styles.actions}>
        {completed ? (
          <Link to={orderDetailPath(orderId)}>Xem đơn hàng</Link>
        ) : (
          <Link to={CHECKOUT_PATHS.paymentMethod}>Chọn lại hình thức thanh toán</Link>
        )}
        <Link to={HOME}>Tiếp tục mua vé</Link>
      </div>
    </section>
  );
}
