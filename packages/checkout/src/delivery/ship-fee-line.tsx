import { Money, Spinner } from '@veso/ui-kit';
import { useCartShipFee } from './delivery-api';
import { LookupFailure } from './lookup-failure';
import styles from '../styles';

export const SHIP_FEE_LABEL = 'Phí giao vé';
export const SHIP_FEE_PENDING = 'Chọn tỉnh/thành phố và khu vực để tính phí';

/**
 * The ship fee of the cart, as the server quotes it: 0đ when the agent holds the tickets,
 * a hint until the place is chosen, and the loading and error (with retry) states.
 */
export function ShipFeeLine() {
  const { ship, ready, query } = useCartShipFee();
  let value;
  if (!ship) value = <Money amount={0} />;
  else if (!ready) value = <span className={styles.muted}>{SHIP_FEE_PENDING}</span>;
  else if (query.data && !query.isFetching) value = <Money amount={query.data.fee} />;
  else if (query.error !== undefined && !query.isFetching) {
    value = <LookupFailure error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    value = (
      <span className={styles.row} role="status">
        <Spinner size={16} /> Đang tính phí giao vé…
      </span>
    );
  }
  const fee = ship && ready && query.data && !query.isFetching ? query.data : null;
  return (
    <>
      <p className={styles.spread}>
        <span>{SHIP_FEE_LABEL}</span>
        {value}
      </p>
      {fee !== null && fee.freeFrom !== null && fee.fee > 0 ? (
        <p className={styles.muted}>
          Miễn phí giao vé cho đơn từ <Money amount={fee.freeFrom} />.
        </p>
      ) : null}
    </>
  );
}

/** The cart's ship fee once known (0 when held), or null while it is not. */
export function useKnownShipFee(): number | null {
  const { ship, ready, query } = useCartShipFee();
  if (!ship) return 0;
  if (!ready || !query.data || query.isFetching) return null;
  return query.data.fee;
}
