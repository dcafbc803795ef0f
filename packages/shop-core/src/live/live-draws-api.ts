import { baseApi, fromEndpoint } from '@veso/api-client';
import { API_BASES, resultPaths } from '@veso/contract';
import type { DrawPeriod, DrawResult, LatestResults } from '@veso/contract';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import { parseDrawDateTime } from '@veso/domain';
import type { DrawCalendarId } from '@veso/domain';
import { useEffect, useRef } from 'react';
import { useNow } from '../ui/use-now';

/** How often the live draws are read again anyway (a draw happened, a jackpot grew). */
export const LIVE_DRAWS_POLL_MS = 60_000;
/** From its draw time on, how often a draw's result is looked for until it is in. */
export const RESULT_WAIT_POLL_MS = 10_000;
/** How long after the draw time the result is looked for that often (then the minute's poll). */
export const RESULT_WAIT_MAX_MS = 10 * 60_000;

type Awaited = { drawCode: string; drawAt: string };

/** Whether `latest` is the result of `period` or of a later draw. */
function resultIsIn(latest: DrawResult | null | undefined, period: Awaited): boolean {
  if (!latest) return false;
  if (latest.drawCode === period.drawCode) return true;
  const drawn = parseDrawDateTime(latest.openDate).getTime();
  return Number.isFinite(drawn) && drawn >= Date.parse(period.drawAt);
}

/**
 * `/result/latest`: per draw the latest result and the next period with its jackpot, one
 * call for the home page's cards and the game pages' headers. Silent: the cards and
 * headers show their own error state.
 */
export const liveDrawsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLiveDraws: build.query(fromEndpoint(resultsEndpoints.resultLatest, { silent: true })),
  }),
});

export type LiveDraw = {
  /** The period on sale (its jackpot, draw time and cut-off), null when none is open. */
  next: DrawPeriod | null;
  /** The last drawn result, null before the first. */
  latest: DrawResult | null;
};

export type LiveDrawState = {
  /** The draw's entry, undefined while loading, after an error or for a draw not served. */
  draw: LiveDraw | undefined;
  isLoading: boolean;
  /** True when the call failed (`offline` when no answer came). */
  failed: boolean;
  offline: boolean;
  refetch: () => void;
  /** The server's time now, re-read every second. */
  now: number;
};

/**
 * A draw's live state: the period on sale, its jackpot and the last result, read again
 * every minute, as soon as the period's sales cut-off has passed (on the server's clock),
 * and from that period's draw time every 10 s until its result is in: the next period's
 * jackpot depends on that result (a jackpot won starts again from its minimum), so the
 * jackpot shown is never one that was just won.
 */
export function useLiveDraw(calendar: DrawCalendarId): LiveDrawState {
  const query = liveDrawsApi.useGetLiveDrawsQuery(undefined, {
    pollingInterval: LIVE_DRAWS_POLL_MS,
  });
  const now = useNow();
  // A stray answer without items (a proxy's page) reads as no draw rather than a crash.
  const items: LatestResults['items'] = Array.isArray(query.data?.items) ? query.data.items : [];
  const item = items.find((entry) => entry.product === calendar);
  const cutOff = item?.next?.salesCloseAt;
  const asked = useRef<string | undefined>(undefined);
  const { refetch, isFetching } = query;
  useEffect(() => {
    if (!cutOff || isFetching || asked.current === cutOff) return;
    if (now >= Date.parse(cutOff)) {
      asked.current = cutOff;
      void refetch();
    }
  }, [cutOff, now, isFetching, refetch]);
  // The period that was on sale until its cut-off, waiting for its result.
  const onSale = useRef<Awaited | null>(null);
  const waiting = useRef<Awaited | null>(null);
  const next = item?.next;
  if (next && onSale.current?.drawCode !== next.drawCode) {
    if (onSale.current) waiting.current = onSale.current;
    onSale.current = { drawCode: next.drawCode, drawAt: next.drawAt };
  }
  if (next && now >= Date.parse(next.drawAt)) waiting.current = onSale.current;
  if (waiting.current && resultIsIn(item?.latest, waiting.current)) waiting.current = null;
  const lastAsk = useRef(0);
  const awaitedDrawAt = waiting.current ? Date.parse(waiting.current.drawAt) : null;
  useEffect(() => {
    if (awaitedDrawAt === null || isFetching) return;
    if (now < awaitedDrawAt || now > awaitedDrawAt + RESULT_WAIT_MAX_MS) return;
    if (Date.now() - lastAsk.current < RESULT_WAIT_POLL_MS) return;
    lastAsk.current = Date.now();
    void refetch();
  }, [awaitedDrawAt, now, isFetching, refetch]);
  const error = query.error as { network?: boolean } | undefined;
  return {
    draw: item ? { next: item.next, latest: item.latest } : undefined,
    isLoading: query.isLoading,
    failed: Boolean(query.error) && !query.data,
    offline: Boolean(error?.network),
    refetch: () => void refetch(),
    now,
  };
}

/**
 * Reads the live draws again when the Keno live stream (`/keno/live`, the events the
 * live Keno screen shows) announces a finished draw: the last result and the next
 * period update the moment the 20th number is out.
 */
export function useKenoLiveRefresh(enabled: boolean, refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASES.main}${resultPaths.kenoLive}`);
    const onSummary = () => latest.current();
    source.addEventListener('summary', onSummary);
    return () => {
      source.removeEventListener('summary', onSummary);
      source.close();
    };
  }, [enabled]);
}
