import type { Order } from '@veso/contract';
import { formatDateTime, orderStateLabel } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import styles from '../styles';

/** An order's number, status, date, delivery, total and prize (the detail screens' header card). */
export function OrderSummaryCard({
  order,
}: {
  order: Pick<
    Order,
    | 'orderId'
    | 'state'
    | 'status'
    | 'winStatus'
    | 'createdAt'
    | 'deliveryType'
    | 'amount'
    | 'prizeNet'
  >;
}) {
  return (
    <div className={styles.card}>
      <p className={styles.spread}>
        <span>Mã đơn hàng</span>
        <strong>#{order.orderId}</strong>
      </p>
      <p className={styles.spread}>
        <span>Trạng thái</span>
        <strong data-testid="order-status">{orderStateLabel(order)}</strong>
      </p>
      <p className={styles.spread}>
        <span>Ngày đặt</span>
        <span>{formatDateTime(order.createdAt)}</span>
      </p>
      <p className={styles.spread}>
        <span>Hình thức nhận vé</span>
        <span>{order.deliveryType === 0 ? 'Giao vé tận nơi' : 'Đại lý giữ vé hộ'}</span>
      </p>
      <p className={`${styles.spread} ${styles.total}`}>
        <span>Tổng tiền</span>
        <Money amount={order.amount} strong />
      </p>
      {order.winStatus === 1 ? (
        <p className={`${styles.spread} ${styles.total}`}>
          <span>Tổng tiền thưởng</span>
          <span data-testid="order-prize">
            <Money amount={order.prizeNet} strong />
          </span>
        </p>
      ) : null}
    </div>
  );
}
