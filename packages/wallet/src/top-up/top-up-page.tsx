import { BALANCE_TAG, makeRequestId } from '@veso/api-client';
import type { PaymentMethod, PaymentStatus, TopupMethod } from '@veso/contract';
import { formatCount } from '@veso/domain';
import {
  failureOf,
  OFFLINE_MESSAGE,
  QueryView,
  RequireAuth,
  useAppDispatch,
  usePageTitle,
} from '@veso/shop-core';
import { Button, ErrorIcon, Money, Spinner, SuccessIcon, TextField } from '@veso/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useCreatePaymentMutation,
  useGetPaymentMethodsQuery,
  useGetPaymentQuery,
  walletApi,
} from '../api/wallet-api';
import { WALLET_PATHS } from '../paths';
import { BalanceLine } from '../shared/balance-line';
import { parseAmountInput, topUpAmountError } from '../shared/money-text';
import styles from '../shared/wallet.module.css';

/** The preset amounts of the top-up form (đồng). */
export const TOPUP_PRESETS = [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

/** Session-storage key of the payment the customer left for the gateway to pay. */
export const PENDING_PAYMENT_KEY = 'veso.wallet.pendingPayment';

function readPendingPayment(): string | null {
  try {
    return sessionStorage.getItem(PENDING_PAYMENT_KEY);
  } catch {
    return null;
  }
}

function writePendingPayment(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(PENDING_PAYMENT_KEY);
    else sessionStorage.setItem(PENDING_PAYMENT_KEY, id);
  } catch {
    // Storage unavailable: the gateway's return URL still carries the payment id.
  }
}

/** How often a pending payment is asked for its outcome (ms). */
export const PAYMENT_POLL_MS = 2_000;

const TITLES: Record<TopupMethod | 'hub', string> = {
  hub: 'Nạp tiền',
  momo: 'Nạp tiền qua ví MoMo',
  zalopay: 'Nạp tiền qua ví ZaloPay',
  vnpay: 'Nạp tiền qua VNPAY',
  shopeepay: 'Nạp tiền qua ví ShopeePay',
  viettelmoney: 'Nạp tiền qua Viettel Money',
  phone_credit: 'Nạp tiền bằng tài khoản điện thoại',
  dtt: 'Nạp tài khoản DTT',
};

const RESULT_TEXT: Record<Exclude<PaymentStatus, 'pending'>, string> = {
  paid: 'Nạp tiền thành công',
  failed: 'Giao dịch đã bị huỷ, tài khoản không bị trừ tiền',
  expired: 'Giao dịch đã hết hạn, tài khoản không bị trừ tiền',
};

/** Follows a payment after the gateway sent the customer back, until it settles. */
export function PaymentResult({
  paymentId,
  pollMs = PAYMENT_POLL_MS,
}: {
  paymentId: string;
  pollMs?: number;
}) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<PaymentStatus | undefined>(undefined);
  const settled = status !== undefined && status !== 'pending';
  const query = useGetPaymentQuery(paymentId, {
    pollingInterval: settled ? 0 : pollMs,
    skipPollingIfUnfocused: false,
  });
  const latest = query.data?.status;
  const refreshed = useRef(false);
  if (latest !== status) setStatus(latest);

  useEffect(() => {
    if (settled && !refreshed.current) {
      refreshed.current = true;
      if (readPendingPayment() === paymentId) writePendingPayment(null);
      // The balances (the drawer's too) and the statement moved: read them again.
      dispatch(walletApi.util.invalidateTags([BALANCE_TAG, 'Statement']));
    }
  }, [settled, dispatch, paymentId]);

  return (
    <section className={styles.card} aria-labelledby="payment-result-title" aria-live="polite">
      <h2 id="payment-result-title" className={styles.sectionTitle}>
        Kết quả giao dịch
      </h2>
      <QueryView query={query} loadingLabel="Đang tải giao dịch">
        {(payment) =>
          payment.status === 'pending' ? (
            <p className={styles.row} role="status">
              <Spinner />
              <span>
                Đang chờ xác nhận thanh toán <Money amount={payment.amount} />…
              </span>
            </p>
          ) : (
            <div role="status" className={styles.section}>
              <p className={payment.status === 'paid' ? styles.value : styles.error}>
                {payment.status === 'paid' ? (
                  <SuccessIcon aria-hidden />
                ) : (
                  <ErrorIcon aria-hidden />
                )}{' '}
                {RESULT_TEXT[payment.status]}
              </p>
              <p className={styles.row}>
                <span>Số tiền</span>
                <Money amount={payment.amount} strong />
              </p>
              <p className={styles.muted}>Mã giao dịch: {payment.id}</p>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

type TopUpFormProps = {
  methods: PaymentMethod[];
  /** Fixed method (an e-wallet route); undefined lets the customer choose. */
  fixed?: TopupMethod;
  onGateway: (payUrl: string) => void;
};

function TopUpForm({ methods, fixed, onGateway }: TopUpFormProps) {
  const formId = useId();
  const [method, setMethod] = useState<TopupMethod | null>(fixed ?? null);
  const [amountText, setAmountText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [createPayment, creation] = useCreatePaymentMutation();
  // One requestId per attempt: a retry of the same method and amount reuses it, so a
  // double tap or a lost answer never opens two payments.
  const attempt = useRef<{ key: string; requestId: string } | null>(null);

  const chosen = methods.find((m) => m.method === method);
  const amount = parseAmountInput(amountText);
  const amountError = chosen ? topUpAmountError(amount, chosen.minAmount, chosen.maxAmount) : null;
  const methodError = chosen ? null : 'Vui lòng chọn hình thức nạp tiền';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen || amountError !== null || amount === null) return;
    const key = `${chosen.method}:${amount}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: makeRequestId() };
    const result = await createPayment({
      requestId: attempt.current.requestId,
      method: chosen.method,
      amount,
    });
    if ('data' in result && result.data) {
      attempt.current = null;
      // Remembered so that coming back without the gateway's redirect still shows the outcome.
      writePendingPayment(result.data.id);
      onGateway(result.data.payUrl);
    }
  }

  const failure = creation.error !== undefined ? failureOf(creation.error) : null;

  return (
    <form
      className={styles.section}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`} className={styles.sectionTitle}>
        {fixed ? 'Số tiền nạp' : 'Chọn hình thức và số tiền nạp'}
      </h2>
      {!fixed && (
        <fieldset className={styles.section}>
          <legend className={styles.label}>Hình thức nạp tiền</legend>
          <div className={styles.choices}>
            {methods.map((m) => (
              <label key={m.method} className={styles.choice}>
                <input
                  type="radio"
                  name={`${formId}-method`}
                  value={m.method}
                  checked={method === m.method}
                  disabled={!m.enabled}
                  onChange={() => setMethod(m.method)}
                />
                {m.name}
              </label>
            ))}
            <Link className={styles.choice} to={WALLET_PATHS.topUpBankTransfer}>
              Chuyển khoản ngân hàng
            </Link>
          </div>
          {submitted && methodError && (
            <p className={styles.error} role="alert">
              {methodError}
            </p>
          )}
        </fieldset>
      )}
      <fieldset className={styles.section}>
        <legend className={styles.label}>Chọn nhanh số tiền</legend>
        <div className={styles.choices}>
          {TOPUP_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.choice}
              aria-pressed={amount === preset}
              onClick={() => setAmountText(String(preset))}
            >
              <Money amount={preset} />
            </button>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Số tiền nạp (đ)"
        inputMode="numeric"
        autoComplete="off"
        value={amountText}
        onChange={(event) => setAmountText(event.target.value)}
        error={submitted ? (amountError ?? undefined) : undefined}
        hint={
          chosen
            ? `Từ ${formatCount(chosen.minAmount)}đ đến ${formatCount(chosen.maxAmount)}đ`
            : undefined
        }
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure.network ? OFFLINE_MESSAGE : failure.message}
        </p>
      )}
      <Button type="submit" fullWidth loading={creation.isLoading}>
        Nạp tiền
      </Button>
    </form>
  );
}

