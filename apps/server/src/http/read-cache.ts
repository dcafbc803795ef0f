import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '@veso/domain';
import type { Database } from '../db/database';

/**
 * The database channel on which every change to draws is announced: a statement-level
 * trigger on `draw_periods`, `draw_results` and `jackpot_pools` (migration 0020) notifies
 * `reads_<schema>` on commit, whoever wrote — this process, another one, the import CLI or an
 * operator's own SQL.
 */
export const READS_CHANNEL = 'reads';

/** What a cached read computes: the answer, and until when (shop time) it stays true. */
export type ReadAnswer = {
  payload: unknown;
  /** The instant the answer stops being true by the clock alone (a cut-off, midnight). */
  validUntil?: Date | null;
};

export type ReadCacheOptions = {
  db: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** The longest an answer is served from memory, in ms of shop time (a safety net). */
  ttlMs: number;
  /** The most answers kept; the oldest goes first. */
  maxEntries: number;
};

export type ReadCache = {
  /**
   * Answers a public read from memory while nothing it depends on changed: the same body and
   * `ETag` for every caller, `304 Not Modified` to a caller who sent that `ETag`. Computes it
   * (once, however many callers wait) when missing, expired or invalidated.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<ReadAnswer>,
  ): Promise<FastifyReply>;
  /** Starts listening for changes; until it does, every read is computed. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type Encoding = 'br' | 'gzip';

type Entry = {
  body: string;
  etag: string;
  /** The body compressed, once per encoding asked (not per request). */
  encoded: Map<Encoding, Buffer>;
  /** Shop time when computed and when it expires, epoch ms. */
  at: number;
  until: number;
};

/** Caches keep answering a little while the clients revalidate each time (`no-cache`). */
const CACHE_CONTROL = 'public, no-cache';

let localChanges = 0;

/**
 * Marks the reads of this process stale at once, in a transaction that changes draws: the
 * database's announcement follows on commit; this covers the moment before it arrives.
 */
export function markReadsChanged(): void {
  localChanges += 1;
}

/** Weak: the same answer compressed or not is the same to the caller. */
function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Smaller answers go as they are (as the server's compression does below 1 KiB). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the caller accepts it (q > 0). */
function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Compressed once per answer, so at a higher level than per-request compression affords. */
function encode(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

/** The request's cache key: its route and its parsed query, keys sorted. */
function keyOf(request: FastifyRequest): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .sort()
    .map((k) => `${k}=${JSON.stringify(query[k])}`);
  return `${request.routeOptions.url ?? request.url}?${parts.join('&')}`;
}

/**
 * The in-process cache of the shop's public reads (results, periods, jackpots, statistics):
 * one database round of work per answer and change instead of per request. Every process
 * listens on {@link READS_CHANNEL}; an answer is dropped when draws change, when the shop's
 * clock passes the instant it stops being true, or after `ttlMs`.
 */
export function createReadCache({
  db,
  clock,
  log,
  ttlMs,
  maxEntries,
}: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  const computing = new Map<string, { generation: string; answer: Promise<Entry> }>();
  let changes = 0;
  let listening: Promise<boolean> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let closed = false;

  const changed = () => {
    changes += 1;
    entries.clear();
    computing.clear();
  };
  const generation = () => `${changes}:${localChanges}`;
  let seenGeneration = generation();

  const ready = (): Promise<boolean> => {
    if (closed) return Promise.resolve(false);
    listening ??= db
      .listen(READS_CHANNEL, changed, {
        onReconnect: () => {
          log.info('reads: database listener reconnected; cached reads dropped');
          changed();
        },
      })
      .then(
        async (stop) => {
          if (closed) await stop();
          else unlisten = stop;
          return !closed;
        },
        (error: unknown) => {
          listening = undefined;
          log.warn({ err: error }, 'reads: cannot listen for changes; reading every time');
          return false;
        },
      );
    return listening;
  };

  const compute = async (
    reply: FastifyReply,
    run: () => Promise<ReadAnswer>,
    now: number,
  ): Promise<Entry> => {
    const { payload, validUntil } = await run();
    const serialized = reply.serialize(payload);
    const body = typeof serialized === 'string' ? serialized : new TextDecoder().decode(serialized);
    const limit = now + ttlMs;
    const until = validUntil ? Math.min(limit, validUntil.getTime()) : limit;
    return { body, etag: etagOf(body), encoded: new Map(), at: now, until };
  };

  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply => {
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = Buffer.byteLength(entry.body) >= COMPRESS_FROM_BYTES && encodingFor(request);
    if (!encoding) return reply.send(entry.body);
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = encode(entry.body, encoding);
      entry.encoded.set(encoding, encoded);
    }
    return reply.header('content-encoding', encoding).send(encoded);
  };

  return {
    async send(request, reply, run) {
      const now = clock.now().getTime();
      if (!(await ready())) return answer(request, reply, await compute(reply, run, now));
      const current = generation();
      if (current !== seenGeneration) {
        seenGeneration = current;
        entries.clear();
        computing.clear();
      }
      const key = keyOf(request);
      const hit = entries.get(key);
      if (hit && hit.at <= now && now < hit.until) return answer(request, reply, hit);
      let flight = computing.get(key);
      if (!flight || flight.generation !== current) {
        flight = { generation: current, answer: compute(reply, run, now) };
        const started = flight;
        computing.set(key, started);
        started.answer.then(
          (entry) => {
            if (computing.get(key) === started) computing.delete(key);
            // Kept only when nothing changed while it was computed.
            if (generation() !== started.generation) return;
            entries.delete(key);
            entries.set(key, entry);
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          },
          () => {
            if (computing.get(key) === started) computing.delete(key);
          },
        );
      }
      return answer(request, reply, await flight.answer);
    },
    ready: async () => {
      await ready();
    },
    close: async () => {
      closed = true;
      entries.clear();
      computing.clear();
      await unlisten?.();
    },
  };
}
