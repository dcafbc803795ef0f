import type { DrawPeriod, XsdtProduct } from '@veso/contract';
import { formatDateTime, getProduct } from '@veso/domain';
import { countdownText, QueryView, useNow } from '@veso/shop-core';
import type { ChosenDraw } from '@veso/shop-core';
import { useMemo, useState } from 'react';
import { useGetLotoPeriodsQuery } from '../api/loto-api';
import styles from '../styles';

/** The reseller's cut-off of the loto games on the northern draw (reference §2). */
export const LOTO_CUTOFF_NOTICE =
  'Nhận đơn đến 18:00 hằng ngày. Từ 18:00 đến 18:59 tạm ngừng nhận đơn; đơn đặt từ 19:00 được tính cho kỳ quay ngày hôm sau.';

function toChosenDraw(period: DrawPeriod): ChosenDraw {
  return {
    drawCode: period.drawCode,
    openDate: period.openDate,
    drawAt: period.drawAt,
    salesCloseAt: period.salesCloseAt,
  };
}

/** The periods still on sale: open, and their sales close after `now`. */
export function openPeriods(periods: readonly DrawPeriod[], now: number): DrawPeriod[] {
  return periods.filter(
    (period) => period.status === 'open' && new Date(period.salesCloseAt).getTime() > now,
  );
}

/**
 * The draws a ticket is bought for: the next open draw until the customer picks draws
 * themselves.
 */
export function useLotoDraws(product: XsdtProduct) {
  const [picked, setPicked] = useState<ChosenDraw[] | null>(null);
  const periods = useGetLotoPeriodsQuery(product);
  const now = useNow(30_000);
  const nextDraw = useMemo(() => {
    const next = periods.data ? openPeriods(periods.data.periods, now)[0] : undefined;
    return next ? [toChosenDraw(next)] : [];
  }, [periods.data, now]);
  return { draws: picked ?? nextDraw, choose: setPicked };
}

export type LotoPeriodPickerProps = {
  product: XsdtProduct;
  /** Draw codes chosen, in draw order. */
  chosen: readonly string[];
  onChange: (draws: ChosenDraw[]) => void;
};

/**
 * 'Chọn kỳ quay': the next draws of the product's category (spec §7 `list_in_day`) with
 * their date, sales cut-off and a countdown; up to the catalogue's `maxPeriods`.
 */
export function LotoPeriodPicker({ product, chosen, onChange }: LotoPeriodPickerProps) {
  const info = getProduct(product);
  const query = useGetLotoPeriodsQuery(product);
  const now = useNow();
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>Chọn kỳ quay</legend>
      {info.calendar === 'xsmb' ? <p className={styles.muted}>{LOTO_CUTOFF_NOTICE}</p> : null}
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
              <p className={styles.muted}>Có thể chọn tối đa {info.maxPeriods} kỳ cho một vé.</p>
              {open.map((period) => {
                const checked = chosen.includes(period.drawCode);
                const blocked = !checked && chosen.length >= info.maxPeriods;
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
                      Kỳ{' '}
                      <strong>
                        #{period.drawCode} · {formatDateTime(period.drawAt)}
                      </strong>
                      <br />
                      <span className={styles.muted}>
                        Hết giờ bán {formatDateTime(period.salesCloseAt)} ·{' '}
                        {countdownText(period.salesCloseAt, now)}
                      </span>
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