export type TopUpPageProps = {
  /** The e-wallet / phone-credit / DTT route's method; undefined for the /nap-tien hub. */
  method?: TopupMethod;
  /** Opens the gateway's hosted page (default: a full page load). */
  onGateway?: (payUrl: string) => void;
  pollMs?: number;
};

function openGateway(payUrl: string) {
  window.location.assign(payUrl);
}

/** /nap-tien and the per-method top-up routes: methods, amounts, and the pending payment. */
export function TopUpPage({ method, onGateway = openGateway, pollMs }: TopUpPageProps) {
  const title = TITLES[method ?? 'hub'];
  usePageTitle(title);
  const [params] = useSearchParams();
  // The gateway sends the customer back with ?paymentId=; the browser's back button does not.
  const [remembered] = useState(readPendingPayment);
  const paymentId = params.get('paymentId') ?? remembered;
  const query = useGetPaymentMethodsQuery();
  return (
    <section className={styles.page} aria-labelledby="topup-title">
      <h1 id="topup-title" className={styles.title}>
        {title}
      </h1>
      <BalanceLine kind="main" />
      {paymentId && <PaymentResult paymentId={paymentId} pollMs={pollMs} />}
      <QueryView
        query={query}
        loadingLabel="Đang tải hình thức nạp tiền"
        isEmpty={(data) =>
          data.methods.filter((m) => m.enabled && (!method || m.method === method)).length === 0
        }
        emptyTitle="Chưa có hình thức nạp tiền"
        emptyMessage="Hình thức nạp tiền này tạm thời chưa hoạt động, vui lòng chọn chuyển khoản ngân hàng."
      >
        {(data) => (
          <TopUpForm
            methods={data.methods.filter((m) => m.enabled && (!method || m.method === method))}
            fixed={method}
            onGateway={onGateway}
          />
        )}
      </QueryView>
      <p className={styles.row}>
        <Link to={WALLET_PATHS.topUpBankTransfer}>Nạp bằng chuyển khoản ngân hàng</Link>
        <Link to={WALLET_PATHS.topUpGuide}>Hướng dẫn nạp tiền</Link>
      </p>
    </section>
  );
}

function guarded(method?: TopupMethod) {
  return function GuardedTopUp() {
    return (
      <RequireAuth>
        <TopUpPage method={method} />
      </RequireAuth>
    );
  };
}

export const TopUpRoute = guarded();
export const MomoTopUpRoute = guarded('momo');
export const ZaloPayTopUpRoute = guarded('zalopay');
export const VnPayTopUpRoute = guarded('vnpay');
export const ShopeePayTopUpRoute = guarded('shopeepay');
export const ViettelMoneyTopUpRoute = guarded('viettelmoney');
export const PhoneTopUpRoute = guarded('phone_credit');
export const DttTopUpRoute = guarded('dtt');
