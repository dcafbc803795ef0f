import { failureOf, OFFLINE_MESSAGE } from '@veso/shop-core';
import { Button, Money } from '@veso/ui-kit';
import { useId } from 'react';
import { useGetKenoTicketLevelsQuery } from './keno-api';
import { stakeText } from './keno-selection';
import styles from '../styles';

export const PRIZE_TABLE_LOADING = 'Đang tải cơ cấu giải thưởng…';
export const PRIZE_TABLE_ERROR = 'Không tải được cơ cấu giải thưởng.';

export type KenoPrizeTableProps = {
  /** The chosen level ('bậc') 1–10. */
  level: number;
  /** The stake of a line in units of 10.000đ. */
  stake: number;
};

/**
 * 'Cơ cấu giải thưởng bậc k': what one line of the level wins by numbers matched, at the
 * chosen stake (the server's prize per 10.000đ × stake units). Its loading and failure
 * stay inside the card: buying never waits for it.
 */
export function KenoPrizeTable({ level, stake }: KenoPrizeTableProps) {
  const titleId = useId();
  const query = useGetKenoTicketLevelsQuery();
  const title = `Cơ cấu giải thưởng bậc ${level}`;
  const prizes = query.data?.items.find((item) => item.level === level)?.prizes;

  function body() {
    if (query.isLoading) {
      return <p className={styles.muted}>{PRIZE_TABLE_LOADING}</p>;
    }
    if (query.error !== undefined && (query.data === undefined || !query.isFetching)) {
      const failure = failureOf(query.error);
      return (
        <div className={styles.spread}>
          <p className={styles.muted}>{failure.network ? OFFLINE_MESSAGE : PRIZE_TABLE_ERROR}</p>
          <Button
            size="sm"
            variant="secondary"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Thử lại
          </Button>
        </div>
      );
    }
    if (!prizes || prizes.length === 0) {
      return <p className={styles.muted}>Chưa có cơ cấu giải thưởng cho bậc {level}.</p>;
    }
    return (
      <table className={styles.prizeTable} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">Số trùng</th>
            <th scope="col">Giải thưởng</th>
          </tr>
        </thead>
        <tbody>
          {[...prizes]
            .sort((a, b) => b.matches - a.matches)
            .map((prize) => (
              <tr key={prize.matches}>
                <th scope="row">{prize.matches} số</th>
                <td>
                  <Money amount={Math.round(prize.amount * stake)} />
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={query.isLoading}>
      <h2 id={titleId} className={styles.legend}>
        {title}
      </h2>
      <p className={styles.muted}>Mỗi dãy, mức cược {stakeText(stake)}.</p>
      {body()}
    </section>
  );
}
