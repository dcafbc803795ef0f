// Money formatting lives apart from the date code, so a screen showing only amounts
// loads no date code.

const MONEY_SUFFIX = 'đ';
const MONEY_TEXT = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)\s*đ?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats integer đồng for display: dot thousand separators and the suffix đ
 * (`1250000` → `'1.250.000đ'`, `-5000` → `'-5.000đ'`). A fractional number is rounded
 * half away from zero.
 *
 * @throws RangeError when `amount` is NaN or infinite.
 */
export function formatMoney(amount: number | bigint): string {
  let value: bigint;
  if (typeof amount === 'bigint') {
    value = amount;
  } else {
    if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
    value = BigInt(Math.sign(amount) * Math.round(Math.abs(amount)));
  }
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString();
  return `${negative ? '-' : ''}${groupThousands(digits)}${MONEY_SUFFIX}`;
}

/**
 * A whole number as Vietnamese writes it, dot thousand separators (`20000` → `'20.000'`):
 * what `toLocaleString('vi-VN')` gives for an integer, without building a locale formatter
 * on every render (a slow phone's hydration spent tens of ms in them).
 *
 * @throws RangeError when `value` is not a safe integer.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
}

/**
 * Reads an amount written the way {@link formatMoney} writes it (`'1.250.000đ'`), or plain
 * digits as typed in an amount field (`'1250000'`). Returns null for anything else or for
 * amounts beyond the safe integer range.
 */
export function parseMoney(text: string): number | null {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match?.[2]) return null;
  const value = Number(match[2].replaceAll('.', ''));
  if (!Number.isSafeInteger(value)) return null;
  return match[1] && value !== 0 ? -value : value;
}
