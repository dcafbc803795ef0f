/** Test helpers of the Keno live stream: an SSE viewer (the app comes from test/keno-live-app.ts). */

export type SseEvent = { id?: string; event: string; data: unknown };

/** An open `/api/keno/live` stream whose events are collected as they come. */
export type SseViewer = {
  events: SseEvent[];
  /** Resolves once `done(events)` holds; fails after `timeoutMs`. */
  until(done: (events: SseEvent[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
  /** Resolves when the server ends the stream (or `close` is called). */
  ended: Promise<void>;
};

function parseBlock(block: string): SseEvent | null {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
  }
  if (!fields.event) return null;
  return {
    ...(fields.id ? { id: fields.id } : {}),
    event: fields.event,
    data: JSON.parse(fields.data ?? 'null'),
  };
}

/** Opens a live stream; resolves once the response headers arrived (the stream is served). */
export async function openViewer(base: string, lastEventId?: string): Promise<SseViewer> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/keno/live`, {
    signal: abort.signal,
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  const events: SseEvent[] = [];
  /** Looked at after every chunk of the stream and when it ends. */
  const waiters = new Set<() => void>();
  let over = false;
  const wake = () => {
    for (const check of [...waiters]) check();
  };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const event = parseBlock(buffer.slice(0, end));
          if (event) events.push(event);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      over = true;
      wake();
    }
  })();
  return {
    events,
    until: (done, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const fail = (why: string) => {
          stop();
          reject(new Error(`${why} with ${JSON.stringify(events)}`));
        };
        function check() {
          if (done(events)) {
            stop();
            resolve();
          } else if (over) {
            fail('the stream ended');
          }
        }
        const timer = setTimeout(() => fail('timed out'), timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
    ended,
  };
}

/** Whether `events` hold the summary of draw `drawCode`. */
export const hasSummaryOf = (drawCode: string) => (events: SseEvent[]) =>
  events.some((e) => e.id === `${drawCode}:21`);
