import {
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
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ShipFeeLine, useKnownShipFee } from '../delivery/ship-fee-line';
import { CHECKOUT_PATHS } from '../paths';
import { checkoutItems, HOME, TOP_UP_PATH } from '../shared';
import { CONFIRM_NEW_TOTAL_LABEL, payWithWallet } from '../state/order-flow';
import { WalletPayResult } from './wallet-pay-result';
import styles from '../styles';

export const MAIN_BALANCE_LABEL = 'Tài khoản chính';
export const WALLET_LABEL = 'Thanh toán qua ví';

type Method = 'main' | 'wallet';

function MethodOption(props: {
  title: string;
  hint: ReactNode;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className={styles.check}>
      <input type="radio" name="payment" checked={props.checked} onChange={props.onChoose} />
      <span>
        {props.title}
        <br />
        <span className={styles.muted}>{props.hint}</span>
      </span>
    </label>
  );
}

function openGateway(payUrl: string) {
  window.location.assign(payUrl);
}

export type PaymentMethodPageProps = {
  /** Opens the wallet gateway's hosted page (default: a full page load). */
  onGateway?: (payUrl: string) => void;
  pollMs?: number;
};

/**
 * /chon-hinh-thuc-thanh-toan and /hinh-thuc-nhan-ve/chon-hinh-thuc-thanh-toan: the
 * payment method. The main balance (payment vendor 1) is shown against the total (tickets
 * and ship fee), with a top-up link when it is short; it goes on to the confirmation. In
 * the e-wallet webview, 'Thanh toán qua ví' creates the order and its wallet payment and
 * sends the customer to the gateway, which brings them back here (`?orderId=&paymentId=`).
 */
export function PaymentMethodPage({ onGateway = openGateway, pollMs }: PaymentMethodPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const [params] = useSearchParams();
  const { count, total: ticketsTotal } = checkoutItems(useAppSelector(selectCartItems));
  const embed = useAppSelector(selectIsEmbed);
  const shipFee = useKnownShipFee();
  const total = ticketsTotal + (shipFee ?? 0);
  const user = useUserInfo();
  const [method, setMethod] = useState<Method>(embed ? 'wallet' : 'main');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The total the server created the order at, when it differed from the cart's.
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const shownTotal = newTotal ?? total;
  usePageTitle('Chọn hình thức thanh toán');

  const returnedOrder = Number(params.get('orderId'));
  const returnedPayment = params.get('paymentId');
  if (returnedPayment && Number.isInteger(returnedOrder) && returnedOrder > 0) {
    return <WalletPayResult orderId={returnedOrder} paymentId={returnedPayment} pollMs={pollMs} />;
  }

  async function payByWallet() {
    setBusy(true);
    setFailure(null);
    const outcome = await dispatch(payWithWallet(shownTotal));
    if (outcome.ok) {
      onGateway(outcome.payUrl);
      return;
    }
    setBusy(false);
    setFailure(outcome.message);
    setNewTotal(outcome.reservedAmount ?? null);
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
                    {shipFee === null ? '…' : <Money amount={shownTotal} strong />}
                  </p>
                </div>
                {method === 'main' && !enough ? (
                  <p role="status" className={styles.error}>
                    Số dư tài khoản chính không đủ. <Link to={TOP_UP_PATH}>Nạp tiền</Link>
                  </p>
                ) : null}
                {failure !== null ? (
                  <p role="alert" className={styles.error}>
                    {failure}
                  </p>
                ) : null}
                {method === 'wallet' ? (
                  <Button
                    variant="primary"
                    fullWidth
                    loading={busy}
                    disabled={shipFee === null}
                    onClick={() => void payByWallet()}
                  >
                    {newTotal !== null ? CONFIRM_NEW_TOTAL_LABEL : WALLET_LABEL}
                  </Button>
                ) : (
                  <Button
                    variant="primary"
                    fullWidth
                    onClick={() => void navigate(CHECKOUT_PATHS.confirmOrder)}
                  >
                    Tiếp tục
                  </Button>
                )}
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
