import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { buildApp, type App, type BuildAppOptions } from './app';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrator';
import { seed } from './seed';
import type { ServerConfig } from './env';
import { offsetClock, systemClock, type Clock } from './providers/clock';

export type RunningServer = {
  app: App;
  db: Database;
  /** The port actually bound (also when `PORT=0`). */
  port: number;
  /** The metrics' own port when configured (`VESO_METRICS_PORT`, also when 0). */
  metricsPort?: number;
  /**
   * Drains (not ready, live streams ended, `drainMs` more of service), stops accepting
   * connections, lets in-flight requests finish, then closes the database.
   */
  shutdown(): Promise<void>;
};

export type StartOptions = {
  config: ServerConfig;
  logger?: Logger;
  /** Defaults to real time, or the movable sandbox clock in sandbox mode. */
  clock?: Clock;
  /** Opens the database (tests pass an in-memory one); defaults to the configured one. */
  db?: Database;
  /** Draw options of the app (tests: the job's period, the catch-up at start). */
  draws?: BuildAppOptions['draws'];
  /** Routes or hooks to add before listening (tests). */
  beforeListen?: (app: App) => void | Promise<void>;
};

/**
 * The start path: open the database, apply migrations, seed, build the app and listen.
 * Several processes may start at once against one PostgreSQL: the migrator serialises.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const db = options.db ?? (await openDatabase(config.database, { log: logger }));
  try {
    const migrations = await migrate(db);
    if (migrations.applied.length > 0)
      logger.info({ applied: migrations.applied }, 'migrations applied');
    const seeded = await seed(db, { sandbox: config.sandbox, resultsDir: config.resultsDir });
    if (seeded.inserted.length > 0) logger.info({ inserted: seeded.inserted }, 'seed data written');
    if (seeded.results) logger.info({ results: seeded.results }, 'result history imported');
    const replaced = Object.values(seeded.results ?? {}).flatMap((summary) => summary.replaced);
    if (replaced.length > 0)
      logger.warn({ replaced }, 'generated results replaced by the real ones imported');
    const kept = Object.values(seeded.results ?? {}).flatMap((summary) => summary.keptSettled);
    if (kept.length > 0)
      logger.warn({ kept }, 'generated results kept: tickets were settled on them');
    if (seeded.resultsMissing)
      logger.warn({ dir: seeded.resultsMissing }, 'no result files found; history not imported');

    const clock = options.clock ?? (config.sandbox ? offsetClock() : systemClock);
    const app = await buildApp({
      config,
      db,
      clock,
      logger,
      ...(options.draws ? { draws: options.draws } : {}),
    });
    await options.beforeListen?.(app);
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const metricsPort = app.metricsAddress?.()?.port;

    let closing: Promise<void> | undefined;
    const shutdown = () => {
      closing ??= (async () => {
        // The drain: readiness answers 503 and live streams end with a retry hint, while the
        // listener stays open `drainMs` so that the load balancer takes the node out first.
        app.drain();
        if (config.drainMs) {
          logger.info({ drainMs: config.drainMs }, 'draining: not ready, still serving');
          await new Promise((resolve) => setTimeout(resolve, config.drainMs));
        }
        // Fastify stops accepting, answers 503 to new requests on open connections and
        // waits for the in-flight ones; only then is the database released.
        await app.close();
        await db.close();
      })();
      return closing;
    };
    return { app, db, port, ...(metricsPort === undefined ? {} : { metricsPort }), shutdown };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Calls `shutdown` on the first SIGTERM or SIGINT, then `exit` with 0 (1 if shutting
 * down failed, took longer than `timeoutMs`, or a second signal came in the meantime).
 * Returns a function removing the handlers.
 */
export function handleSignals(
  shutdown: () => Promise<void>,
  options: {
    logger: Pick<Logger, 'info' | 'error'>;
    exit?: (code: number) => void;
    timeoutMs?: number;
    signals?: NodeJS.Signals[];
  },
): () => void {
  const { logger, exit = (code) => process.exit(code), timeoutMs = 15_000 } = options;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      // A second Ctrl+C means "stop now".
      logger.error({ signal }, 'second signal during shutdown: exiting immediately');
      exit(1);
      return;
    }
    started = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      exit(1);
    }, timeoutMs);
    timer.unref();
    shutdown().then(
      () => {
        clearTimeout(timer);
        logger.info('shutdown complete');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
