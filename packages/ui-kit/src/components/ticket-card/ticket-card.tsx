import { useId } from 'react';
import type { ReactNode } from 'react';
import { Money } from '../money/money';
import styles from './ticket-card.module.css';

/** One set of picked numbers. */
export type TicketNumberSet = readonly (number | string)[];

export type TicketStatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

export type TicketCardProps = {
  productName: string;
  /** One set of numbers, or several (shown as lines A, B, C…). */
  numbers: TicketNumberSet | readonly TicketNumberSet[];
  /** The draw, e.g. 'Kỳ #01234 · 21/11/2026'. */
  drawLabel: ReactNode;
  /** The order status label (spec §4), e.g. 'Chờ in vé'. */
  status: string;
  statusTone?: TicketStatusTone;
  /** Integer đồng. */
  amount: number | bigint;
  amountLabel?: string;
  /** Digits numbers are zero-padded to; default 2 ('05'). Strings are shown as given. */
  pad?: number;
  /** Extra content at the bottom, e.g. action buttons. */
  children?: ReactNode;
};

function isNested(numbers: TicketCardProps['numbers']): numbers is readonly TicketNumberSet[] {
  return numbers.some((item) => Array.isArray(item));
}

function formatBall(value: number | string, pad: number): string {
  return typeof value === 'number' ? String(value).padStart(pad, '0') : value;
}

function Balls({ values, pad, label }: { values: TicketNumberSet; pad: number; label: string }) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {values.map((value, i) => (
        <li key={i} className={styles.ball}>
          {formatBall(value, pad)}
        </li>
      ))}
    </ol>
  );
}

/** A bought ticket: product, numbers as balls, draw, status and amount. Props only. */
export function TicketCard({
  productName,
  numbers,
  drawLabel,
  status,
  statusTone = 'neutral',
  amount,
  amountLabel = 'Thành tiền',
  pad = 2,
  children,
}: TicketCardProps) {
  const nameId = useId();
  const lines: readonly TicketNumberSet[] = isNested(numbers)
    ? numbers
    : [numbers as TicketNumberSet];
  const lettered = lines.length > 1;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.header}>
        <h3 id={nameId} className={styles.name}>
          {productName}
        </h3>
        <span className={`${styles.status} ${styles[statusTone]}`}>{status}</span>
      </div>
      <p className={styles.draw}>{drawLabel}</p>
      {lettered ? (
        <ul className={styles.lines} aria-label="Các bộ số">
          {lines.map((line, index) => {
            const letter = String.fromCharCode(65 + index);
            return (
              <li key={index} className={styles.line}>
                <span className={styles.lineLabel} aria-hidden="true">
                  {letter}
                </span>
                <Balls values={line} pad={pad} label={`Bộ số ${letter}`} />
              </li>
            );
          })}
        </ul>
      ) : (
        <Balls values={lines[0] ?? []} pad={pad} label="Bộ số" />
      )}
      <p className={styles.amount}>
        <span>{amountLabel}</span>
        <Money amount={amount} strong />
      </p>
      {children}
    </article>
  );
}
