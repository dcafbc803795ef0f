import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '@veso/domain';
import type { Database } from '../db/database';

/**
 * The database channel on which every change a public read depends on is announced: a
 * statement-level trigger on `draw_periods`, `draw_results` and `jackpot_pools` (migration
 * 0020) and on `xskt_stock` (migration 0024) notifies `reads_<schema>` on commit with the
 * table's name, whoever wrote — this process, another one, the import CLI or an operator's
 * own SQL.
 */
export const READS_CHANNEL = 'reads';

/**
 * What a cached read depends on: `draws` (periods, results, jackpots) or `stock` (the paper
 * lotteries' stock). A change of one drops only the answers of that topic.
 */
export type ReadTopic = 'draws' | 'stock';

const TOPICS: readonly ReadTopic[] = ['draws', 'stock'];

/** The topic of each announcing table; any other announcement drops every answer. */
const TOPIC_OF_TABLE: Readonly<Record<string, ReadTopic>> = {
  draw_periods: 'draws',
  draw_results: 'draws',
  jackpot_pools: 'draws',
  xskt_stock: 'stock',
};

/** The topics an announcement on {@link READS_CHANNEL} changed (its payload: a table). */
function topicsOf(payload: string): readonly ReadTopic[] {
  const topic = TOPIC_OF_TABLE[payload];
  return topic ? [topic] : TOPICS;
}

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
  /** The most answers kept in all; the oldest of the topic that outgrows it goes first. */
  maxEntries: number;
};

/** How {@link ReadCache.send} files an answer. */
export type ReadOptions = {
  /** What the answer depends on (default `draws`). */
  topic?: ReadTopic;
  /** Query parameters that do not change the answer (a caller's `transid`): not in the key. */
  ignoreQuery?: readonly string[];
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
    options?: ReadOptions,
  ): Promise<FastifyReply>;
  /** Starts listening for changes; until it does, every read is computed. */
  ready(): Promise<void>;
  /**
   * What the cached reads stand on, for a cache built from them (the rendered pages): a
   * value that changes whenever any topic's answers are dropped (an announcement, a local
   * mark, a reconnection), or null while changes are not heard (nothing may be kept).
   */
  version(): string | null;
  close(): Promise<void>;
};

/** The compressed encodings an answer goes in. */
export type Encoding = 'br' | 'gzip';

type Entry = {
  body: string;
  etag: string;
  /** The body compressed, once per encoding asked (not per request). */
  encoded: Map<Encoding, Buffer>;
  /** Shop time when computed and when it expires, epoch ms. */
  at: number;
  until: number;
};

/** An answer being computed, and the generation of its topic when it started. */
type Flight = { generation: string; answer: Promise<Entry> };

/** Caches keep answering a little while the clients revalidate each time (`no-cache`). */
const CACHE_CONTROL = 'public, no-cache';

const localChanges: Record<ReadTopic, number> = { draws: 0, stock: 0 };

/**
 * Marks the reads of a topic stale in this process at once, where a statement changes what
 * they depend on: the database's announcement follows on commit; this covers the moment
 * before it arrives. Inside a transaction an answer may still be computed from the rows
 * before the commit: a write request marks again when it answers (see
 * {@link remarkAfterWrites}), so its caller's next read is computed after its commit.
 */
