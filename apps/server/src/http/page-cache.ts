import type { FastifyRequest } from 'fastify';

/**
 * The longest a rendered page is served from memory, in ms of shop time: what the reads'
 * announcements do not cover (the operator's app config and banners, a sales cut-off or
 * midnight passing by the clock alone) shows within it. See docs/decisions.md.
 */
export const PAGE_CACHE_TTL_MS = 10_000;
/**
 * A page asked for in the last this-many ms of its TTL is rendered again in the background
 * while it is still served: under steady traffic a page is replaced before it expires, so
 * no reader waits for its render (only after a change of the reads, or a quiet spell).
 */
export const PAGE_REFRESH_AHEAD_MS = 2_000;
/** The most pages kept per process (distinct shells, paths and queries). */
export const PAGE_CACHE_ENTRIES = 500;
/** The most page text kept per process, in UTF-16 code units (≈ bytes for ASCII markup). */
export const PAGE_CACHE_CHARS = 32 * 1024 * 1024;

/** What a render hands the cache: its result, whether it may be kept, and its size. */
export type RenderedEntry<T> = {
  value: T;
  /** False for anything not the same for every caller (a personal page, a failure). */
  keep: boolean;
  /** Its size, in characters (the bound of {@link PAGE_CACHE_CHARS}). */
  size: number;
};

export type PageCacheOptions = {
  /** The shop's clock, epoch ms. */
  now: () => number;
  /**
   * What the pages stand on: a value that changes whenever the data they were rendered
   * from may have changed (the read cache's `version`), or null while such changes are not
   * heard (nothing is kept then).
   */
  version: () => string | null;
  ttlMs?: number;
  refreshAheadMs?: number;
  maxEntries?: number;
  maxChars?: number;
};

export type PageCache<T> = {
  /**
   * The page under `key`: from memory while it is younger than the TTL and nothing it
   * stands on changed, else rendered (once, however many callers wait for the same key)
   * and kept when the render says it may be.
   */
  get(key: string, render: () => Promise<RenderedEntry<T>>): Promise<T>;
  /** How many pages are kept (tests). */
  size(): number;
};

type Entry<T> = {
  value: T;
  size: number;
  at: number;
  until: number;
  /** Rendered again ahead of its expiry already (once per page). */
  refreshing: boolean;
};
type Flight<T> = { version: string; rendered: Promise<RenderedEntry<T>> };

/**
 * The cache key of a page request: its origin (the renderer is given the whole URL), its
 * path as sent and its parsed query with the keys sorted (as the read cache keys its
 * reads; no parameter left out). The caller prefixes the shell.
 */
export function pageKeyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .sort()
    .map((k) => `${k}=${JSON.stringify(query[k])}`);
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return `${request.protocol}://${request.host}${pathname}?${parts.join('&')}`;
}

/**
 * The in-process cache of the server-rendered public pages: a page is
 * rendered once per change of what it shows instead of once per request. A page mixes
 * topics (results, periods, stock, the app config), so any change of the reads drops
 * every page; what no announcement covers is bounded by the TTL. A page asked for near its
 * expiry is rendered again in the background while still served (never past its TTL).
 * Least recently used pages go first beyond `maxEntries` pages or `maxChars` characters.
 */
export function createPageCache<T>({
  now,
  version,
  ttlMs = PAGE_CACHE_TTL_MS,
  refreshAheadMs = PAGE_REFRESH_AHEAD_MS,
  maxEntries = PAGE_CACHE_ENTRIES,
  maxChars = PAGE_CACHE_CHARS,
}: PageCacheOptions): PageCache<T> {
  const entries = new Map<string, Entry<T>>();
  const flights = new Map<string, Flight<T>>();
  let chars = 0;
  let seen: string | null = null;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    chars -= entry.size;
  };
  const dropAll = () => {
    entries.clear();
    flights.clear();
    chars = 0;
  };
  const store = (key: string, rendered: RenderedEntry<T>, at: number) => {
    remove(key);
    if (rendered.size > maxChars) return;
    entries.set(key, {
      value: rendered.value,
      size: rendered.size,
      at,
      until: at + ttlMs,
      refreshing: false,
    });
    chars += rendered.size;
    while (entries.size > maxEntries || chars > maxChars) {
      remove(entries.keys().next().value!);
    }
  };

  /** Renders the page under `key` once for everyone who waits; keeps it when it may. */
  const fly = (
    key: string,
    current: string,
    at: number,
    render: () => Promise<RenderedEntry<T>>,
  ): Flight<T> => {
    const flight = flights.get(key);
    if (flight && flight.version === current) return flight;
    const started: Flight<T> = { version: current, rendered: render() };
    flights.set(key, started);
    started.rendered.then(
      (rendered) => {
        if (flights.get(key) === started) flights.delete(key);
        // Kept only when nothing it stands on changed while it was rendered.
        if (rendered.keep && version() === started.version && seen === started.version) {
          store(key, rendered, at);
        }
      },
      () => {
        if (flights.get(key) === started) flights.delete(key);
      },
    );
    return started;
  };

  return {
    async get(key, render) {
      const current = version();
      if (current === null) {
        if (seen !== null) dropAll();
        seen = null;
        return (await render()).value;
      }
      if (current !== seen) {
        seen = current;
        dropAll();
      }
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.at <= at && at < hit.until) {
        // Most recently used last: the first key is the one to evict.
        entries.delete(key);
        entries.set(key, hit);
        if (!hit.refreshing && at >= hit.until - refreshAheadMs) {
          hit.refreshing = true;
          // Its successor, rendered while this one is served (a failure is the flight's).
          fly(key, current, at, render);
        }
        return hit.value;
      }
      if (hit) remove(key);
      return (await fly(key, current, at, render).rendered).value;
    },
    size: () => entries.size,
  };
}
