import type { DrawCalendarId } from '@veso/domain';
import { gameToneStyle } from '@veso/ui-kit';
import styles from './live-draw.module.css';

/** The draws with a live jackpot and how many: Power 6/55 alone has a Jackpot 2. */
const JACKPOTS: Partial<Record<DrawCalendarId, number>> = { mega645: 1, power655: 2, lotto535: 1 };

/** How many prize lines a draw's live part shows: its jackpots, else its top prize's one. */
export function prizeLinesOf(calendar: DrawCalendarId, hasTopPrize: boolean): number {
  return JACKPOTS[calendar] ?? (hasTopPrize ? 1 : 0);
}

export const LIVE_DRAW_LOADING = 'Đang tải kỳ quay…';

/**
 * A sample text: it gives its bar the loaded text's size and is never drawn (hidden, not
 * transparent), so no text of no contrast is on the screen for anyone (or axe) to read.
 */
function SampleText({ children }: { children: string }) {
  return <span className={styles.sampleText}>{children}</span>;
}

/**
 * The lines of a live draw while it loads, in the loaded lines' own classes (sample texts
 * drawn as bars), so the page keeps its height when the draw arrives: the prize lines, the
 * loading text on the draw's line, the countdown's line.
 */
export function LiveDrawLoadingLines({ prizeLines }: { prizeLines: number }) {
  return (
    <>
      {prizeLines > 0 ? (
        <p className={styles.jackpot} aria-hidden="true">
          {Array.from({ length: prizeLines }, (_, line) => (
            <span key={line} className={styles.jackpotLine}>
              <span className={`${styles.label} ${styles.sample}`}>
                <SampleText>Jackpot</SampleText>
              </span>{' '}
              <span className={`${line === 0 ? styles.amount : styles.amount2} ${styles.sample}`}>
                <SampleText>00,0 tỷ</SampleText>
              </span>
            </span>
          ))}
        </p>
      ) : null}
      <p className={styles.period}>{LIVE_DRAW_LOADING}</p>
      <p className={styles.clock} aria-hidden="true">
        <span className={`${styles.countdown} ${styles.sample}`}>
          <SampleText>Còn 00:00:00</SampleText>
        </span>
      </p>
    </>
  );
}

/**
 * A home card's live part before its code and data are there: the same box and lines as
 * the loading state of `LiveDrawSummary`, so the cards below never move (a product on
 * sale without a jackpot has a top prize, domain `topPrizeOf`).
 */
export function LiveDrawCardSkeleton({ calendar }: { calendar: DrawCalendarId }) {
  return (
    <div className={styles.card} style={gameToneStyle(calendar)} aria-busy="true">
      <div className={styles.body}>
        <LiveDrawLoadingLines prizeLines={prizeLinesOf(calendar, true)} />
      </div>
    </div>
  );
}
