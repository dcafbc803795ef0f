import { formatDateTime } from '@veso/domain';
import {
  anyPrizeOddsText,
  countdownText,
  type GuardRedirectState,
  numberInfoFormText,
  numberInfoText,
  numberInfoPrice,
  RequireAuth,
  selectCartItems,
  selectIsEmbed,
  selectReceiver,
  useAppDispatch,
  useAppSelector,
  useNow,
  usePageTitle,
  useUserInfo,
  vietlottItemPrice,
} from '@veso/shop-core';
import { Button, EmptyState, Money, SuccessIcon } from '@veso/ui-kit';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ShipFeeLine, useKnownShipFee } from '../delivery/ship-fee-line';
import { PaperLines } from '../paper/paper-lines';
import { CHECKOUT_PATHS } from '../paths';
import {
  checkoutItems,
  drawLabel,
  earliestCutoff,
  HOME,
  LETTERS,
  orderDetailPath,
  paperOrderPath,
  productName,
  PROFILE_PATH,
  TOP_UP_PATH,
} from '../shared';
import { WALLET_LABEL } from '../payment/payment-method-page';
import {
  CONFIRM_NEW_TOTAL_LABEL,
  cutoffPolicyChosen,
  DELIVERY_SHIP,
  orderFlowReset,
  payOrder,
  payWithWallet,
  selectOrderFlow,
  selectPaymentMethod,
} from '../state/order-flow';
import type { PayOutcome, PayResult } from '../state/order-flow';
import styles from '../styles';

export const PAY_SUCCESS_TITLE = 'Thanh toán thành công';
/** The orders contract's refusals, checked here first so the customer reads them. */
export const UNDER_AGE_MESSAGE =
  'Bạn phải đủ 18 tuổi để mua vé xổ số. Vui lòng cập nhật ngày sinh trong thông tin tài khoản.';
/** The way forward when the birthday is missing: the profile, which returns here once saved. */
export const ADD_BIRTHDAY_LINK = 'Cập nhật ngày sinh';
export const CUTOFF_MESSAGE = 'Kỳ quay đã hết thời gian bán vé. Vui lòng chọn kỳ quay khác.';

function ResultView({ result }: { result: PayResult }) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={`${styles.title} ${styles.row}`}>
        <SuccessIcon size={28} />
        {PAY_SUCCESS_TITLE}
      </h1>
      <div className={styles.card}>
        <p className={styles.spread}>
          <span>Mã đơn hàng</span>
          <strong>#{result.orderId}</strong>
        </p>
        <p className={styles.spread}>
          <span>Số tiền đã thanh toán</span>
          <Money amount={result.amount} strong />
        </p>
        <p className={styles.spread}>
          <span>Số vé</span>
          <strong>{result.ticketCount}</strong>
        </p>
        <p className={styles.spread}>
          <span>Kỳ quay</span>
          <strong>{result.drawCodes.map((code) => `#${code}`).join(', ')}</strong>
        </p>
        <p className={styles.spread}>
          <span>Trạng thái</span>
          <strong>{result.statusLabel}</strong>
        </p>
        <p className={styles.spread}>
          <span>Số dư tài khoản chính</span>
          <Money amount={result.balance} />
        </p>
      </div>
      <p className={styles.muted}>
        Vé sẽ được đại lý in trước giờ quay. Bạn sẽ nhận thông báo khi vé được in.
      </p>
      <div className={styles.actions}>
        <Link
          to={result.paperOnly ? paperOrderPath(result.orderId) : orderDetailPath(result.orderId)}
        >
          Xem đơn hàng
        </Link>
        <Link to={HOME}>Tiếp tục mua vé</Link>
      </div>
    </section>
  );
}

function openGateway(payUrl: string) {
  window.location.assign(payUrl);
}

export type ConfirmOrderPageProps = {
  /** Opens the wallet gateway's hosted page (default: a full page load). */
  onGateway?: (payUrl: string) => void;
};

/** A failed payment as this page shows it. */
type Failure = Extract<PayOutcome, { ok: false }>;

