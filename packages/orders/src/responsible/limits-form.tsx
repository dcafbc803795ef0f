import type { PlayLimits, SpendingLimits } from '@veso/contract';
import { SPENDING_LIMIT_AMOUNT, formatDateTime, formatMoney } from '@veso/domain';
import { useSetPlayLimitsMutation } from '@veso/shop-core';
import { Button, DateTime, Money, TextField } from '@veso/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useRequestId } from '../subscriptions/use-request-id';
import styles from '../styles';

export type Period = keyof SpendingLimits;
export const PERIODS: readonly Period[] = ['daily', 'weekly', 'monthly'];

/** The smallest and largest limit the server takes, in đồng (the domain's). */
export const LIMIT_MIN = SPENDING_LIMIT_AMOUNT.min;
export const LIMIT_MAX = SPENDING_LIMIT_AMOUNT.max;

export const LIMIT_LABELS: Record<Period, string> = {
  daily: 'Hạn mức ngày',
  weekly: 'Hạn mức tuần',
  monthly: 'Hạn mức tháng',
};

export const LimitMessages = {
  notWhole: 'Vui lòng nhập số tiền nguyên (đồng), ví dụ 500.000',
  tooSmall: `Hạn mức tối thiểu là ${formatMoney(LIMIT_MIN)}`,
  tooLarge: `Hạn mức tối đa là ${formatMoney(LIMIT_MAX)}`,
  unchanged: 'Bạn chưa thay đổi hạn mức nào.',
  saved: 'Đã lưu hạn mức chi tiêu.',
  pendingFrom: (at: string) =>
    `Hạn mức tăng hoặc bỏ giới hạn chỉ áp dụng sau 24 giờ, từ ${formatDateTime(at)}.`,
} as const;

/**
 * Reads a limit as typed: empty means no limit (null); dots, spaces and a trailing 'đ'
 * are allowed ('500.000đ'); anything else must be whole đồng within the server's range.
 */
export function parseLimit(text: string): { value: number | null } | { error: string } {
  const cleaned = text.replace(/[\s.,]/g, '').replace(/đ$/i, '');
  if (cleaned === '') return { value: null };
  if (!/^\d+$/.test(cleaned)) return { error: LimitMessages.notWhole };
  const value = Number(cleaned);
  if (value < LIMIT_MIN) return { error: LimitMessages.tooSmall };
  if (value > LIMIT_MAX) return { error: LimitMessages.tooLarge };
  return { value };
}

/** The limit each period will have once any pending change applies. */
function targetOf(data: PlayLimits, period: Period): number | null {
  return data.pending ? data.pending[period] : data.limits[period];
}

function asText(value: number | null): string {
  return value === null ? '' : String(value);
}

function LimitValue({ value }: { value: number | null }) {
  return value === null ? <span>Không giới hạn</span> : <Money amount={value} strong />;
}

/** The limits in force, each pending change with when it applies. */
export function LimitList({ data }: { data: PlayLimits }) {
  return (
    <dl className={styles.list} aria-label="Hạn mức hiện tại">
      {PERIODS.map((period) => {
        const pending = data.pending;
        const changing = pending !== null && pending[period] !== data.limits[period];
        return (
          <div key={period} className={styles.spread}>
            <dt>{LIMIT_LABELS[period]}</dt>
            <dd className={styles.muted}>
              <LimitValue value={data.limits[period]} />
              {changing ? (
                <>
                  {' → '}
                  <LimitValue value={pending[period]} /> · Áp dụng từ{' '}
                  <DateTime value={pending.effectiveAt} />
                </>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Changing the limits: only the changed fields are sent (empty removes a limit). Lowering
 * applies at once; raising or removing after 24 hours, as the answer says.
 */
export function LimitsForm({ data }: { data: PlayLimits }) {
  const [values, setValues] = useState<Record<Period, string>>(() => ({
    daily: asText(targetOf(data, 'daily')),
    weekly: asText(targetOf(data, 'weekly')),
    monthly: asText(targetOf(data, 'monthly')),
  }));
  const [errors, setErrors] = useState<Partial<Record<Period, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const requestId = useRequestId();
  const [save, { isLoading }] = useSetPlayLimitsMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    setFormError(null);
    const nextErrors: Partial<Record<Period, string>> = {};
    const changes: Partial<Record<Period, number | null>> = {};
    for (const period of PERIODS) {
      const parsed = parseLimit(values[period]);
      if ('error' in parsed) nextErrors[period] = parsed.error;
      else if (parsed.value !== targetOf(data, period)) changes[period] = parsed.value;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    if (Object.keys(changes).length === 0) {
      setFormError(LimitMessages.unchanged);
      return;
    }
    const result = await save({ requestId: requestId.take(JSON.stringify(changes)), ...changes });
    if ('error' in result) {
      setFormError(requestId.failed(result.error));
      return;
    }
    requestId.succeeded();
    const pending = result.data.pending;
    setSaved(
      pending
        ? `${LimitMessages.saved} ${LimitMessages.pendingFrom(pending.effectiveAt)}`
        : LimitMessages.saved,
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.card}>
      {PERIODS.map((period) => (
        <TextField
          key={period}
          label={`${LIMIT_LABELS[period]} (đồng)`}
          inputMode="numeric"
          autoComplete="off"
          hint="Để trống nếu không giới hạn"
          value={values[period]}
          onChange={(event) => setValues({ ...values, [period]: event.target.value })}
          error={errors[period]}
        />
      ))}
      <p className={styles.muted}>
        Hạn mức tối thiểu {formatMoney(LIMIT_MIN)}. Giảm hạn mức được áp dụng ngay; tăng hoặc bỏ hạn
        mức được áp dụng sau 24 giờ.
      </p>
      {formError ? (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      ) : null}
      {saved ? <p role="status">{saved}</p> : null}
      <Button type="submit" variant="primary" loading={isLoading}>
        Lưu hạn mức
      </Button>
    </form>
  );
}
