import type { BankTransfer } from '@veso/contract';
import { TOPUP_AMOUNT } from '@veso/domain';
import { QueryView, RequireAuth, usePageTitle } from '@veso/shop-core';
import { Button, Money, TextField } from '@veso/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useGetBankTransferQuery } from '../api/wallet-api';
import { WALLET_PATHS } from '../paths';
import { parseAmountInput, topUpAmountError } from '../shared/money-text';
import styles from '../shared/wallet.module.css';

type CopyState = { label: string; ok: boolean } | null;

function CopyRow({
  label,
  value,
  display,
  onCopied,
}: {
  label: string;
  value: string;
  display?: React.ReactNode;
  onCopied: (state: CopyState) => void;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      onCopied({ label, ok: true });
    } catch {
      onCopied({ label, ok: false });
    }
  }
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={styles.row} style={{ margin: 0 }}>
        <span className={styles.value}>{display ?? value}</span>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`Sao chép ${label.toLowerCase()}`}
        >
          Sao chép
        </Button>
      </dd>
    </div>
  );
}

function TransferDetails({ data }: { data: BankTransfer }) {
  const [copied, setCopied] = useState<CopyState>(null);
  return (
    <section className={styles.card} aria-labelledby="transfer-title">
      <h2 id="transfer-title" className={styles.sectionTitle}>
        Thông tin chuyển khoản
      </h2>
      <img
        className={styles.qr}
        src={data.qrDataUrl}
        alt={`Mã VietQR chuyển khoản đến ${data.bank.shortName} ${data.accountNumber}`}
        width={240}
        height={240}
      />
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Ngân hàng</dt>
          <dd className={styles.value} style={{ margin: 0 }}>
            {data.bank.shortName} – {data.bank.name}
          </dd>
        </div>
        <CopyRow label="Số tài khoản" value={data.accountNumber} onCopied={setCopied} />
        <div className={styles.row}>
          <dt>Chủ tài khoản</dt>
          <dd className={styles.value} style={{ margin: 0 }}>
            {data.accountName}
          </dd>
        </div>
        {data.amount !== null && (
          <CopyRow
            label="Số tiền"
            value={String(data.amount)}
            display={<Money amount={data.amount} strong />}
            onCopied={setCopied}
          />
        )}
        <CopyRow label="Nội dung chuyển khoản" value={data.memo} onCopied={setCopied} />
      </dl>
      <p
        role="status"
        aria-live="polite"
        className={copied?.ok === false ? styles.error : styles.muted}
      >
        {copied === null
          ? ''
          : copied.ok
            ? `Đã sao chép ${copied.label.toLowerCase()}`
            : `Không sao chép được ${copied.label.toLowerCase()}, vui lòng chép thủ công`}
      </p>
      <p className={styles.muted}>
        Vui lòng ghi đúng nội dung chuyển khoản để tiền được cộng vào tài khoản của Quý khách. Tiền
        vào tài khoản ngay khi ngân hàng báo có.
      </p>
    </section>
  );
}

/** /nap-tien/chuyen-khoan-ngan-hang: the shop's account, the customer's memo and the VietQR. */
export function BankTransferPage() {
  usePageTitle('Chuyển khoản ngân hàng');
  const [amountText, setAmountText] = useState('');
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const query = useGetBankTransferQuery(amount);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (amountText.trim() === '') {
      setError(null);
      setAmount(undefined);
      return;
    }
    const parsed = parseAmountInput(amountText);
    const message = topUpAmountError(parsed, TOPUP_AMOUNT.min, TOPUP_AMOUNT.max);
    setError(message);
    if (message === null && parsed !== null) setAmount(parsed);
  }

  return (
    <section className={styles.page} aria-labelledby="bank-title">
      <h1 id="bank-title" className={styles.title}>
        Chuyển khoản ngân hàng
      </h1>
      <form className={styles.section} onSubmit={apply} noValidate>
        <TextField
          label="Số tiền muốn nạp (đ, không bắt buộc)"
          inputMode="numeric"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary">
          Tạo mã QR
        </Button>
      </form>
      <QueryView query={query} loadingLabel="Đang tải thông tin chuyển khoản">
        {(data) => <TransferDetails data={data} />}
      </QueryView>
      <Link to={WALLET_PATHS.topUpGuide}>Hướng dẫn nạp tiền</Link>
    </section>
  );
}

export function BankTransferRoute() {
  return (
    <RequireAuth>
      <BankTransferPage />
    </RequireAuth>
  );
}
