import {
  cartItemsTotal,
  isVietlottCartItem,
  QueryView,
  RequireAuth,
  selectCartItems,
  useAppSelector,
  usePageTitle,
  useUserInfo,
} from '@veso/shop-core';
import { Button, EmptyState, Money } from '@veso/ui-kit';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { CHECKOUT_PATHS } from '../paths';
import { HOME, TOP_UP_PATH } from '../shared';
import styles from '../checkout.module.css';

export const MAIN_BALANCE_LABEL = 'Tài khoản chính';

/**
 * /chon-hinh-thuc-thanh-toan and /hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan: the
 * payment method. The main balance (payment vendor 1) is the one method; its balance is
 * shown against the cart total, with a top-up link when it is short.
 */
export function PaymentMethodPage() {
  const navigate = useNavigate();
  const titleId = useId();
  const items = useAppSelector(selectCartItems).filter(isVietlottCartItem);
  const total = cartItemsTotal(items);
  const user = useUserInfo();
  usePageTitle('Chọn hình thức thanh toán');

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Chọn hình thức thanh toán
      </h1>
      {items.length === 0 ? (
        <EmptyState title="Giỏ hàng trống" action={<Link to={HOME}>Mua vé ngay</Link>} />
      ) : (
        <QueryView query={user} loadingLabel="Đang tải số dư">
          {(info) => {
            const enough = info.balance >= total;
            return (
              <>
                <fieldset className={styles.card}>
                  <legend className={styles.legend}>Hình thức thanh toán</legend>
                  <label className={styles.check}>
                    <input type="radio" name="payment" checked readOnly />
                    <span>
                      {MAIN_BALANCE_LABEL}
                      <br />
                      <span className={styles.muted}>
                        Số dư: <Money amount={info.balance} />
                      </span>
                    </span>
                  </label>
                </fieldset>
                <p className={`${styles.spread} ${styles.total}`}>
                  <span>Tổng tiền</span>
                  <Money amount={total} strong />
                </p>
                {enough ? null : (
                  <p role="status" className={styles.error}>
                    Số dư tài khoản chính không đủ. <Link to={TOP_UP_PATH}>Nạp tiền</Link>
                  </p>
                )}
                <Button
                  variant="primary"
                  fullWidth
                  onClick={() => void navigate(CHECKOUT_PATHS.confirmOrder)}
                >
                  Tiếp tục
                </Button>
              </>
            );
          }}
        </QueryView>
      )}
    </section>
  );
}

/** The routed page: paying needs a signed-in customer. */
export function GuardedPaymentMethodPage() {
  return (
    <RequireAuth>
      <PaymentMethodPage />
    </RequireAuth>
  );
}
