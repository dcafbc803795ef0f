import {
  MethodOption,
  QueryView,
  RequireAuth,
  selectCartItems,
  selectIsEmbed,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
  useUserInfo,
} from '@veso/shop-core';
import { Button, EmptyState, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ShipFeeLine, useKnownShipFee } from '../delivery/ship-fee-line';
import { CHECKOUT_PATHS } from '../paths';
import { checkoutItems, HOME, TOP_UP_PATH } from '../shared';
import { paymentMethodChosen, selectPaymentMethod } from '../state/order-flow';
import type { PaymentMethod } from '../state/order-flow';
import { WalletPayResult } from './wallet-pay-result';
import styles from '../styles';

export const MAIN_BALANCE_LABEL = 'Tài khoản chính';
export const WALLET_LABEL = 'Thanh toán qua ví';

export type PaymentMethodPageProps = {
  pollMs?: number;
};

/**
 * /chon-hinh-thuc-thanh-toan and /hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan: the
 * payment method. The main balance (payment vendor 1) is shown against the total (tickets
 * and ship fee), with a top-up link when it is short; in the e-wallet webview, 'Thanh toán
 * qua ví' is offered too (and chosen first). Either goes on to the confirmation, where the
 * customer sees the order and pays. The wallet's gateway brings the customer back here
 * (`?orderId=&paymentId=`) to see the outcome.
 */
export function PaymentMethodPage({ pollMs }: PaymentMethodPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [params] = useSearchParams();
  const { count, total: ticketsTotal } = checkoutItems(useAppSelector(selectCartItems));
  const embed = useAppSelector(selectIsEmbed);
  const chosen = useAppSelector(selectPaymentMethod);
  const shipFee = useKnownShipFee();
  const total = ticketsTotal + (shipFee ?? 0);
  const user = useUserInfo();
  const [method, setMethod] = useState<PaymentMethod>(embed ? chosen : 'main');
  usePageTitle('Chọn hình thức thanh toán');

  const returnedOrder = Number(params.get('orderId'));
  const returnedPayment = params.get('paymentId');
  if (returnedPayment && Number.isInteger(returnedOrder) && returnedOrder > 0) {
    return <WalletPayResult orderId={returnedOrder} paymentId={returnedPayment} pollMs={pollMs} />;
  }

  function next() {
    dispatch(paymentMethodChosen(method));
    void navigate(CHECKOUT_PATHS.confirmOrder);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Chọn hình thức thanh toán
      </h1>
      {count === 0 ? (
        <EmptyState title="Giỏ hàng trống" action={<Link to={HOME}>Mua vé ngay</Link>} />
      ) : (
        <QueryView query={user} loadingLabel="Đang tải số dư">
          {(info) => {
            const enough = info.balance >= total;
            return (
              <>
                <fieldset className={styles.card}>
                  <legend className={styles.legend}>Hình thức thanh toán</legend>
                  <MethodOption
                    name="payment"
                    title={MAIN_BALANCE_LABEL}
                    hint={
                      <>
                        Số dư: <Money amount={info.balance} />
                      </>
                    }
                    checked={method === 'main'}
                    onChoose={() => setMethod('main')}
                  />
                  {embed ? (
                    <MethodOption
                      name="payment"
                      title={WALLET_LABEL}
                      hint="Thanh toán trực tiếp bằng ví điện tử đã liên kết."
                      checked={method === 'wallet'}
                      onChoose={() => setMethod('wallet')}
                    />
                  ) : null}
                </fieldset>
                <div className={styles.card}>
                  <ShipFeeLine />
                  <p className={`${styles.spread} ${styles.total}`}>
                    <span>Tổng tiền</span>
                    {shipFee === null ? '…' : <Money amount={total} strong />}
                  </p>
                </div>
                {method === 'main' && !enough ? (
                  <p role="status" className={styles.error}>
                    Số dư tài khoản chính không đủ. <Link to={TOP_UP_PATH}>Nạp tiền</Link>
                  </p>
                ) : null}
                <Button variant="primary" fullWidth onClick={next}>
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
