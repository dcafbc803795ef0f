import { makeRequestId } from '@veso/api-client';
import type { MakeWithdrawBody, RewardFee, Withdrawal } from '@veso/contract';
import { Code, messageForCode } from '@veso/contract';
import { formatMoney, isValidPhone, withdrawMethodBySlug } from '@veso/domain';
import {
  failureOf,
  OFFLINE_MESSAGE,
  QueryView,
  RequireAuth,
  selectIsSignedIn,
  useAppSelector,
  usePageTitle,
  useUserInfo,
} from '@veso/shop-core';
import { Button, EmptyState, Money, PhoneField, TextField, YesNoDialog } from '@veso/ui-kit';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  useGetBanksQuery,
  useGetRewardFeesQuery,
  useMakeWithdrawMutation,
} from '../api/wallet-api';
import { WALLET_PATHS } from '../paths';
import { BalanceLine } from '../shared/balance-line';
import { parseAmountInput } from '../shared/money-text';
import styles from '../shared/wallet.module.css';
import { LargePrizeClaim } from './large-prize-claim';
import { withdrawStatusLabel } from './withdraw-history';

/** The e-wallets offered by method 3 (e-wallet) and method 5 (another e-wallet). */
export const WITHDRAW_WALLETS: Record<3 | 5, { value: string; label: string }[]> = {
  3: [
    { value: 'momo', label: 'Ví MoMo' },
    { value: 'zalopay', label: 'Ví ZaloPay' },
  ],
  5: [
    { value: 'vnpay', label: 'VNPAY' },
    { value: 'shopeepay', label: 'Ví ShopeePay' },
    { value: 'viettelmoney', label: 'Viettel Money' },
  ],
};

export const WithdrawFormMessages = {
  amountRequired: 'Vui lòng nhập số tiền rút',
  amountTooSmall: (min: number) => `Số tiền rút tối thiểu là ${formatMoney(min)}`,
  amountTooLarge: (max: number) => `Số tiền rút tối đa là ${formatMoney(max)}`,
  insufficient: 'Số dư tài khoản trả thưởng không đủ để rút số tiền này và phí',
  bankRequired: 'Vui lòng chọn ngân hàng',
  accountNumber: 'Số tài khoản gồm 6 đến 19 chữ số',
  accountName: 'Tên chủ tài khoản viết hoa, không dấu (ví dụ NGUYEN VAN A)',
  walletRequired: 'Vui lòng chọn ví điện tử',
  phone: messageForCode(Code.PHONE_INVALID),
} as const;

type Fields = {
  amount: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  wallet: string;
  phone: string;
};
type Errors = Partial<Record<keyof Fields, string>>;

function validate(
  fee: RewardFee,
  fields: Fields,
  prizeBalance: number | undefined,
): { errors: Errors; body: Omit<MakeWithdrawBody, 'requestId'> | null } {
  const errors: Errors = {};
  const amount = parseAmountInput(fields.amount);
  if (amount === null) errors.amount = WithdrawFormMessages.amountRequired;
  else if (amount < fee.minAmount)
    errors.amount = WithdrawFormMessages.amountTooSmall(fee.minAmount);
  else if (amount > fee.maxAmount)
    errors.amount = WithdrawFormMessages.amountTooLarge(fee.maxAmount);
  else if (prizeBalance !== undefined && amount + fee.fee > prizeBalance)
    errors.amount = WithdrawFormMessages.insufficient;
  const body: Omit<MakeWithdrawBody, 'requestId'> = { method: fee.method, amount: amount ?? 0 };
  if (fee.method === 2) {
    if (!fields.bankCode) errors.bankCode = WithdrawFormMessages.bankRequired;
    const number = fields.accountNumber.trim();
    if (!/^\d{6,19}$/.test(number)) errors.accountNumber = WithdrawFormMessages.accountNumber;
    const name = fields.accountName.trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > 100 || !/^[A-Z][A-Z ]*$/.test(name))
      errors.accountName = WithdrawFormMessages.accountName;
    Object.assign(body, { bankCode: fields.bankCode, accountNumber: number, accountName: name });
  }
  if (fee.method === 3 || fee.method === 5) {
    if (!fields.wallet) errors.wallet = WithdrawFormMessages.walletRequired;
    Object.assign(body, { walletProvider: fields.wallet });
  }
  if (fee.method >= 3) {
    const phone = fields.phone.trim();
    if (!isValidPhone(phone)) errors.phone = WithdrawFormMessages.phone;
    Object.assign(body, { phone });
  }
  return { errors, body: Object.keys(errors).length === 0 ? body : null };
}

