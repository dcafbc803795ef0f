import { BuyBar } from '@veso/ui-kit';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import { isVietlottCartItem, makeVietlottCartItem } from '../orders/vietlott-cart';
import type { CartProduct, ChosenDraw, NumberSet, VietlottCartItem } from '../orders/vietlott-cart';
import {
  CART_FULL_MESSAGE,
  cartItemReplaced,
  selectCartIsFull,
  selectCartItems,
} from '../state/cart-slice';
import { addToCart } from '../state/thunks';
import { showToast } from '../state/toasts-slice';
import styles from '../ui/screen.module.css';

/** Where the cart lives (the checkout feature's route, spec §2). */
export const CART_PATH = '/gio-hang';
/** Most number sets on one ticket: A–F. */
export const MAX_SETS = 6;
/** The names of the sets of a ticket, in order. */
export const SET_LETTERS = 'ABCDEF';
export const ADDED_MESSAGE = 'Đã thêm vé vào giỏ hàng';
export const UPDATED_MESSAGE = 'Đã cập nhật vé trong giỏ hàng';
export const NO_DRAW_MESSAGE = 'Vui lòng chọn ít nhất 1 kỳ quay.';

/** What the cart sends to a game to edit a ticket: `navigate(route, { state: { editItemId } })`. */
export type GameLocationState = { editItemId?: string } | null;

/** The cart ticket of `product` the cart sent here to edit, if any. */
export function useEditedItem(product: CartProduct): VietlottCartItem | undefined {
  const location = useLocation();
  const cartItems = useAppSelector(selectCartItems);
  const editItemId = (location.state as GameLocationState)?.editItemId;
  return useMemo(() => {
    const item = cartItems.find((candidate) => candidate.id === editItemId);
    return item && isVietlottCartItem(item) && item.product === product ? item : undefined;
  }, [cartItems, editItemId, product]);
}

/** The draws a cart ticket was bought for, as the period picker chooses them. */
export function drawsOfItem(item: VietlottCartItem): ChosenDraw[] {
  return item.drawInfos.map((d) => ({
    drawCode: d.drawId,
    openDate: d.openDate,
    drawAt: d.drawAt,
    salesCloseAt: d.salesCloseAt,
  }));
}

/** What became of a ticket handed to the cart. */
export type SubmitOutcome = 'saved' | 'added' | 'full';

/**
 * Puts a ticket in the cart: saves the edited one in its cart line (then back to the cart),
 * or adds it with a toast and, for 'Mua ngay', goes to the cart. 'full' when the cart has no room.
 */
export function useSubmitTicket(editing: VietlottCartItem | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (item: VietlottCartItem, goToCart: boolean): SubmitOutcome => {
    if (editing) {
      dispatch(cartItemReplaced(item));
      dispatch(showToast({ message: UPDATED_MESSAGE, tone: 'success' }));
      void navigate(CART_PATH);
      return 'saved';
    }
    if (!dispatch(addToCart(item))) return 'full';
    dispatch(showToast({ message: ADDED_MESSAGE, tone: 'success' }));
    if (goToCart) void navigate(CART_PATH);
    return 'added';
  };
}

/** The first unfinished set of a ticket and its message ('Bộ số B: …'), null when all can be bought. */
export function invalidSet(
  sets: readonly NumberSet[],
  check: (set: NumberSet) => string | null,
): { index: number; message: string } | null {
  for (const [index, set] of sets.entries()) {
    const message = check(set);
    if (message !== null) return { index, message: `Bộ số ${SET_LETTERS[index]}: ${message}` };
  }
  return null;
}

/** What a game screen hands over to put its ticket in the cart. */
export type TicketDraft = {
  sets: readonly NumberSet[];
  draws: readonly ChosenDraw[];
  /** The message of an unfinished set, null when it can be bought. */
  check: (set: NumberSet) => string | null;
  /** Shows the set that needs attention. */
  onInvalidSet: (index: number) => void;
  /** After adding (not 'Mua ngay'): start a blank ticket. */
  onAdded: () => void;
};

/** What a one-set screen hands over: its set, why it cannot be bought (or null), the draws. */
export type OneSetDraft = Pick<TicketDraft, 'draws' | 'onAdded'> & {
  set: NumberSet;
  message: string | null;
};

/**
 * The form's error and its submit: checks every set and the draws, builds the cart item
 * of `product` (at `unitPrice` when the shell's unit is not the product's own: the embed's
 * 1,000đ computer lottery) and hands it to the cart (cart full: the spec message).
 */
