import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/database';
import { JOB_NAMES } from '../../jobs/registry';
import { PROBES } from './job-probes';
import { paidOrderTotals } from '../orders';
import { postingCounts } from '../wallet';
import type { Clock } from '../../providers/clock';
import { ApiError } from '../../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A long-lived stream (Server-Sent Events): counted open, kept out of the latency histogram. */
    stream?: boolean;
  }
}

/** Request latency buckets in seconds: a purchase is tens of ms, a slow page seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  /** The Prometheus text exposition of this process's registry. */
  text(): Promise<string>;
  contentType: string;
  /** Sees every error a request failed with (the error handler's observer): counts refusals. */
  observeError(error: unknown, request: FastifyRequest): void;
};

type Figures = {
  paid: { count: number; amount: number };
  postings: { kind: string; count: number }[];
  jobs: { task: string; lagSeconds?: number; depth?: number; givenUp?: number }[];
};

/**
 * Reads the shop-wide figures (paid orders, ledger postings, job queues) from the
 * database: once per scrape, before the registry is read; null while the database does not
 * answer (the scrape still answers, `veso_shop_figures_up` 0).
 */
async function readFigures(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<Figures | null> {
  try {
    const now = clock.now();
    const paid = await paidOrderTotals(db.orm);
    const postings = await postingCounts(db.orm);
    const jobs: Figures['jobs'] = [];
    for (const task of JOB_NAMES) {
      const probe = PROBES[task];
      const since = probe.dueSince ? await probe.dueSince(db.orm, now) : undefined;
      jobs.push({
        task,
        ...(since === undefined
          ? {}
          : { lagSeconds: since ? Math.max(0, (now.getTime() - since.getTime()) / 1000) : 0 }),
        ...(probe.depth ? { depth: await probe.depth(db.orm, now) } : {}),
        ...(probe.givenUp ? { givenUp: (await probe.givenUp(db.orm, now)).length } : {}),
      });
    }
    return { paid, postings, jobs };
  } catch (error) {
    log.warn({ err: error }, 'metrics: the shop-wide figures could not be read');
    return null;
  }
}

/**
 * The server's Prometheus metrics (`prom-client`, one registry per app): HTTP requests by
 * route pattern, method and status with their latency, API refusals by route and spec code
 * (a payment callback's bad signature is code 20 on its route), open streams, the database
 * pool's use, the process's event-loop lag and memory (prom-client's defaults), and the
 * shop-wide figures read from the database at scrape time (paid orders and their amounts,
 * ledger postings by kind, each job task's lag, depth and given-up rows): being the whole
 * shop's, every node reports the same values (aggregate them with `max`, not `sum`).
 * Registered on the root instance before the routes: its hooks see every route.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'veso_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'veso_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'veso_api_refusals_total',
    help: 'API refusals (a spec code other than success), by route pattern and code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'veso_sse_connections',
    help: 'Server-Sent Events streams open on this process',
    registers: [registry],
  });
  const { db } = deps;
  if (db.poolUse) {
    const poolUse = db.poolUse;
    new Gauge({
      name: 'veso_db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state (total, idle, waiting callers), and the pool size (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) {
          this.set({ state }, use[state]);
        }
      },
    });
  }
  // The last scrape's figures; the collectors below only read them.
  let read: Figures | null = null;
  new Gauge({
    name: 'veso_shop_figures_up',
    help: '1 when the shop-wide figures were read from the database for this scrape, 0 otherwise',
    registers: [registry],
    collect() {
      this.set(read ? 1 : 0);
    },
  });
  new Counter({
    name: 'veso_orders_paid_total',
    help: 'Orders paid, whole shop (read from the database)',
    registers: [registry],
    collect() {
      if (!read) return;
      this.reset();
      this.inc(read.paid.count);
    },
  });
  new Counter({
    name: 'veso_orders_paid_amount_dong_total',
    help: 'Amounts of the orders paid in VND, whole shop (read from the database)',
    registers: [registry],
    collect() {
      if (!read) return;
      this.reset();
      this.inc(read.paid.amount);
    },
  });
  new Counter({
    name: 'veso_ledger_postings_total',
    help: 'Ledger postings (balanced money movements), by kind, whole shop (read from the database)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      if (!read) return;
      this.reset();
      for (const { kind, count } of read.postings) this.inc({ kind }, count);
    },
  });
  const jobGauge = (
    name: string,
    help: string,
    value: (job: Figures['jobs'][number]) => number | undefined,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['task'] as const,
      registers: [registry],
      collect() {
        if (!read) return;
        this.reset();
        for (const job of read.jobs) {
          const v = value(job);
          if (v !== undefined) this.set({ task: job.task }, v);
        }
      },
    });
  jobGauge(
    'veso_job_lag_seconds',
    'Age of the oldest row due for a job task (0: none due), whole shop',
    (j) => j.lagSeconds,
  );
  jobGauge(
    'veso_job_queue_depth',
    'Rows due for a job task (leased ones included), whole shop',
    (j) => j.depth,
  );
  jobGauge(
    'veso_jobs_given_up',
    'Rows a job task gave up on (an operator retries them: cli jobs retry), whole shop',
    (j) => j.givenUp,
  );

  const routeOf = (request: { routeOptions: { url?: string } }) =>
    request.routeOptions.url ?? '(unmatched)';
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.stream) {
      streams.inc();
      reply.raw.once('close', () => streams.dec());
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.routeOptions.config.stream) {
      const labels = {
        method: request.method,
        route: routeOf(request),
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
  return {
    text: async () => {
      read = await readFigures(db, deps.clock, app.log);
      return registry.metrics();
    },
    contentType: registry.contentType,
    observeError: (error, request) => {
      if (error instanceof ApiError) {
        refusals.inc({ route: routeOf(request), code: String(error.code) });
      }
    },
  };
}
