/**
 * The server's clock as seen from the browser: countdowns to a sales cut-off are computed
 * from it, never from the phone's own clock (which may be minutes or hours off). Every
 * answer's `Date` header gives the server's time to the second; the offset from the
 * phone's clock is taken at the middle of the round trip.
 */

/** The `Date` header is whole seconds (truncated): the true time is half a second later on average. */
const HEADER_RESOLUTION_MS = 1000;

let offsetMs = 0;
let known = false;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the offset changes (countdowns re-read the time); returns the unsubscribe. */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records one answer's `Date` header. `sentAt` and `receivedAt` are the phone's
 * `Date.now()` when the call left and when its answer came. A new sample replaces the
 * offset only when it differs by more than the header's resolution, so the countdown
 * does not jitter between calls.
 */
export function observeServerDate(
  dateHeader: string | null | undefined,
  sentAt: number,
  receivedAt: number,
): void {
  if (!dateHeader) return;
  const serverMs = Date.parse(dateHeader);
  if (!Number.isFinite(serverMs)) return;
  const sample = serverMs + HEADER_RESOLUTION_MS / 2 - (sentAt + receivedAt) / 2;
  const changed = !known || Math.abs(sample - offsetMs) > HEADER_RESOLUTION_MS;
  known = true;
  if (!changed) return;
  offsetMs = Math.round(sample);
  for (const listener of listeners) listener();
}

/**
 * Records the server's time given by a server-rendered page (when it was rendered): a
 * first offset until an answer's `Date` header refines it.
 */
export function observeServerNow(serverMs: number, receivedAt: number = Date.now()): void {
  if (known || !Number.isFinite(serverMs)) return;
  offsetMs = Math.round(serverMs - receivedAt);
  for (const listener of listeners) listener();
}

/** The server's time now, in ms since the epoch (the phone's clock until an answer came). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock is ahead of the phone's, in ms (0 until an answer came). */
export function serverClockOffset(): number {
  return offsetMs;
}

/** Forgets the offset (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
  known = false;
}

/** Wraps `fetch` so every answer's `Date` header sets the server clock. */
export function withServerClock(fetchFn: typeof fetch): typeof fetch {
  return async (input, init) => {
    const sentAt = Date.now();
    const response = await fetchFn(input, init);
    observeServerDate(response.headers.get('date'), sentAt, Date.now());
    return response;
  };
}
