import { formatMoney } from '@veso/domain';

/** Spec §5 writes limits with a comma: 10000 → '10,000đ'. */
export function limitText(amount: number): string {
  return `${amount.toLocaleString('en-US')}đ`;
}

/** The spec §5 (category 1) messages of an amount outside [min, max]; null when it fits. */
export function topUpAmountError(amount: number | null, min: number, max: number): string | null {
  if (amount === null) return 'Vui lòng nhập số tiền nạp';
  if (amount < min) return `Cần phải thanh toán tối thiểu ${limitText(min)}`;
  if (amount > max) return `Tối đa thanh toán ${limitText(max)}`;
  return null;
}

/** Digits typed in an amount field as whole đồng ('50.000' or '50000' → 50000); null when empty or not a number. */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/[.\s,đ]/g, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

export { formatMoney };
