import type { DrawPeriod, DrawResult } from '@veso/contract';
import { formatCount } from '@veso/domain';
import type { DrawCalendarId, TopPrize } from '@veso/domain';
import { GameMark, GeneratedTag, gameToneStyle, JackpotAmount } from '@veso/ui-kit';
import type { ReactNode } from 'react';
import { countdownText } from '../ui/use-now';
import { KenoReopening, useKenoSales } from './keno-hours';
import { LiveDrawLoadingLines, prizeLinesOf } from './live-draw-skeleton';
import styles from './live-draw.module.css';
import { useKenoLiveRefresh, useLiveDraw } from './live-draws-api';
import type { LiveDrawState } from './live-draws-api';

/** 'Còn 02:14:09' to a sales cut-off on the server's clock; 'Đã hết giờ bán' once passed. */
export function Countdown({ until, now }: { until: string; now: number }) {
  return (
    // A page rendered on the server counted from its render's second; the next tick updates it.
    <span className={styles.countdown} role="timer" aria-atomic="true" suppressHydrationWarning>
      {countdownText(until, now)}
    </span>
  );
}

/**
 * `DD/MM/YYYY HH:mm:ss` (Vietnam time) → 'HH:mm DD/MM/YYYY', or 'HH:mm DD/MM' on a home
 * card, whose draw line stays one line at 360 px (a daily draw's code is its date).
 */
function drawTime(openDate: string, withYear: boolean): string {
  return `${openDate.slice(11, 16)} ${openDate.slice(0, withYear ? 10 : 5)}`;
}

function JackpotLines({ next, abbreviate }: { next: DrawPeriod; abbreviate: boolean }) {
  if (!next.jackpot) return null;
  const { jackpot, jackpot2 } = next.jackpot;
  return (
    <p className={styles.jackpot}>
      <span className={styles.jackpotLine}>
        <span className={styles.label}>{jackpot2 === null ? 'Jackpot' : 'Jackpot 1'}</span>{' '}
        <JackpotAmount amount={jackpot} abbreviate={abbreviate} className={styles.amount} />
      </span>
      {jackpot2 !== null ? (
        <span className={styles.jackpotLine}>
          <span className={styles.label}>Jackpot 2</span>{' '}
          <JackpotAmount amount={jackpot2} abbreviate={abbreviate} className={styles.amount2} />
        </span>
      ) : null}
    </p>
  );
}

/** A game without a jackpot: its highest prize ('Giải cao nhất 2 tỷ', 'Thưởng đến 70 lần tiền cược'). */
function TopPrizeLine({ prize, abbreviate }: { prize: TopPrize; abbreviate: boolean }) {
  return (
    <p className={styles.jackpot} title={prize.name}>
      <span className={styles.jackpotLine}>
        {prize.kind === 'amount' ? (
          <>
            <span className={styles.label}>Giải cao nhất</span>{' '}
            <JackpotAmount
              amount={prize.amount}
              abbreviate={abbreviate}
              className={styles.amount}
            />
          </>
        ) : (
          <>
            <span className={styles.label}>Thưởng đến</span>{' '}
            {abbreviate ? (
              // A home card keeps it on one line at 360 px: the multiple big, its unit small.
              <span>
                <span className={styles.amount}>{formatCount(prize.multiplier)}</span>{' '}
                <span className={styles.label}>lần tiền cược</span>
              </span>
            ) : (
              <span className={styles.amount}>{formatCount(prize.multiplier)} lần tiền cược</span>
            )}
          </>
        )}
      </span>
    </p>
  );
}

/** The balls of the last result (Keno's 20, Mega's 6...), or nothing for a digits result. */
function LastResult({ latest }: { latest: DrawResult }) {
  if (latest.result.kind !== 'balls') return null;
  return (
    <div className={styles.last}>
      <p className={styles.lastTitle}>
        Kết quả kỳ #{latest.drawCode} <GeneratedTag generated={latest.generated} />
      </p>
      <ol className={styles.balls} aria-label={`Kết quả kỳ #${latest.drawCode}`}>
        {latest.result.numbers.map((number) => (
          <li key={number} className={styles.ball}>
            {String(number).padStart(2, '0')}
          </li>
        ))}
      </ol>
    </div>
  );
}

export type LiveDrawViewProps = {
  calendar: DrawCalendarId;
  state: LiveDrawState;
  /** 'card': the home page (jackpot abbreviated); 'bar': the top of a game page. */
  variant: 'card' | 'bar';
  /** Show the last result's balls (Keno's header). */
  showLast?: boolean;
  /** The product's top prize, shown when its draw has no jackpot (domain `topPrizeOf`). */
  topPrize?: TopPrize | null;
  /**
   * Sales are closed (Keno outside its hours): the period on sale and its countdown are left
   * out: `closedNotice` (or the page's notice above) tells when sales reopen and the first
   * draw sold then.
   */
  salesClosed?: boolean;
  /** Shown in place of the period on sale while `salesClosed`. */
  closedNotice?: ReactNode;
};

