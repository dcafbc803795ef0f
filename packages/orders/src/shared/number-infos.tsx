import type { OrderItem } from '@veso/contract';
import { KENO_SIDE_BET_LABELS } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import styles from '../styles';

type NumberInfo = OrderItem['numberInfos'][number];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A number set as printed: the balls (and Lotto 5/35's special numbers), a Keno line with
 * its level ("bậc": how many numbers a line holds) or a Keno side bet.
 */
export function numberInfoText(product: string, info: NumberInfo): string {
  if (info.form === 'kenoSideBet') return info.bet ? KENO_SIDE_BET_LABELS[info.bet] : '';
  const numbers = info.numbers.map(pad).join(' ');
  if (info.form === 'kenoBao') return `Bao bậc ${info.level ?? ''} · ${numbers}`;
  if (product === 'keno') return `Bậc ${info.numbers.length} · ${numbers}`;
  if (info.form === 'baoSpecial') return `${numbers} | ĐB ${info.specials.map(pad).join(' ')}`;
  return info.special !== null ? `${numbers} | ĐB ${pad(info.special)}` : numbers;
}

/** Keno's stake is a choice of the customer; the other games' only when above one unit. */
function showsStake(product: string, info: NumberInfo): boolean {
  return product === 'keno' || info.stake > 1;
}

/** The number sets of one ticket (A to F), each with its lines, stake and price per draw. */
export function NumberInfoList({
  product,
  numberInfos,
}: {
  product: string;
  numberInfos: readonly NumberInfo[];
}) {
  return (
    <ul className={styles.list} aria-label="Các bộ số">
      {numberInfos.map((info, index) => (
        <li key={index} className={styles.spread}>
          <span className={styles.balls}>
            <strong>{'ABCDEF'[index]}</strong> {numberInfoText(product, info)}
          </span>
          <span className={styles.muted}>
            {info.lines} dãy ·{' '}
            {showsStake(product, info) ? (
              <>
                Mức cược <Money amount={Math.round(info.price / Math.max(1, info.lines))} /> ·{' '}
              </>
            ) : null}
            <Money amount={info.price} />
          </span>
        </li>
      ))}
    </ul>
  );
}
