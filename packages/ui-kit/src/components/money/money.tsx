import { formatMoney } from '@veso/domain';
import styles from './money.module.css';

export type MoneyProps = {
  /** Integer đồng. */
  amount: number | bigint;
  /** Bold, for totals. */
  strong?: boolean;
  className?: string;
};

/** An amount of money as the shop writes it: `1250000` → '1.250.000đ'. */
export function Money({ amount, strong = false, className }: MoneyProps) {
  const classes = [styles.money, strong ? styles.strong : undefined, className]
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{formatMoney(amount)}</span>;
}
