import type { XsdtProduct } from '@veso/contract';
import { formatMoney, getProduct } from '@veso/domain';
import {
  addToCart,
  CART_FULL_MESSAGE,
  makeVietlottCartItem,
  selectCartIsFull,
  showToast,
  useAppDispatch,
  useAppSelector,
} from '@veso/shop-core';
import type { ChosenDraw, NumberSet, VietlottCartItem } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { prizeRules } from './loto-games';
import styles from '../styles';

/** Where the cart lives (the checkout feature's route, spec §2). */
export const CART_PATH = '/gio-hang';
export const ADDED_MESSAGE = 'Đã thêm vé vào giỏ hàng';
export const NO_DRAW_MESSAGE = 'Vui lòng chọn ít nhất 1 kỳ quay.';
/** The names of the sets of a ticket, in order. */
export const SET_LETTERS = 'ABCDEF';

/** One ticket to put in the cart: its product and sets (all valid). */
export type TicketPart = { product: XsdtProduct; sets: readonly NumberSet[] };

/**
 * Puts tickets in the cart (a bao lô tô is several tickets, one per pair size): every part
 * at the shell's unit price for the chosen draws; 'Mua ngay' then opens the cart.
 * Returns the error to show, or null when done.
 */
export function useAddTickets(unitPrice: number) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (parts: readonly TicketPart[], draws: readonly ChosenDraw[], goToCart: boolean) => {
    if (draws.length === 0) return NO_DRAW_MESSAGE;
    const items: VietlottCartItem[] = parts.map((part) =>
      makeVietlottCartItem(part.product, part.sets, draws, undefined, unitPrice),
    );
    for (const item of items) {
      if (!dispatch(addToCart(item))) return CART_FULL_MESSAGE;
    }
    dispatch(showToast({ message: ADDED_MESSAGE, tone: 'success' }));
    if (goToCart) void navigate(CART_PATH);
    return null;
  };
}

export type StakeChoiceProps = {
  product: XsdtProduct;
  unitPrice: number;
  /** Stake units per line. */
  value: number;
  onChange: (stake: number) => void;
};

/** 'Giá mỗi dãy': the catalogue's stake presets at the shell's unit price. */
export function StakeChoice({ product, unitPrice, value, onChange }: StakeChoiceProps) {
  const name = useId();
  const presets = getProduct(product).stake.presets;
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Giá mỗi dãy</legend>
      <div className={styles.chips}>
        {presets.map((stake) => (
          <label key={stake} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={stake}
              checked={stake === value}
              onChange={() => onChange(stake)}
            />
            <span>{formatMoney(stake * unitPrice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The product's prize rules per stake and the link to its guide page. */
export function RulesBox({ product }: { product: XsdtProduct }) {
  const rules = prizeRules(product);
  return (
    <section className={styles.card} aria-label="Cơ cấu giải thưởng">
      <h2 className={styles.legend}>Cơ cấu giải thưởng (theo giá mỗi dãy)</h2>
      <table className={styles.prizeTable}>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.label}>
              <th scope="row">{rule.label}</th>
              <td>{rule.prize}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export type TicketSummaryProps = {
  lines: number;
  draws: number;
  total: number;
  error: string | null;
  onSubmit: (goToCart: boolean) => void;
};

/** 'Số dãy', 'Số kỳ', 'Tạm tính' (read out as they change), the error and the cart buttons. */
export function TicketSummary({ lines, draws, total, error, onSubmit }: TicketSummaryProps) {
  const cartFull = useAppSelector(selectCartIsFull);
  return (
    <>
      <div className={styles.card} aria-live="polite">
        <p className={styles.spread}>
          <span>Số dãy</span>
          <strong data-testid="line-total">{lines}</strong>
        </p>
        <p className={styles.spread}>
          <span>Số kỳ</span>
          <strong>{draws}</strong>
        </p>
        <p className={`${styles.spread} ${styles.total}`}>
          <span>Tạm tính</span>
          <span data-testid="price-total">
            <Money amount={total} strong />
          </span>
        </p>
      </div>
      {error !== null ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {cartFull ? (
        <p className={styles.error}>
          {CART_FULL_MESSAGE}. <Link to={CART_PATH}>Đến giỏ hàng</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={() => onSubmit(false)}>
          Thêm vào giỏ
        </Button>
        <Button variant="primary" fullWidth onClick={() => onSubmit(true)}>
          Mua ngay
        </Button>
      </div>
    </>
  );
}

/** The error of a ticket form, cleared by any change. */
export function useFormError() {
  return useState<string | null>(null);
}
