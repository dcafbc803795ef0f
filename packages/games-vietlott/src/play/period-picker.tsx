import type { DrawPeriod, OrderableProduct } from '@veso/contract';
import { formatDateTime } from '@veso/domain';
import { countdownText, QueryView, useGetDrawPeriodsQuery, useNow } from '@veso/shop-core';
import type { ChosenDraw } from '@veso/shop-core';
import { Money } from '@veso/ui-kit';
import { useMemo, useState } from 'react';
import styles from '../styles';

export type PeriodPickerProps = {
  product: OrderableProduct;
  /** Draw codes chosen, in draw order. */
  chosen: readonly string[];
  /** Called with the chosen draws (in draw order) whenever the choice changes. */
  onChange: (draws: ChosenDraw[]) => void;
  /** Most draws one ticket can be bought for (the catalogue's `maxPeriods`). */
  maxPeriods: number;
  /** How many upcoming draws to list (the period list's `limit`); default the server's 6. */
  limit?: number;
};

export function toChosenDraw(period: DrawPeriod): ChosenDraw {
  return {
    drawCode: period.drawCode,
    openDate: period.openDate,
    drawAt: period.drawAt,
    salesCloseAt: period.salesCloseAt,
  };
}

/** The draws still on sale: sales close after `now`. */
export function openPeriods(periods: readonly DrawPeriod[], now: number): DrawPeriod[] {
  return periods.filter(
    (period) => period.status === 'open' && new Date(period.salesCloseAt).getTime() > now,
  );
}

/**
 * The draws a ticket is bought for: the next open draw until the customer picks draws
 * themselves (or the edited ticket's draws). `choose` records the customer's pick.
 */
export function useDrawChoice(
  product: OrderableProduct,
  initial: ChosenDraw[] | undefined,
  limit?: number,
) {
  const [picked, setPicked] = useState<ChosenDraw[]>(initial ?? []);
  const [touched, setTouched] = useState(initial !== undefined);
  const periods = useGetDrawPeriodsQuery(limit === undefined ? { product } : { product, limit });
  const now = useNow(30_000);
  const nextDraw = useMemo(() => {
    const next = periods.data ? openPeriods(periods.data.periods, now)[0] : undefined;
    return next ? [toChosenDraw(next)] : [];
  }, [periods.data, now]);
  return {
    draws: touched ? picked : nextDraw,
    choose(next: ChosenDraw[]) {
      setTouched(true);
      setPicked(next);
    },
  };
}

/**
 * 'Chọn kỳ quay': the next draws with their date, the countdown to the sales cut-off and
 * the jackpot; one or several can be chosen (a multi-period ticket).
 */
export function PeriodPicker({ product, chosen, onChange, maxPeriods, limit }: PeriodPickerProps) {
  const query = useGetDrawPeriodsQuery(limit === undefined ? { product } : { product, limit });
  const now = useNow();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Chọn kỳ quay</legend>
      <QueryView
        query={query}
        loadingLabel="Đang tải kỳ quay"
        emptyTitle="Chưa có kỳ quay đang bán"
        emptyMessage="Vui lòng quay lại sau."
        isEmpty={(data) => openPeriods(data.periods, now).length === 0}
      >
        {(data) => {
          const open = openPeriods(data.periods, now);
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
                        {countdownText(period.salesCloseAt, now)}
                      </span>
                      {period.jackpot ? (
                        <>
                          <br />
                          <span>
                            Jackpot{period.jackpot.jackpot2 !== null ? ' 1' : ''}:{' '}
                            <Money amount={period.jackpot.jackpot} strong />
                            {period.jackpot.jackpot2 !== null ? (
                              <>
                                {' '}
                                · Jackpot 2: <Money amount={period.jackpot.jackpot2} strong />
                              </>
                            ) : null}
                          </span>
                        </>
                      ) : null}
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
