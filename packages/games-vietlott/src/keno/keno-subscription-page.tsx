import { makeRequestId } from '@veso/api-client';
import type { Subscription } from '@veso/contract';
import { getProduct } from '@veso/domain';
import {
  failureOf,
  makeVietlottCartItem,
  OFFLINE_MESSAGE,
  RequireAuth,
  toOrderItemInfo,
  usePageTitle,
} from '@veso/shop-core';
import { Button, Money, TextField } from '@veso/ui-kit';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { SET_LETTERS } from '../play/ticket-actions';
import { useCreateSubscriptionMutation } from './keno-api';
import { KenoSelection, kenoSetError, kenoSetPrice, useKenoSelection } from './keno-selection';
import { KenoHoursNotice } from './sales-hours';
import styles from '../styles';

/** The customer's subscriptions ("nuôi vé"): the orders feature's route (spec §2). */
export const SUBSCRIPTIONS_PATH = '/nuoi-ve';
export const DEFAULT_SUBSCRIPTION_DRAWS = 10;
const MAX_DRAWS = 365;
const MIN_AMOUNT = 10_000;

export type KenoSubscriptionPageProps = {
  random?: () => number;
};

type StopRules = { draws: string; maxAmount: string; stopOnWin: boolean };

function wholeNumber(value: string): number | null {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * /nuoi-keno (spec §2): the /keno selection bought again for the next Keno draws, with
 * the stop rules — after a number of draws, at a total amount, on a win — through
 * `POST /customer/subscriptions/create`. The server's refusal shows as it says it.
 */
export function KenoSubscriptionPage({ random }: KenoSubscriptionPageProps) {
  const titleId = useId();
  const selection = useKenoSelection();
  const [rules, setRules] = useState<StopRules>({
    draws: String(DEFAULT_SUBSCRIPTION_DRAWS),
    maxAmount: '',
    stopOnWin: true,
  });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ draws?: string; maxAmount?: string }>({});
  const [created, setCreated] = useState<Subscription | null>(null);
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  usePageTitle('Nuôi Keno');

  const perDraw = selection.sets.reduce((sum, set) => sum + kenoSetPrice(set, 1), 0);
  const draws = wholeNumber(rules.draws);

  function change(next: Partial<StopRules>) {
    setError(null);
    setFieldErrors({});
    setRules((all) => ({ ...all, ...next }));
  }

  function checkRules(): { draws?: number; maxAmount?: number } | null {
    const errors: { draws?: string; maxAmount?: string } = {};
    const maxAmount = rules.maxAmount.trim() === '' ? undefined : wholeNumber(rules.maxAmount);
    if (rules.draws.trim() !== '' && (draws === null || draws < 1 || draws > MAX_DRAWS)) {
      errors.draws = `Vui lòng nhập số kỳ từ 1 đến ${MAX_DRAWS}.`;
    }
    if (maxAmount === null || (maxAmount !== undefined && maxAmount < MIN_AMOUNT)) {
      errors.maxAmount = 'Vui lòng nhập số tiền từ 10.000đ trở lên.';
    }
    setFieldErrors(errors);
    if (errors.draws || errors.maxAmount) return null;
    return {
      ...(draws !== null && rules.draws.trim() !== '' ? { draws } : {}),
      ...(maxAmount !== undefined && maxAmount !== null ? { maxAmount } : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    for (const [index, set] of selection.sets.entries()) {
      const message = kenoSetError(set);
      if (message !== null) {
        selection.setActive(index);
        setError(`Bộ số ${SET_LETTERS[index]}: ${message}`);
        return;
      }
    }
    const stops = checkRules();
    if (!stops) return;
    const item = makeVietlottCartItem('keno', selection.sets, []);
    const result = await create({
      requestId: makeRequestId(),
      product: 'keno',
      numberInfos: toOrderItemInfo(item).numberInfos,
      ...stops,
      stopOnWin: rules.stopOnWin,
    });
    if ('error' in result) {
      const failure = failureOf(result.error);
      const serverMessage = (result.error as { serverMessage?: unknown }).serverMessage;
      setError(
        failure.network
          ? OFFLINE_MESSAGE
          : typeof serverMessage === 'string'
            ? serverMessage
            : failure.message,
      );
      return;
    }
    setCreated(result.data);
  }

  if (created) {
    return (
      <section className={styles.page} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          Nuôi Keno
        </h1>
        <div role="status" className={styles.card}>
          <p className={styles.legend}>Đã bắt đầu nuôi Keno</p>
          <p className={styles.spread}>
            <span>Mỗi kỳ</span>
            <Money amount={created.pricePerDraw} strong />
          </p>
          <p className={styles.spread}>
            <span>Số kỳ</span>
            <strong>{created.draws ?? 'Đến khi huỷ'}</strong>
          </p>
          {created.maxAmount !== null ? (
            <p className={styles.spread}>
              <span>Dừng khi tổng tiền đạt</span>
              <Money amount={created.maxAmount} />
            </p>
          ) : null}
          <p className={styles.muted}>
            {created.stopOnWin ? 'Dừng khi trúng thưởng.' : 'Không dừng khi trúng thưởng.'}
          </p>
          <Link to={SUBSCRIPTIONS_PATH}>Xem các vé đang nuôi</Link>
        </div>
      </section>
    );
  }

  return (
    <form className={styles.page} aria-labelledby={titleId} onSubmit={(e) => void submit(e)}>
      <div>
        <h1 id={titleId} className={styles.title}>
          Nuôi Keno
        </h1>
        <p className={styles.muted}>
          Tự động mua lại các bộ số đã chọn cho các kỳ Keno tiếp theo, dừng theo điều kiện của quý
          khách.
        </p>
        <p className={styles.muted}>Lịch quay: {getProduct('keno').drawSchedule}</p>
      </div>
      <KenoHoursNotice />
      <KenoSelection
        selection={selection}
        draws={1}
        onEdit={() => setError(null)}
        random={random}
      />
      <fieldset className={styles.card}>
        <legend className={styles.legend}>Điều kiện dừng</legend>
        <TextField
          label="Số kỳ nuôi"
          inputMode="numeric"
          value={rules.draws}
          hint="Để trống: nuôi đến khi quý khách huỷ."
          error={fieldErrors.draws}
          onChange={(event) => change({ draws: event.target.value })}
        />
        <TextField
          label="Dừng khi tổng tiền mua đạt (đ)"
          inputMode="numeric"
          value={rules.maxAmount}
          hint="Không bắt buộc."
          error={fieldErrors.maxAmount}
          onChange={(event) => change({ maxAmount: event.target.value })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={rules.stopOnWin}
            onChange={(event) => change({ stopOnWin: event.target.checked })}
          />
          <span>Dừng khi trúng thưởng</span>
        </label>
      </fieldset>
      <div className={styles.card} aria-live="polite">
        <p className={styles.spread}>
          <span>Mỗi kỳ</span>
          <span data-testid="price-per-draw">
            <Money amount={perDraw} strong />
          </span>
        </p>
        {draws !== null && draws > 0 ? (
          <p className={`${styles.spread} ${styles.total}`}>
            <span>Tối đa {draws} kỳ</span>
            <span data-testid="price-total">
              <Money amount={perDraw * draws} strong />
            </span>
          </p>
        ) : null}
      </div>
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" fullWidth disabled={isLoading}>
        {isLoading ? 'Đang tạo…' : 'Bắt đầu nuôi'}
      </Button>
    </form>
  );
}

/** /nuoi-keno behind the sign-in guard: a subscription buys from the customer's balance. */
export function GuardedKenoSubscriptionPage() {
  return (
    <RequireAuth>
      <KenoSubscriptionPage />
    </RequireAuth>
  );
}