function FeeSummary({ amount, fee }: { amount: number; fee: number }) {
  return (
    <dl className={styles.card} aria-label="Phí và số tiền nhận">
      <div className={styles.row}>
        <dt>Số tiền rút</dt>
        <dd style={{ margin: 0 }}>
          <Money amount={amount} />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>Phí rút thưởng</dt>
        <dd style={{ margin: 0 }}>{fee === 0 ? 'Miễn phí' : <Money amount={fee} />}</dd>
      </div>
      <div className={styles.row}>
        <dt>Tổng trừ tài khoản trả thưởng</dt>
        <dd style={{ margin: 0 }}>
          <Money amount={amount + fee} strong />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>Số tiền thực nhận</dt>
        <dd style={{ margin: 0 }}>
          <Money amount={amount} strong />
        </dd>
      </div>
    </dl>
  );
}

function WithdrawForm({ fee }: { fee: RewardFee }) {
  const id = useId();
  const signedIn = useAppSelector(selectIsSignedIn);
  const info = useUserInfo(!signedIn);
  const banks = useGetBanksQuery(undefined, { skip: fee.method !== 2 });
  const [fields, setFields] = useState<Fields>({
    amount: '',
    bankCode: '',
    accountNumber: '',
    accountName: '',
    wallet: '',
    phone: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState<Omit<MakeWithdrawBody, 'requestId'> | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [makeWithdraw, request] = useMakeWithdrawMutation();
  // One requestId per attempt: retrying the same withdrawal reuses it (never paid twice).
  const attempt = useRef<{ key: string; requestId: string } | null>(null);

  const { errors, body } = validate(fee, fields, info.data?.prizeBalance);
  const shown = submitted ? errors : {};
  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setDone(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (body) setConfirming(body);
  }

  async function confirm() {
    if (!confirming) return;
    const key = JSON.stringify(confirming);
    if (attempt.current?.key !== key) attempt.current = { key, requestId: makeRequestId() };
    const result = await makeWithdraw({ ...confirming, requestId: attempt.current.requestId });
    setConfirming(null);
    if ('data' in result && result.data) {
      attempt.current = null;
      setDone(result.data.withdrawal);
      setSubmitted(false);
      setFields((f) => ({ ...f, amount: '' }));
    }
  }

  const failure = request.error !== undefined && done === null ? failureOf(request.error) : null;
  const amount = parseAmountInput(fields.amount);
  const prizeBalance = info.data?.prizeBalance;
  // Above the limit the page says how such a prize is claimed, not only that it is refused.
  const largePrize =
    (amount !== null && amount > fee.maxAmount) ||
    (prizeBalance !== undefined && prizeBalance > fee.maxAmount);

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {fee.label}
      </h2>
      <TextField
        label="Số tiền rút (đ)"
        inputMode="numeric"
        autoComplete="off"
        value={fields.amount}
        onChange={(e) => set('amount')(e.target.value)}
        error={shown.amount}
        hint={`Từ ${formatMoney(fee.minAmount)} đến ${formatMoney(fee.maxAmount)} mỗi lần`}
      />
      {largePrize ? <LargePrizeClaim maxAmount={fee.maxAmount} /> : null}
      {fee.method === 2 && (
        <>
          <label className={styles.label} htmlFor={`${id}-bank`}>
            Ngân hàng
          </label>
          <select
            id={`${id}-bank`}
            className={styles.select}
            value={fields.bankCode}
            onChange={(e) => set('bankCode')(e.target.value)}
            aria-invalid={shown.bankCode ? true : undefined}
            aria-describedby={shown.bankCode ? `${id}-bank-error` : undefined}
            disabled={banks.isLoading}
          >
            <option value="">
              {banks.isLoading ? 'Đang tải danh sách ngân hàng…' : 'Chọn ngân hàng'}
            </option>
            {banks.data?.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.shortName} – {bank.name}
              </option>
            ))}
          </select>
          {banks.error !== undefined && (
            <p className={styles.error} role="alert">
              Không tải được danh sách ngân hàng.{' '}
              <button type="button" onClick={() => void banks.refetch()}>
                Thử lại
              </button>
            </p>
          )}
          {shown.bankCode && (
            <p id={`${id}-bank-error`} className={styles.error}>
              {shown.bankCode}
            </p>
          )}
          <TextField
            label="Số tài khoản"
            inputMode="numeric"
            autoComplete="off"
            value={fields.accountNumber}
            onChange={(e) => set('accountNumber')(e.target.value.replace(/\s/g, ''))}
            error={shown.accountNumber}
          />
          <TextField
            label="Tên chủ tài khoản"
            autoComplete="off"
            autoCapitalize="characters"
            value={fields.accountName}
            onChange={(e) => set('accountName')(e.target.value.toUpperCase())}
            error={shown.accountName}
            hint="Viết hoa, không dấu, đúng như tên trên tài khoản ngân hàng"
          />
        </>
      )}
      {(fee.method === 3 || fee.method === 5) && (
        <>
          <label className={styles.label} htmlFor={`${id}-wallet`}>
            Ví điện tử
          </label>
          <select
            id={`${id}-wallet`}
            className={styles.select}
            value={fields.wallet}
            onChange={(e) => set('wallet')(e.target.value)}
            aria-invalid={shown.wallet ? true : undefined}
            aria-describedby={shown.wallet ? `${id}-wallet-error` : undefined}
          >
            <option value="">Chọn ví điện tử</option>
            {WITHDRAW_WALLETS[fee.method].map((wallet) => (
              <option key={wallet.value} value={wallet.value}>
                {wallet.label}
              </option>
            ))}
          </select>
          {shown.wallet && (
            <p id={`${id}-wallet-error`} className={styles.error}>
              {shown.wallet}
            </p>
          )}
        </>
      )}
      {fee.method >= 3 && (
        <PhoneField
          label={fee.method === 4 ? 'Số điện thoại nhận tiền' : 'Số điện thoại của ví'}
          value={fields.phone}
          onChange={(e) => set('phone')(e.target.value)}
          error={shown.phone}
        />
      )}
      {amount !== null && amount > 0 && <FeeSummary amount={amount} fee={fee.fee} />}
      {failure && (
        <p className={styles.error} role="alert">
          {failure.network ? OFFLINE_MESSAGE : failure.message}
        </p>
      )}
      {done && (
        <div className={styles.card} role="status">
          <p className={styles.value}>
            Yêu cầu rút thưởng đã được ghi nhận: {withdrawStatusLabel(done.status)}
          </p>
          <p className={styles.muted}>
            <Money amount={done.amount} /> – {done.methodLabel}
          </p>
          <Link to={WALLET_PATHS.prizeAccount}>Xem lịch sử rút thưởng</Link>
        </div>
      )}
      <Button type="submit" fullWidth loading={request.isLoading}>
        Rút thưởng
      </Button>
      <YesNoDialog
        open={confirming !== null}
        title="Xác nhận rút thưởng"
        message={confirming ? <FeeSummary amount={confirming.amount} fee={fee.fee} /> : undefined}
        yesLabel="Xác nhận"
        onYes={() => void confirm()}
        onNo={() => setConfirming(null)}
        loading={request.isLoading}
      />
    </form>
  );
}

