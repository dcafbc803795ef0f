import { completionPercent, formatMoney, groupCardLabel } from '@veso/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../styles';
import { ShareProgress } from './progress-bar';

export type GroupCardProps = {
  /** The group's name, e.g. 'Nhóm #12 · Mega 6/45'. */
  title: string;
  /** Shares sold and shares of the group. */
  sold: number;
  total: number;
  /** Spec §4: 1 once the group's tickets won. */
  groupStatusWin?: number | null;
  sharePrice: number;
  /** Facts under the title: the draw, the leader, the deadline… */
  facts?: readonly { term: string; value: ReactNode }[];
  /** Where the card leads (the group's page). */
  to?: string;
  /** The link's text; default 'Xem nhóm'. */
  linkLabel?: string;
  /** Extra content at the bottom (the customer's own part, a prize). */
  children?: ReactNode;
};

/** The badge of spec §4: 'Hoàn thành N%', 'Hoàn thành' or 'Trúng thưởng'. */
export function GroupBadge({
  sold,
  total,
  groupStatusWin,
}: {
  sold: number;
  total: number;
  groupStatusWin?: number | null;
}) {
  const percent = completionPercent(sold, total);
  const label = groupCardLabel(percent, groupStatusWin);
  const tone =
    percent >= 100 ? (groupStatusWin === 1 ? styles.badgeWin : styles.badgeDone) : undefined;
  return <span className={[styles.badge, tone].filter(Boolean).join(' ')}>{label}</span>;
}

/**
 * The group card (spec §4): the group's name and its badge (the completion percent, then
 * 'Hoàn thành' or 'Trúng thưởng'), the progress of its shares, the share price and its
 * facts; an `article` named by its title, linking to the group's page.
 */
export function GroupCard({
  title,
  sold,
  total,
  groupStatusWin,
  sharePrice,
  facts = [],
  to,
  linkLabel = 'Xem nhóm',
  children,
}: GroupCardProps) {
  const titleId = useId();
  return (
    <article className={styles.groupCard} aria-labelledby={titleId}>
      <div className={styles.spread}>
        <h2 id={titleId} className={styles.groupTitle}>
          {title}
        </h2>
        <GroupBadge sold={sold} total={total} groupStatusWin={groupStatusWin} />
      </div>
      <ShareProgress sold={sold} total={total} />
      <dl className={styles.facts}>
        <dt>Giá 1 cổ phần</dt>
        <dd>{formatMoney(sharePrice)}</dd>
        {facts.map((fact) => (
          <FactRow key={fact.term} term={fact.term} value={fact.value} />
        ))}
      </dl>
      {children}
      {to ? (
        <Link to={to} aria-label={`${linkLabel}: ${title}`}>
          {linkLabel}
        </Link>
      ) : null}
    </article>
  );
}

function FactRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
