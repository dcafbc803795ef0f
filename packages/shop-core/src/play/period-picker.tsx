import type { DrawPeriod, PeriodList } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { Money } from '@veso/ui-kit';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ChosenDraw } from '../orders/vietlott-cart';
import { QueryView } from '../ui/query-view';
import type { QueryLike } from '../ui/query-view';
import styles from '../ui/screen.module.css';
import { countdownText, useNow } from '../ui/use-now';

/** A period of the list as the game screens choose it. */
export function toChosenDraw(period: DrawPeriod): ChosenDraw {
  return {
    drawCode: period.drawCode,
    openDate: period.openDate,
    drawAt: period.drawAt,
    salesCloseAt: period.salesCloseAt,
  };
}

/**
 * The draws still on sale: open, and their sales close after `now` (after `openFrom` when
 * later: while a game is closed, the draws sold once it reopens).
 */
export function openPeriods(
  periods: readonly DrawPeriod[],
  now: number,
  openFrom: number | null = null,
): DrawPeriod[] {
  const from = Math.max(now, openFrom ?? now);
  return periods.filter(
    (period) => period.status === 'open' && new Date(period.salesCloseAt).getTime() > from,
  );
}

/**
 * The draws a ticket is bought for, of the `periods` on sale: the next open draw until the
 * customer picks draws themselves (or the edited ticket's draws, `initial`). `choose`
 * records the customer's pick. `openFrom`: see {@link openPeriods}.
 */
export function useDrawChoice(
  periods: PeriodList | undefined,
  initial?: ChosenDraw[],
  openFrom: number | null = null,
) {
  const [picked, setPicked] = useState<ChosenDraw[]>(initial ?? []);
  const [touched, setTouched] = useState(initial !== undefined);
  const now = useNow(30_000);
  const nextDraw = useMemo(() => {
    const next = periods ? openPeriods(periods.periods, now, openFrom)[0] : undefined;
    return next ? [toChosenDraw(next)] : [];
  }, [periods, now, openFrom]);
  return {
    draws: touched ? picked : nextDraw,
    choose(next: ChosenDraw[]) {
      setTouched(true);
      setPicked(next);
    },
  };
}

export type PeriodPickerProps = {
  /** The periods on sale of the game (its period list call). */
  query: QueryLike<PeriodList>;
  /** Draw codes chosen, in draw order. */
  chosen: readonly string[];
  /** Called with the chosen draws (in draw order) whenever the choice changes. */
  onChange: (draws: ChosenDraw[]) => void;
  /** Most draws one ticket can be bought for (the catalogue's `maxPeriods`). */
  maxPeriods: number;
  /** Shown under the legend: the game's cut-off rule. */
  notice?: ReactNode;
  /** While the game is closed, when it reopens: only the draws sold then are listed. */
  openFrom?: number | null;
};

/** A period's jackpot line ('Jackpot: …', Power's 'Jackpot 1: … · Jackpot 2: …'). */
function JackpotLine({ jackpot }: { jackpot: NonNullable<DrawPeriod['jackpot']> }) {
  const two = jackpot.jackpot2 !== null;
  return (
    <>
      <br />
      <span>
        Jackpot{two ? ' 1' : ''}: <Money amount={jackpot.jackpot} strong />
        {jackpot.jackpot2 !== null ? (
          <>
            {' '}
            · Jackpot 2: <Money amount={jackpot.jackpot2} strong />
          </>
        ) : null}
      </span>
    </>
  );
}

/**
 * 'Chọn kỳ quay': the next draws with their date, the countdown to the sales cut-off and
 * the jackpot where there is one; one or several can be chosen (a multi-period ticket), up
 * to `maxPeriods`. Loading, empty, error and offline states come from the query.
 */
export function PeriodPicker({
  query,
  chosen,
  onChange,
  maxPeriods,
  notice,
  openFrom = null,
}: PeriodPickerProps) {
  const now = useNow();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Chọn kỳ quay</legend>
      {notice ? <p className={styles.muted}>{notice}</p> : null}
      <QueryView
        query={query}
        loadingLabel="Đang tải kỳ quay"
        emptyTitle="Chưa có kỳ quay đang bán"
        emptyMessage="Vui lòng quay lại sau."
        isEmpty={(data) => openPeriods(data.periods, now, openFrom).length === 0}
      >
        {(data) => {
          const open = openPeriods(data.periods, now, openFrom);
          return (
            <>
              <p className={styles.muted}>Có thể chọn tối đa {maxPeriods} kỳ cho một vé.</p>
              {open.map((period) => {
                const checked = chosen.includes(period.drawCode);
                const blocked = !checked && chosen.length >= maxPeriods;
                return (
                  <label key={period.drawCode} className={styles.check}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={blocked}
                      onChange={() => {
                        const codes = checked
                          ? chosen.filter((code) => code !== period.drawCode)
                          : [...chosen, period.drawCode];
                        onChange(open.filter((p) => codes.includes(p.drawCode)).map(toChosenDraw));
                      }}
                    />
                    <span>
                      <strong>
                        Kỳ #{period.drawCode} · {formatDateTime(period.drawAt)}
                      </strong>
                      <br />
                      <span className={styles.muted}>
                        Hết giờ bán {formatDateTime(period.salesCloseAt)} ·{' '}
                        <span suppressHydrationWarning>
                          {countdownText(period.salesCloseAt, now)}
                        </span>
                      </span>
                      {period.jackpot ? <JackpotLine jackpot={period.jackpot} /> : null}
                    </span>
                  </label>
                );
              })}
            </>
          );
        }}
      </QueryView>
    </fieldset>
  );
}