/**
 * What a game has on sale now: the next draw, its jackpot and the countdown to its
 * cut-off, or why there is none (loading, not loaded, no period open).
 */
export function LiveDrawView({
  calendar,
  state,
  variant,
  showLast = false,
  topPrize = null,
  salesClosed = false,
  closedNotice = null,
}: LiveDrawViewProps) {
  const { draw, isLoading, failed, offline, refetch, now } = state;
  let body;
  if (isLoading) {
    body = <LiveDrawLoadingLines prizeLines={prizeLinesOf(calendar, topPrize !== null)} />;
  } else if (failed) {
    body = (
      <p className={styles.muted}>
        {offline ? 'Không có kết nối mạng.' : 'Chưa tải được kỳ quay.'}{' '}
        <button type="button" className={styles.retry} onClick={refetch}>
          Tải lại kỳ quay
        </button>
      </p>
    );
  } else if (salesClosed) {
    body = (
      <>
        {topPrize ? <TopPrizeLine prize={topPrize} abbreviate={variant === 'card'} /> : null}
        {closedNotice ? <div className={styles.reopening}>{closedNotice}</div> : null}
      </>
    );
  } else if (!draw?.next) {
    body = <p className={styles.closed}>Chưa có kỳ mở bán</p>;
  } else {
    const { next } = draw;
    body = (
      <>
        {next.jackpot ? (
          <JackpotLines next={next} abbreviate={variant === 'card'} />
        ) : topPrize ? (
          <TopPrizeLine prize={topPrize} abbreviate={variant === 'card'} />
        ) : null}
        <p className={styles.period}>
          Kỳ #{next.drawCode} · Quay {drawTime(next.openDate, variant === 'bar')}
        </p>
        <p className={styles.clock}>
          <Countdown until={next.salesCloseAt} now={now} />
        </p>
      </>
    );
  }
  return (
    <div
      className={variant === 'bar' ? styles.bar : styles.card}
      style={gameToneStyle(calendar)}
      data-testid={`live-draw-${calendar}`}
      aria-busy={isLoading || undefined}
    >
      {variant === 'bar' ? (
        <GameMark calendar={calendar} size="sm" className={styles.mark} />
      ) : null}
      <div className={styles.body}>
        {body}
        {showLast && draw?.latest ? <LastResult latest={draw.latest} /> : null}
      </div>
    </div>
  );
}

/**
 * A home page card's live part: the jackpot, the next draw and its countdown. Keno outside
 * its sales hours shows when sales reopen and the first draw sold then instead.
 */
export function LiveDrawSummary({
  calendar,
  topPrize = null,
}: {
  calendar: DrawCalendarId;
  topPrize?: TopPrize | null;
}) {
  return calendar === 'keno' ? (
    <KenoDrawSummary topPrize={topPrize} />
  ) : (
    <DrawSummary calendar={calendar} topPrize={topPrize} />
  );
}

function DrawSummary({
  calendar,
  topPrize,
}: {
  calendar: DrawCalendarId;
  topPrize: TopPrize | null;
}) {
  return (
    <LiveDrawView
      calendar={calendar}
      state={useLiveDraw(calendar)}
      variant="card"
      topPrize={topPrize}
    />
  );
}

function KenoDrawSummary({ topPrize }: { topPrize: TopPrize | null }) {
  const sales = useKenoSales();
  return (
    <LiveDrawView
      calendar="keno"
      state={useLiveDraw('keno')}
      variant="card"
      topPrize={topPrize}
      salesClosed={!sales.open}
      closedNotice={<KenoReopening sales={sales} />}
    />
  );
}

/**
 * The top of a game page, kept in view while numbers are picked (sticky under the app
 * header): the draw on sale, its jackpot and the countdown. Keno adds the last result and
 * follows the live stream. `notice` shows above them, kept in view too (Keno's closed hours);
 * while `salesClosed` the notice alone tells what is sold next.
 */
export function LiveDrawBar({
  calendar,
  topPrize = null,
  notice,
  salesClosed = false,
}: {
  calendar: DrawCalendarId;
  topPrize?: TopPrize | null;
  notice?: ReactNode;
  salesClosed?: boolean;
}) {
  const state = useLiveDraw(calendar);
  const keno = calendar === 'keno';
  useKenoLiveRefresh(keno, state.refetch);
  return (
    <section className={styles.sticky} aria-label="Kỳ quay đang bán">
      {notice}
      <LiveDrawView
        calendar={calendar}
        state={state}
        variant="bar"
        showLast={keno}
        topPrize={topPrize}
        salesClosed={salesClosed}
      />
    </section>
  );
}
