import { formatMoney } from '@veso/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './jackpot-amount.module.css';

const BILLION = 1_000_000_000;
const MILLION = 1_000_000;

/**
 * A large amount as people say it: 35.123.456.789 → '35,12 tỷ', 850.000.000 → '850 triệu'
 * (two decimals at most, cut, never rounded up past the real amount); below a million
 * the house format '999.000đ'.
 */
export function formatMoneyShort(amount: number): string {
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  const [unit, word] =
    abs >= BILLION ? [BILLION, 'tỷ'] : abs >= MILLION ? [MILLION, 'triệu'] : [0, ''];
  if (unit === 0) return formatMoney(amount);
  const hundredths = Math.floor((abs / unit) * 100 + 1e-9);
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const wholeText = formatMoney(whole).replace(/đ$/, '');
  return `${sign}${wholeText}${fraction ? `,${fraction}` : ''} ${word}`;
}

export type JackpotAmountProps = {
  /** Integer đồng. */
  amount: number;
  /** Write '35,12 tỷ' (the exact '35.123.456.789đ' for screen readers and as a tooltip). */
  abbreviate?: boolean;
  className?: string;
};

/**
 * A jackpot or top prize, large and bold. Abbreviated, the exact amount stays in the
 * accessible name and the tooltip, so a screen reader never hears a rounded figure.
 */
export function JackpotAmount({ amount, abbreviate = false, className }: JackpotAmountProps) {
  const exact = formatMoney(amount);
  const classes = [styles.amount, className].filter(Boolean).join(' ');
  const short = abbreviate ? formatMoneyShort(amount) : exact;
  if (short === exact) return <span className={classes}>{exact}</span>;
  return (
    <span className={classes} title={exact}>
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{exact}</VisuallyHidden>
    </span>
  );
}