export function markReadsChanged(topic: ReadTopic = 'draws'): void {
  localChanges[topic] += 1;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write request during which a topic was marked changed marks it again when it answers:
 * its transaction committed by then, so an answer computed between the mark and the commit
 * (from the rows before it) is dropped before the caller reads again. Another process hears
 * the commit from the database.
 */
export function remarkAfterWrites(app: FastifyInstance): void {
  const marksAt = new WeakMap<FastifyRequest, Record<ReadTopic, number>>();
  app.addHook('onRequest', async (request) => {
    if (WRITE_METHODS.has(request.method)) marksAt.set(request, { ...localChanges });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const before = marksAt.get(request);
    if (!before) return payload;
    for (const topic of TOPICS) {
      if (localChanges[topic] !== before[topic]) markReadsChanged(topic);
    }
    return payload;
  });
}

/** Weak: the same answer compressed or not is the same to the caller. */
function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Smaller answers go as they are (as the server's compression does below 1 KiB). */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the caller accepts it (q > 0). */
export function encodingFor(request: FastifyRequest): Encoding | null {
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

/** The request's cache key: its route and its parsed query, keys sorted, `ignored` left out. */
function keyOf(request: FastifyRequest, ignored: readonly string[] = []): string {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts = Object.keys(query)
    .filter((k) => !ignored.includes(k))
    .sort()
    .map((k) => `${k}=${JSON.stringify(query[k])}`);
  return `${request.routeOptions.url ?? request.url}?${parts.join('&')}`;
}

/**
 * The in-process cache of the shop's public reads (results, periods, jackpots, statistics,
 * the paper lotteries' stock lists): one database round of work per answer and change
 * instead of per request. Every process listens on {@link READS_CHANNEL}; an answer is
 * dropped when what it depends on (its topic) changes, when the shop's clock passes the
 * instant it stops being true, or after `ttlMs`.
 */
export function createReadCache({
  db,
  clock,
  log,
  ttlMs,
  maxEntries,
}: ReadCacheOptions): ReadCache {
  // Per topic: a change of one drops its answers only.
  const entries = new Map<ReadTopic, Map<string, Entry>>(TOPICS.map((t) => [t, new Map()]));
  const computing = new Map<ReadTopic, Map<string, Flight>>(TOPICS.map((t) => [t, new Map()]));
  const heard: Record<ReadTopic, number> = { draws: 0, stock: 0 };
  let listening: Promise<boolean> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let heeding = false;
  let closed = false;

  const drop = (topic: ReadTopic) => {
    entries.get(topic)!.clear();
    computing.get(topic)!.clear();
  };
  const changed = (topics: readonly ReadTopic[]) => {
    for (const topic of topics) {
      heard[topic] += 1;
      drop(topic);
    }
  };
  const generation = (topic: ReadTopic) => `${heard[topic]}:${localChanges[topic]}`;
  const seenGeneration = Object.fromEntries(TOPICS.map((t) => [t, generation(t)])) as Record<
    ReadTopic,
    string
  >;
  const size = () => TOPICS.reduce((n, t) => n + entries.get(t)!.size, 0);

  const ready = (): Promise<boolean> => {
    if (closed) return Promise.resolve(false);
    listening ??= db
      .listen(READS_CHANNEL, (payload) => changed(topicsOf(payload)), {
        onReconnect: () => {
          log.info('reads: database listener reconnected; cached reads dropped');
          changed(TOPICS);
        },
      })
      .then(
        async (stop) => {
          if (closed) await stop();
          else {
            unlisten = stop;
            heeding = true;
          }
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
    async send(request, reply, run, options = {}) {
      const topic = options.topic ?? 'draws';
      const now = clock.now().getTime();
      if (!(await ready())) return answer(request, reply, await compute(reply, run, now));
      const current = generation(topic);
      if (current !== seenGeneration[topic]) {
        seenGeneration[topic] = current;
        drop(topic);
      }
      const answers = entries.get(topic)!;
      const flights = computing.get(topic)!;
      const key = keyOf(request, options.ignoreQuery);
      const hit = answers.get(key);
      if (hit && hit.at <= now && now < hit.until) return answer(request, reply, hit);
      let flight = flights.get(key);
      if (!flight || flight.generation !== current) {
        flight = { generation: current, answer: compute(reply, run, now) };
        const started = flight;
        flights.set(key, started);
        started.answer.then(
          (entry) => {
            if (flights.get(key) === started) flights.delete(key);
            // Kept only when nothing it depends on changed while it was computed.
            if (generation(topic) !== started.generation) return;
            answers.delete(key);
            answers.set(key, entry);
            if (size() > maxEntries) answers.delete(answers.keys().next().value!);
          },
          () => {
            if (flights.get(key) === started) flights.delete(key);
          },
        );
      }
      return answer(request, reply, await flight.answer);
    },
    ready: async () => {
      await ready();
    },
    version: () => (heeding && !closed ? TOPICS.map(generation).join('|') : null),
    close: async () => {
      closed = true;
      heeding = false;
      for (const topic of TOPICS) drop(topic);
      await unlisten?.();
    },
  };
}
