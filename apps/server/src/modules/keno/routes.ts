import {
  kenoLastResultSchema,
  kenoLastResultsQuerySchema,
  kenoLastResultsSchema,
  kenoStatsPaths,
  kenoStatsQuerySchema,
  kenoSuggestionsQuerySchema,
  kenoSuggestionsSchema,
  kenoTopQuerySchema,
  kenoTopSchema,
  ok,
  resultPaths,
  statisticSchema,
  KENO_REVEAL_INTERVAL_MS,
} from '@veso/contract';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { ReadCache } from '../../http/read-cache';
import { envelopeResponses } from '../../http/responses';
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
};

/**
 * `GET /api/keno/live`: Server-Sent Events of the current Keno draw. Every event of a draw
 * has an id `<drawCode>:<step>`; a client reconnecting with `Last-Event-ID` gets only what
 * follows. Between draws a `countdown` event goes out each second. All streams of the
 * process share one {@link kenoLiveHub}: the numbers in memory, one database listener.
 */
export const kenoLiveRoutes: FastifyPluginAsyncZod<KenoLiveOptions> = async (
  app,
  { deps, pollMs = 500, revealMs = KENO_REVEAL_INTERVAL_MS, refreshMs = 5_000, observe },
) => {
  const hub = kenoLiveHub({ db: deps.db, log: app.log, pollMs, refreshMs, observe });
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => hub.close());

  app.get(
    resultPaths.kenoLive,
    {
      schema: {
        tags: ['keno'],
        summary: 'Live Keno draw (text/event-stream), Last-Event-ID resume',
      },
      config: { stream: true },
    },
    async (request, reply) => {
      // Listening before the first read: a draw written in between is not missed.
      await hub.ready();
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
      raw.write(`retry: 2000\n\n`);
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
    },
  );
};

/** Keno statistics under `API_BASES.kenoStats` (spec §7 Keno statistics). */
export const kenoStatsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; reads: ReadCache }> = async (
  app,
  { deps, reads },
) => {
  const orm = deps.db.orm;
  const TAGS = ['keno-stats'];

  app.get(
    kenoStatsPaths.get,
    {
      schema: {
        tags: TAGS,
        summary: 'Keno statistics over the last N draws',
        querystring: kenoStatsQuerySchema,
        response: envelopeResponses(statisticSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(await statisticOf(orm, 'keno', request.query.window)),
      })),
  );

  app.get(
    kenoStatsPaths.lastResult,
    {
      schema: {
        tags: TAGS,
        summary: 'The latest Keno result',
        response: envelopeResponses(kenoLastResultSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok({ result: (await latestResults(orm, 'keno', 1))[0] ?? null }),
      })),
  );

  app.get(
    kenoStatsPaths.v2LastResult,
    {
      schema: {
        tags: TAGS,
        summary: 'The latest Keno results, newest first',
        querystring: kenoLastResultsQuerySchema,
        response: envelopeResponses(kenoLastResultsSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok({ items: await latestResults(orm, 'keno', request.query.limit) }),
      })),
  );

  app.get(
    kenoStatsPaths.topAvaiable,
    {
      schema: {
        tags: TAGS,
        summary: 'Most frequent Keno numbers (level 1), pairs (2) or triples (3)',
        querystring: kenoTopQuerySchema,
        response: envelopeResponses(kenoTopSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(
          await kenoTop(orm, request.query.level, request.query.window, request.query.limit),
        ),
      })),
  );

  app.get(
    kenoStatsPaths.suggestions,
    {
      schema: {
        tags: TAGS,
        summary: 'Keno number sets of a level from the statistics',
        querystring: kenoSuggestionsQuerySchema,
        response: envelopeResponses(kenoSuggestionsSchema),
      },
    },
    async (request, reply) =>
      reads.send(request, reply, async () => ({
        payload: ok(await kenoSuggestions(orm, request.query.level, request.query.window)),
      })),
  );
};
