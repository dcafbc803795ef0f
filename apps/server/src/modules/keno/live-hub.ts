import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { RESULTS_CHANNEL, parseResultEvent } from '../draws';
import { kenoCalendar, type KenoMoment, type KenoNumbersOf } from './live';
import { loadKenoNumbers, type KenoDrawn } from './repo';

/** How many draws' numbers the hub keeps in memory. */
const CACHE_SIZE = 16;

export type KenoLiveHubOptions = {
  db: Database;
  log: FastifyBaseLogger;
  /** How often every stream looks for due events, in ms (in memory: no query). */
  pollMs: number;
  /**
   * How long "not drawn yet" is believed before the database is asked again, in ms: the
   * fallback for a lost notification (one query per process and draw, whatever the viewers).
   */
  refreshMs: number;
  /** Told what the hub does, as it does it: tests wait on these events instead of sleeping. */
  observe?: (event: KenoLiveHubEvent) => void;
};

/**
 * What a hub did: a database lookup of a draw's numbers answered (`drawn` false: not drawn
 * yet), or a step of every stream (`viewers` of them) on its poll timer, on a Keno result's
 * notification or after the listener reconnected.
 */
export type KenoLiveHubEvent =
  | { type: 'lookup'; drawCode: string; drawn: boolean }
  | { type: 'step'; cause: 'poll' | 'result' | 'reconnect'; viewers: number };

/** A stream's step: writes what is due to its client (in memory, awaited one at a time). */
export type LiveViewer = () => void;

export type KenoLiveHub = {
  /** The numbers of a draw, from memory; one query per process when not known. */
  numbersOf: KenoNumbersOf;
  /** The current and next Keno draws at `now`, computed once for every stream. */
  moment(now: Date): KenoMoment;
  /** Starts listening for draws (once per process); resolves when listening or on failure. */
  ready(): Promise<void>;
  /** Adds a stream to the fan-out: it steps every `pollMs` and on every draw. */
  add(viewer: LiveViewer): () => void;
  close(): Promise<void>;
};

type Entry = { numbers: Promise<KenoDrawn | null>; at: number; known: boolean };

/**
 * The Keno live fan-out of one server process: the draws' numbers in memory, one database
 * listener (NOTIFY on PostgreSQL, in-process on PGlite) that forgets "not drawn yet" when a
 * Keno result is written and steps every stream at once, and one timer for the reveal
 * schedule. The database load does not grow with the viewers.
 */
export function kenoLiveHub({
  db,
  log,
  pollMs,
  refreshMs,
  observe,
}: KenoLiveHubOptions): KenoLiveHub {
  const viewers = new Set<LiveViewer>();
  const cache = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let listening: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;

  const stepAll = (cause: 'poll' | 'result' | 'reconnect') => {
    for (const viewer of viewers) viewer();
    observe?.({ type: 'step', cause, viewers: viewers.size });
  };

  /** Forgets every draw not known to be drawn (a notification or a reconnect). */
  const forgetMissing = (drawCode?: string) => {
    for (const [code, entry] of cache) {
      if (!entry.known && (drawCode === undefined || code === drawCode)) cache.delete(code);
    }
  };

  const numbersOf: KenoNumbersOf = (drawCode) => {
    const hit = cache.get(drawCode);
    if (hit && (hit.known || Date.now() - hit.at < refreshMs)) return hit.numbers;
    const entry: Entry = {
      numbers: loadKenoNumbers(db.orm, drawCode),
      at: Date.now(),
      known: false,
    };
    entry.numbers.then(
      (numbers) => {
        entry.known = numbers !== null;
        observe?.({ type: 'lookup', drawCode, drawn: entry.known });
      },
      () => {
        if (cache.get(drawCode) === entry) cache.delete(drawCode);
      },
    );
    cache.delete(drawCode);
    cache.set(drawCode, entry);
    // Oldest first: Map keeps insertion order.
    for (const code of cache.keys()) {
      if (cache.size <= CACHE_SIZE) break;
      cache.delete(code);
    }
    return entry.numbers;
  };

  const onResult = (payload: string) => {
    const event = parseResultEvent(payload);
    if (event?.product !== 'keno') return;
    forgetMissing(event.drawCode);
    stepAll('result');
  };

  const ready = async (): Promise<void> => {
    if (closed) return;
    listening ??= db
      .listen(RESULTS_CHANNEL, onResult, {
        onReconnect: () => {
          log.info('keno live: database listener reconnected');
          forgetMissing();
          stepAll('reconnect');
        },
      })
      .then(async (stop) => {
        if (closed) await stop();
        else unlisten = stop;
      })
      .catch((error: unknown) => {
        // The next stream tries again; meanwhile "not drawn yet" expires after refreshMs.
        listening = undefined;
        log.error({ err: error }, 'keno live: cannot listen for draws');
      });
    return listening;
  };

  return {
    numbersOf,
    moment: kenoCalendar(),
    ready,
    add: (viewer) => {
      viewers.add(viewer);
      timer ??= setInterval(() => stepAll('poll'), pollMs);
      return () => {
        viewers.delete(viewer);
        if (viewers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    close: async () => {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      viewers.clear();
      await listening;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
