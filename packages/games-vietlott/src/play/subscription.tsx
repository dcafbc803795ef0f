import { makeRequestId } from '@veso/api-client';
import type { CreateSubscriptionBody, OrderableProduct, Subscription } from '@veso/contract';
import { SUBSCRIPTION_LIMITS, formatMoney } from '@veso/domain';
import { failureOf, makeVietlottCartItem, OFFLINE_MESSAGE, toOrderItemInfo } from '@veso/shop-core';
import type { NumberSet } from '@veso/shop-core';
import { Money, TextField } from '@veso/ui-kit';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCreateSubscriptionMutation } from './subscription-api';
import styles from '../styles';

/** The customer's subscriptions ("nuôi vé"): the orders feature's route (spec §2). */
export const SUBSCRIPTIONS_PATH = '/nuoi-ve';
export const DEFAULT_SUBSCRIPTION_DRAWS = 10;
/** The bounds of a subscription (the domain's, as createSubscriptionBodySchema checks them). */
export const MAX_SUBSCRIPTION_DRAWS = SUBSCRIPTION_LIMITS.maxDraws;
export const MIN_SUBSCRIPTION_AMOUNT = SUBSCRIPTION_LIMITS.minAmount;
export const DRAWS_MESSAGE = `Vui lòng nhập số kỳ từ 1 đến ${MAX_SUBSCRIPTION_DRAWS}.`;
export const AMOUNT_MESSAGE = `Vui lòng nhập số tiền từ ${formatMoney(MIN_SUBSCRIPTION_AMOUNT)} trở lên.`;

/** The stop rules as typed: draws and amount as text (blank: no such rule). */
export type StopRules = { draws: string; maxAmount: string; stopOnWin: boolean };
/** The stop rules as the server takes them. */
export type StopRulesValue = Pick<CreateSubscriptionBody, 'draws' | 'maxAmount' | 'stopOnWin'>;
type FieldErrors = { draws?: string; maxAmount?: string };

function wholeNumber(value: string): number | null {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * The stop rules of a subscription: after a number of draws (blank: until cancelled), at a
 * total amount, on a win; their field errors; `check` gives the server's values or null.
 */
export function useStopRules() {
  const [rules, setRules] = useState<StopRules>({
    draws: String(DEFAULT_SUBSCRIPTION_DRAWS),
    maxAmount: '',
    stopOnWin: true,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const draws = wholeNumber(rules.draws);

  function change(next: Partial<StopRules>) {
    setFieldErrors({});
    setRules((all) => ({ ...all, ...next }));
  }

  function check(): StopRulesValue | null {
    const errors: FieldErrors = {};
    const blankDraws = rules.draws.trim() === '';
    const maxAmount = rules.maxAmount.trim() === '' ? undefined : wholeNumber(rules.maxAmount);
    if (!blankDraws && (draws === null || draws < 1 || draws > MAX_SUBSCRIPTION_DRAWS)) {
      errors.draws = DRAWS_MESSAGE;
    }
    if (maxAmount === null || (maxAmount !== undefined && maxAmount < MIN_SUBSCRIPTION_AMOUNT)) {
      errors.maxAmount = AMOUNT_MESSAGE;
    }
    setFieldErrors(errors);
    if (errors.draws || errors.maxAmount) return null;
    return {
      ...(draws !== null && !blankDraws ? { draws } : {}),
      ...(maxAmount !== undefined && maxAmount !== null ? { maxAmount } : {}),
      stopOnWin: rules.stopOnWin,
    };
  }

  return { rules, draws, fieldErrors, change, check };
}

export type StopRulesState = ReturnType<typeof useStopRules>;

export type StopRulesFieldsProps = {
  stopRules: StopRulesState;
  /** Called on every change (the screen clears its error). */
  onEdit?: () => void;
};

/** 'Điều kiện dừng': the number of draws, the total amount and 'Dừng khi trúng thưởng'. */
export function StopRulesFields({ stopRules, onEdit }: StopRulesFieldsProps) {
  const { rules, fieldErrors } = stopRules;
  function change(next: Partial<StopRules>) {
    onEdit?.();
    stopRules.change(next);
  }
  return (
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
  );
}

export type SubscriptionPriceProps = {
  /** The price of one draw of the numbers, in đồng. */
  perDraw: number;
  /** The typed number of draws (null or 0: until cancelled). */
  draws: number | null;
};

/** 'Mỗi kỳ' and, with a number of draws, the most the subscription spends. */
export function SubscriptionPrice({ perDraw, draws }: SubscriptionPriceProps) {
  return (
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
  );
}

/** What to tell the customer of a failed create: offline, the server's words, or the catalogue's. */
function refusalMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure.network) return OFFLINE_MESSAGE;
  const serverMessage =
    typeof error === 'object' && error !== null && 'serverMessage' in error
      ? error.serverMessage
      : undefined;
  return typeof serverMessage === 'string' ? serverMessage : failure.message;
}

/**
 * Creates a subscription of `product` through `POST /customer/subscriptions/create`. A
 * retry of the same numbers and rules after a lost answer reuses its requestId, so the
 * server never starts it twice; any answer (or other numbers) gets a new one.
 */
export function useCreateSubscription(product: OrderableProduct) {
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Subscription | null>(null);
  const pending = useRef<{ key: string; requestId: string } | null>(null);

  /** Starts buying `sets` (complete, checked by the screen) for the next draws. */
  async function subscribe(sets: readonly NumberSet[], rules: StopRulesValue) {
    const numberInfos = toOrderItemInfo(
      makeVietlottCartItem(product, sets, [], 'nuoi'),
    ).numberInfos;
    const body = { product, numberInfos, ...rules };
    const key = JSON.stringify(body);
    const requestId = pending.current?.key === key ? pending.current.requestId : makeRequestId();
    pending.current = { key, requestId };
    setError(null);
    const result = await create({ requestId, ...body });
    if ('error' in result) {
      if (!failureOf(result.error).network) pending.current = null;
      setError(refusalMessage(result.error));
      return;
    }
    pending.current = null;
    setCreated(result.data);
  }

  function reset() {
    setError(null);
    setCreated(null);
  }

  return { subscribe, isLoading, error, setError, created, reset };
}

export type SubscriptionCreatedProps = {
  created: Subscription;
  /** The game's name: 'Đã bắt đầu nuôi Keno'. */
  productName: string;
};

/** The started subscription: price per draw, its stop rules and the way to '/nuoi-ve'. */
export function SubscriptionCreated({ created, productName }: SubscriptionCreatedProps) {
  return (
    <div role="status" className={styles.card}>
      <p className={styles.legend}>Đã bắt đầu nuôi {productName}</p>
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
  );
}
