import { formatMoney } from '@veso/domain';

/**
 * The top-up amount messages: amounts as everywhere (`10.000đ`, the shared formatter)
 * and top-up wording, as the server's refusals of `POST /payments/create` read.
 */
export const TOP_UP_AMOUNT_MESSAGES = {
  empty: 'Vui lòng nhập số tiền nạp',
  tooSmall: (min: number) => `Số tiền nạp tối thiểu là ${formatMoney(min)}`,
  tooLarge: (max: number) => `Số tiền nạp tối đa là ${formatMoney(max)}`,
} as const;

/** The message of a top-up amount outside [min, max]; null when it fits. */
export function topUpAmountError(amount: number | null, min: number, max: number): string | null {
  if (amount === null) return TOP_UP_AMOUNT_MESSAGES.empty;
  if (amount < min) return TOP_UP_AMOUNT_MESSAGES.tooSmall(min);
  if (amount > max) return TOP_UP_AMOUNT_MESSAGES.tooLarge(max);
  return null;
}

/** Digits typed in an amount field as whole đồng ('50.000' or '50000' → 50000); null when empty or not a number. */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/[.\s,đ]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

export { formatMoney };