/** /tai-khoan-tra-thuong/<slug>: one withdraw method's form, fee and net shown before confirming. */
export function WithdrawPage({ slug: slugProp }: { slug?: string }) {
  const params = useParams();
  const slug = slugProp ?? params.slug ?? '';
  const method = withdrawMethodBySlug(slug);
  const fees = useGetRewardFeesQuery();
  const fee = fees.data?.fees.find((f) => f.slug === slug);
  usePageTitle(fee?.label ?? 'Rút thưởng');
  return (
    <section className={styles.page} aria-labelledby="withdraw-title">
      <h1 id="withdraw-title" className={styles.title}>
        Rút thưởng
      </h1>
      <BalanceLine kind="prize" />
      {method === undefined ? (
        <EmptyState
          title="Không tìm thấy hình thức rút thưởng"
          action={<Link to={WALLET_PATHS.prizeAccount}>Chọn hình thức rút thưởng</Link>}
        />
      ) : (
        <QueryView
          query={fees}
          loadingLabel="Đang tải phí rút thưởng"
          isEmpty={(data) => !data.fees.some((f) => f.slug === slug)}
          emptyTitle="Hình thức rút thưởng tạm ngừng"
        >
          {(data) => {
            const found = data.fees.find((f) => f.slug === slug);
            return found ? <WithdrawForm fee={found} /> : null;
          }}
        </QueryView>
      )}
      <Link to={WALLET_PATHS.prizeAccount}>Quay lại tài khoản trả thưởng</Link>
    </section>
  );
}

export function WithdrawRoute() {
  return (
    <RequireAuth>
      <WithdrawPage />
    </RequireAuth>
  );
}
