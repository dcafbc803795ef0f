import { ok, KENO_REVEAL_INTERVAL_MS } from '@veso/contract';
import { kenoApi } from '@veso/contract/endpoints/keno.schemas';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { DrainState } from '../../http/drain';
import { sendBusy } from '../../http/errors';
import type { ReadCache } from '../../http/read-cache';
import { route } from '../../http/endpoint';
import { latestResults } from '../results';
import { kenoSuggestions, kenoTop, statisticOf } from '../stats';
import { countdown, dueEvents, formatEvent, parseLastEventId, type LivePosition } from './live';
import { kenoLiveHub, type KenoLiveHubEvent } from './live-hub';

export type KenoLiveOptions = {
  deps: AppDeps;
  /** How often the streams look for due events, in ms (default 500; in memory, no query). */
  pollMs?: number;
  /** Time between two revealed numbers (default {@link KENO_REVEAL_INTERVAL_MS}). */
  revealMs?: number;
  /** How long a missing result is believed before the database is asked again (default 5 s). */
  refreshMs?: number;
  /** Told what the streams' hub does (tests wait on it; see {@link KenoLiveHubEvent}). */
  observe?: (event: KenoLiveHubEvent) => void;
  /** The app's drain: the streams end with a retry hint when it begins, new ones are refused. */
  drain?: DrainState;
};

/** The stream's reconnection delay (the `retry` field), in ms. */
export const KENO_LIVE_RETRY_MS = 2000;
/**
 * A stopping node's streams end with a `retry` of {@link KENO_LIVE_RETRY_MS} plus up to this:
 * the viewers reconnect (to another node, through the load balancer) spread over a second.
 */
const DRAIN_RETRY_SPREAD_MS = 1000;

/**
 * How a stopping node ends a stream: a `retry` hint (a browser's EventSource reconnects after
 * it, with `Last-Event-ID`), a comment saying why, then the end of the response.
 */
export function drainRetryHint(random = Math.random): string {
  const retry = KENO_LIVE_RETRY_MS + Math.floor(random() * DRAIN_RETRY_SPREAD_MS);
  return `retry: ${retry}\n: node stopping, reconnect\n\n`;
}

/**
 * `GET /api/keno/live`: Server-Sent Events of the current Keno draw. Every event of a draw
 * has an id `<drawCode>:<step>`; a client reconnecting with `Last-Event-ID` gets only what
 * follows. Between draws a `countdown` event goes out each second. All streams of the
 * process share one {@link kenoLiveHub}: the numbers in memory, one database listener.
 * The handler takes the response over (`reply.hijack()`) and streams `text/event-stream`
 * itself (the entry's `produces`): no envelope.
 */
export const kenoLiveRoutes: FastifyPluginAsyncZod<KenoLiveOptions> = async (
  app,
  { deps, pollMs = 500, revealMs = KENO_REVEAL_INTERVAL_MS, refreshMs = 5_000, observe, drain },
) => {
  const hub = kenoLiveHub({ db: deps.db, log: app.log, pollMs, refreshMs, observe });
  const streams = new Set<ServerResponse>();
  let stopping = false;
  const endStreams = () => {
    stopping = true;
    for (const stream of streams) {
      if (!stream.writableEnded) stream.end(drainRetryHint());
    }
  };
  drain?.onDrain(endStreams);
  app.addHook('preClose', async () => endStreams());
  app.addHook('onClose', async () => hub.close());

  route(
    app,
    kenoApi.live,
    async (request, reply) => {
      // Listening before the first read: a draw written in between is not missed.
      await hub.ready();
      // A stopping node takes no new viewer: "busy" (503), which a load balancer sends to
      // another node (HAProxy: retry-on 503) and a browser's page opens again later.
      if (stopping) return sendBusy(reply);
      const header = request.headers['last-event-id'];
      let position: LivePosition = parseLastEventId(Array.isArray(header) ? header[0] : header);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${KENO_LIVE_RETRY_MS}\n\n`);
      streams.add(raw);
      let busy = false;
      let again = false;
      let lastSecond: number | null = null;
      const tick = async (): Promise<void> => {
        if (raw.writableEnded) return;
        // A step asked for while one runs (a draw just announced) runs right after it.
        if (busy) {
          again = true;
          return;
        }
        busy = true;
        again = false;
        try {
          const now = deps.clock.now();
          const moment = hub.moment(now);
          const due = await dueEvents(hub.numbersOf, now, position, revealMs, moment.current);
          for (const event of due.events) raw.write(formatEvent(event));
          position = due.position;
          if (due.finished) {
            const data = countdown(now, moment.next);
            if (data.secondsLeft !== lastSecond) {
              lastSecond = data.secondsLeft;
              raw.write(formatEvent({ event: 'countdown', data }));
            }
          }
        } catch (error) {
          request.log.error({ err: error }, 'keno live stream failed');
        } finally {
          busy = false;
        }
        if (again) return tick();
      };
      const remove = hub.add(() => void tick());
      void tick();
      const stop = () => {
        remove();
        streams.delete(raw);
      };
      // The response closes when the client goes away (or the server ends the stream).
      raw.on('close', stop);
      return reply;
    },
    { config: { stream: true } },
  );
};

/** Keno statistics under `API_BASES.kenoStats` (spec §7 Keno statistics). */
export const kenoStatsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; reads: ReadCache }> = async (
  app,
  { deps, reads },
) => {
  const orm = deps.db.orm;

  route(app, kenoApi.statistics, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(await statisticOf(orm, 'keno', request.query.window)),
    })),
  );
  route(app, kenoApi.lastResult, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok({ result: (await latestResults(orm, 'keno', 1))[0] ?? null }),
    })),
  );
  route(app, kenoApi.lastResults, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok({ items: await latestResults(orm, 'keno', request.query.limit) }),
    })),
  );
  route(app, kenoApi.top, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(
        await kenoTop(orm, request.query.level, request.query.window, request.query.limit),
      ),
    })),
  );
  route(app, kenoApi.suggestions, async (request, reply) =>
    reads.send(request, reply, async () => ({
      payload: ok(await kenoSuggestions(orm, request.query.level, request.query.window)),
    })),
  );
};
