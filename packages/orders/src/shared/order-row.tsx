import type { OrderSummary } from '@veso/contract';
import { formatDateTime, orderStateLabel } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import { Link } from 'react-router';
import styles from '../styles';

/** One history row, the whole row a link to the order: products, status, draws, amount, prize. */
export function OrderRow({ order, to }: { order: OrderSummary; to: string }) {
  return (
    <Link to={to} className={`${styles.item} ${styles.rowLink}`}>
      <span className={styles.spread}>
        <strong>
          {order.productNames.join(', ')} · Đơn #{order.orderId}
        </strong>
        <span>{orderStateLabel(order)}</span>
      </span>
      <span className={styles.spread}>
        <span className={styles.muted}>
          {formatDateTime(order.createdAt)} · {order.ticketCount} vé · Kỳ{' '}
          {order.drawCodes.map((code) => `#${code}`).join(', ')}
        </span>
        <Money amount={order.amount} strong />
      </span>
      {order.winStatus === 1 ? (
        <span>
          Tiền thưởng: <Money amount={order.prizeNet} strong />
        </span>
      ) : null}
    </Link>
  );
}
