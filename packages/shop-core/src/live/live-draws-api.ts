import { baseApi } from '@veso/api-client';
import { API_BASES, resultPaths } from '@veso/contract';
import type { DrawPeriod, DrawResult, LatestResults } from '@veso/contract';
import type { DrawCalendarId } from '@veso/domain';
import { useEffect, useRef } from 'react';
import { useNow } from '../ui/use-now';

/** How often the live draws are read again anyway (a draw happened, a jackpot grew). */
export const LIVE_DRAWS_POLL_MS = 60_000;

/**
 * `/result/latest`: per draw the latest result and the next period with its jackpot, one
 * call for the home page's cards and the game pages' headers. Silent: the cards and
 * headers show their own error state.
 */
export const liveDrawsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLiveDraws: build.query<LatestResults, void>({
      query: () => ({ url: resultPaths.resultLatest, silent: true }),
    }),
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
 * every minute and as soon as the period's sales cut-off has passed (on the server's
 * clock), so the next period and its jackpot come without a reload.
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