/**
 * /xac-nhan-don-hang (spec §4 order flow): every item, the fees, the total, the payment
 * method (the main balance with what is on it, or the linked e-wallet), the odds of any
 * prize and the sales cut-off; then paying: from the main balance (reserve → confirm with
 * one requestId per attempt) and the result screen, or through the wallet (create order →
 * create_pay, the same requestId) and its gateway, which returns to the payment method
 * page with the outcome. The flow state is reset when the customer leaves the result.
 */
export function ConfirmOrderPage({ onGateway = openGateway }: ConfirmOrderPageProps) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { games: items, paper, count, total } = checkoutItems(useAppSelector(selectCartItems));
  const flow = useAppSelector(selectOrderFlow);
  const method = useAppSelector(selectPaymentMethod);
  const embed = useAppSelector(selectIsEmbed);
  const receiver = useAppSelector(selectReceiver);
  const now = useNow();
  const user = useUserInfo();
  const shipFee = useKnownShipFee();
  const underAge = user.data?.canBuy === false;
  const noBirthday = underAge && user.data?.birthday === null;
  const location = useLocation();
  const backHere: GuardRedirectState = { from: `${location.pathname}${location.search}` };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  usePageTitle('Xác nhận đơn hàng');
  const result = flow.result;

  // Leaving the result screen starts the next order afresh.
  useEffect(
    () => () => {
      if (result) dispatch(orderFlowReset());
    },
    [dispatch, result],
  );

  if (result) return <ResultView result={result} />;

  if (count === 0) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Xác nhận đơn hàng
        </h1>
        <EmptyState title="Giỏ hàng trống" action={<Link to={HOME}>Mua vé ngay</Link>} />
      </section>
    );
  }

  const cutoff = earliestCutoff(items);
  const products = [...new Set(items.map((item) => item.product))];
  const ship = flow.deliveryType === DELIVERY_SHIP;
  // The total the customer agrees to by paying: the cart's, or the one the server
  // reserved the order at when it differed (shown, then confirmed again).
  const newTotal = failure?.reservedAmount;
  const shownTotal = newTotal ?? (shipFee === null ? null : total + shipFee);

  async function pay() {
    if (shownTotal === null) return;
    const closed = items.some((item) =>
      item.drawInfos.some((draw) => new Date(draw.salesCloseAt).getTime() <= Date.now()),
    );
    if (closed && flow.cutoffPolicy === 'refuse') {
      setFailure({ ok: false, message: CUTOFF_MESSAGE, network: false, insufficient: false });
      return;
    }
    setBusy(true);
    setFailure(null);
    if (method === 'wallet') {
      const outcome = await dispatch(payWithWallet(shownTotal));
      if (outcome.ok) {
        onGateway(outcome.payUrl);
        return;
      }
      setBusy(false);
      setFailure({ ...outcome, insufficient: false });
      return;
    }
    const outcome = await dispatch(payOrder(shownTotal));
    setBusy(false);
    if (!outcome.ok) setFailure(outcome);
  }

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Xác nhận đơn hàng
      </h1>
      <ul className={styles.list} aria-label="Vé trong đơn">
        {items.map((item, itemIndex) => {
          return (
            <li key={item.id}>
              <article
                className={styles.item}
                aria-label={`Vé ${itemIndex + 1}: ${productName(item)}`}
              >
                <div className={styles.spread}>
                  <h2 className={styles.itemTitle}>{productName(item)}</h2>
                  <Money amount={vietlottItemPrice(item)} strong />
                </div>
                {item.drawInfos.map((draw) => (
                  <p key={draw.drawId} className={styles.muted}>
                    {drawLabel(draw.drawId, draw.drawAt)}
                  </p>
                ))}
                <ul className={styles.list}>
                  {item.numberInfos.map((info, index) => (
                    <li key={index} className={styles.spread}>
                      <span className={styles.balls}>
                        <strong>{LETTERS[index]}</strong> {numberInfoText(info)}
                      </span>
                      <span className={styles.muted}>
                        {numberInfoFormText(info, item.product)} · {info.lines} dãy ·{' '}
                        <Money amount={numberInfoPrice(item, info)} />
                      </span>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          );
        })}
      </ul>
      <PaperLines items={paper} offset={items.length} label="Vé xổ số kiến thiết trong đơn" />

      <div className={styles.card}>
        <p className={styles.spread}>
          <span>Hình thức nhận vé</span>
          <strong>{ship ? 'Giao vé tận nơi' : 'Đại lý giữ vé hộ'}</strong>
        </p>
        {ship ? (
          <p className={styles.muted}>
            {receiver.name} · {receiver.phone} · {receiver.address}
          </p>
        ) : null}
        <p className={styles.spread}>
          <span>Tiền vé</span>
          <Money amount={total} />
        </p>
        <p className={styles.spread}>
          <span>Phí dịch vụ</span>
          <Money amount={0} />
        </p>
        <ShipFeeLine />
        <p className={`${styles.spread} ${styles.total}`}>
          <span>Tổng thanh toán</span>
          <span data-testid="confirm-total">
            {shownTotal === null ? '…' : <Money amount={shownTotal} strong />}
          </span>
        </p>
        <p className={styles.spread}>
          <span>Thanh toán bằng</span>
          <strong data-testid="confirm-method">
            {method === 'wallet' ? 'Ví điện tử đã liên kết' : 'Tài khoản chính'}
          </strong>
        </p>
        {method === 'main' && user.data ? (
          <p className={styles.spread}>
            <span>Số dư tài khoản chính</span>
            <Money amount={user.data.balance} />
          </p>
        ) : null}
        {method === 'wallet' ? (
          <p className={styles.muted}>
            Bấm {WALLET_LABEL} để mở trang thanh toán của ví; đơn hàng chỉ được thanh toán khi ví
            xác nhận.
          </p>
        ) : null}
        {embed ? <Link to={CHECKOUT_PATHS.paymentMethod}>Đổi hình thức thanh toán</Link> : null}
      </div>

      <div className={styles.card}>
        <h2 className={styles.legend}>Xác suất trúng thưởng</h2>
        {products.map((product) => {
          // Keno and the Max 3D family have no single figure: it depends on the play.
          const odds = anyPrizeOddsText(product);
          return odds === null ? null : (
            <p key={product} className={styles.spread}>
              <span>{productName({ product } as (typeof items)[number])}</span>
              <span>Trúng giải bất kỳ: {odds} mỗi dãy số</span>
            </p>
          );
        })}
        <p className={styles.muted}>
          Xổ số là trò chơi may rủi. Hãy chơi có trách nhiệm và chỉ chi số tiền bạn sẵn sàng mất.
        </p>
      </div>

      {cutoff !== null ? (
        <div className={styles.card}>
          <p className={styles.spread}>
            <span>Hết giờ bán vé</span>
            <strong>{formatDateTime(cutoff)}</strong>
          </p>
          <p className={styles.muted}>{countdownText(cutoff, now)}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={flow.cutoffPolicy === 'next'}
              onChange={(event) =>
                dispatch(cutoffPolicyChosen(event.target.checked ? 'next' : 'refuse'))
              }
            />
            <span>Nếu kỳ đã chọn hết giờ bán, mua cho kỳ quay tiếp theo</span>
          </label>
        </div>
      ) : null}

      {underAge ? (
        <div role="alert" className={styles.error}>
          <p className={styles.error}>{UNDER_AGE_MESSAGE}</p>
          {noBirthday ? (
            <Link to={PROFILE_PATH} state={backHere}>
              {ADD_BIRTHDAY_LINK}
            </Link>
          ) : null}
        </div>
      ) : null}
      {failure !== null ? (
        <div role="alert" className={styles.error}>
          <p className={styles.error}>{failure.message}</p>
          {failure.insufficient ? <Link to={TOP_UP_PATH}>Nạp tiền vào tài khoản chính</Link> : null}
        </div>
      ) : null}

      <div className={styles.actions}>
        <Link to={CHECKOUT_PATHS.cart}>Sửa giỏ hàng</Link>
        <Button
          variant="primary"
          fullWidth
          loading={busy}
          disabled={underAge || shipFee === null}
          onClick={() => void pay()}
        >
          {newTotal !== undefined
            ? CONFIRM_NEW_TOTAL_LABEL
            : failure?.network
              ? 'Thử lại'
              : method === 'wallet'
                ? WALLET_LABEL
                : 'Thanh toán'}
        </Button>
      </div>
    </section>
  );
}

/** The routed page: paying needs a signed-in customer. */
export function GuardedConfirmOrderPage() {
  return (
    <RequireAuth>
      <ConfirmOrderPage />
    </RequireAuth>
  );
}