export function useTicketForm(
  product: CartProduct,
  editing: VietlottCartItem | undefined,
  unitPrice?: number,
) {
  const [error, setError] = useState<string | null>(null);
  const submitTicket = useSubmitTicket(editing);
  function submit(draft: TicketDraft, goToCart: boolean) {
    const invalid = invalidSet(draft.sets, draft.check);
    if (invalid) {
      draft.onInvalidSet(invalid.index);
      setError(invalid.message);
      return;
    }
    if (draft.draws.length === 0) {
      setError(NO_DRAW_MESSAGE);
      return;
    }
    const item = makeVietlottCartItem(product, draft.sets, draft.draws, editing?.id, unitPrice);
    const outcome = submitTicket(item, goToCart);
    if (outcome === 'full') setError(CART_FULL_MESSAGE);
    else if (outcome === 'added' && !goToCart) draft.onAdded();
  }
  /**
   * A ticket of one set (a bao, Ôm Max 3D+): `message`, why it cannot be bought, is shown as
   * it is, without the 'Bộ số A' of the multi-set screens.
   */
  function submitSet(draft: OneSetDraft, goToCart: boolean) {
    if (draft.message !== null) {
      setError(draft.message);
      return;
    }
    const { set, draws, onAdded } = draft;
    submit(
      { sets: [set], draws, check: () => null, onInvalidSet: () => undefined, onAdded },
      goToCart,
    );
  }
  return { error, setError, submit, submitSet };
}

/** Why the buy bar is off while nothing is chosen on the ticket. */
export const NOTHING_CHOSEN_MESSAGE = 'Vui lòng chọn số để mua vé.';

/** Whether anything is chosen on a set: a number, a special, a side bet, a pattern, a range. */
export function setHasChoice(set: NumberSet): boolean {
  return (
    set.numbers.length > 0 ||
    set.special !== null ||
    set.specials.length > 0 ||
    set.bet !== undefined ||
    (set.patterns ?? []).some((pattern) => pattern !== '') ||
    set.range !== undefined
  );
}

/** Whether anything is chosen on any set of a ticket. */
export function anyChosen(sets: readonly NumberSet[]): boolean {
  return sets.some(setHasChoice);
}

export type TicketActionsProps = {
  /** Lines of the whole ticket (0 while incomplete), the draws chosen and its price in đồng. */
  lines: number;
  draws: number;
  total: number;
  /** Whether anything is chosen on the ticket: with nothing chosen the buy bar is off. */
  chosen: boolean;
  /** Editing a cart ticket: one 'Lưu thay đổi' button. */
  editing: boolean;
  error: string | null;
  onSubmit: (goToCart: boolean) => void;
  /** Why the ticket cannot be bought now (Keno outside its hours): the buttons are disabled. */
  blocked?: string | null;
};

/**
 * The game page's buy bar (kept at the bottom of the screen): the ticket's lines, draws and
 * price, read out as they change, the form's error, the cart-full notice and 'Thêm vào giỏ' /
 * 'Mua ngay' ('Lưu thay đổi' while editing), off with the reason while nothing is chosen or
 * the ticket cannot be bought now. It must be the last part of its page.
 */
export function TicketActions({
  lines,
  draws,
  total,
  chosen,
  editing,
  error,
  onSubmit,
  blocked = null,
}: TicketActionsProps) {
  const cartFull = useAppSelector(selectCartIsFull);
  const closed = blocked !== null && !editing;
  const reason = closed ? blocked : chosen ? null : NOTHING_CHOSEN_MESSAGE;
  return (
    <BuyBar
      total={total}
      detail={
        <>
          <strong data-testid="line-total">{lines}</strong> dãy · {draws} kỳ
        </>
      }
      disabledReason={reason}
      message={
        <>
          {error !== null ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          {cartFull && !editing ? (
            <p className={styles.error}>
              {CART_FULL_MESSAGE}. <Link to={CART_PATH}>Đến giỏ hàng</Link>
            </p>
          ) : null}
        </>
      }
      actions={
        editing
          ? [{ label: 'Lưu thay đổi', onClick: () => onSubmit(true) }]
          : [
              { label: 'Thêm vào giỏ', variant: 'secondary', onClick: () => onSubmit(false) },
              { label: 'Mua ngay', onClick: () => onSubmit(true) },
            ]
      }
    />
  );
}
