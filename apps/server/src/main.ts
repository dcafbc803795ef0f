import cluster from 'node:cluster';
import { API_BASE } from '@veso/contract';
import pino, { type Logger } from 'pino';
import { ConfigError, assertLiveSettings, loadConfig, type ServerConfig } from './env';
import { sandboxExposureWarning } from './exposure';
import { DEMO_ACCOUNT } from './modules/auth';
import { handleSignals, startServer } from './server';

function banner(config: ServerConfig, port: number): string {
  const base = `http://localhost:${port}`;
  const otp = config.sandbox
    ? `${base}/api/dev/otp-outbox?msisdn=84…`
    : '(sandbox off: set VESO_SANDBOX=1)';
  return [
    '',
    `VeSo is running (${config.sandbox ? 'sandbox' : 'live'} mode, database: ${config.database.kind})`,
    `  Web shell:          ${base}/`,
    `  Embed shell:        ${base}/webview/?tab=1`,
    `  API docs:           ${base}/api/docs`,
    `  Sandbox OTP codes:  ${otp}`,
    ...(config.sandbox
      ? [`  Demo account:       ${DEMO_ACCOUNT.phone} / ${DEMO_ACCOUNT.password}`]
      : []),
    '',
    // One machine-readable line: the e2e harness waits for it.
    `VESO_READY http://127.0.0.1:${port}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
    assertLiveSettings(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Lines are written asynchronously: those logged while a write is in flight go out in
  // the next one (one write per request was 3% of a paid order's CPU); pino
  // flushes what is left when the process exits.
  const logger = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
  if (config.sandbox && config.nodeEnv === 'production') {
    logger.warn(
      'sandbox mode is on: /api/dev/* and sandbox providers are exposed; never serve real customers like this',
    );
  }
  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary(config, logger);
    return;
  }
  const server = await startServer({ config, logger });
  // The drain comes first, then up to 15 s for the in-flight requests and the jobs.
  handleSignals(server.shutdown, { logger, timeoutMs: (config.drainMs ?? 0) + 15_000 });
  if (server.metricsPort !== undefined) {
    logger.info(
      { host: config.metrics?.host, port: server.metricsPort },
      'metrics served at /metrics on their own port',
    );
  }
  const devPaths = Object.keys(server.app.swagger().paths ?? {}).filter((p) =>
    p.startsWith(`${API_BASE}/dev/`),
  );
  const exposure = sandboxExposureWarning(config, devPaths);
  if (exposure) process.stderr.write(`\n${exposure}\n`);
  // A worker tells the primary, which prints the banner once every worker listens.
  if (cluster.isWorker) process.send?.({ type: 'veso-ready', port: server.port });
  else process.stdout.write(banner(config, server.port));
}

/**
 * `WORKERS=N` (N > 1): this process only forks N server processes that share the port
 * (Node's cluster hands them the connections) — the first alone, so that it migrates and
 * seeds the database before the others start — prints the banner once all of them listen,
 * starts a new one when one dies, and stops them all on SIGTERM / SIGINT. Each worker is a
 * whole server (migrations serialised by an advisory lock; jobs coordinated through the
 * database by leases and locks), so it needs PostgreSQL: the embedded database belongs to
 * one process. The sandbox clock is each process's own: moving it (`/api/dev/clock`)
 * moves one worker's.
 */
function runPrimary(config: ServerConfig, logger: Logger): void {
  if (config.database.kind !== 'postgres') {
    console.error(
      'WORKERS > 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process.',
    );
    process.exit(1);
  }
  const ready = new Set<number>();
  let stopping = false;
  let bannerShown = false;
  const fork = () => cluster.fork();
  cluster.on('message', (worker, message: { type?: string; port?: number }) => {
    if (message?.type !== 'veso-ready' || typeof message.port !== 'number') return;
    ready.add(worker.id);
    // The first worker migrated and seeded the database alone; the others start now.
    if (ready.size === 1 && !bannerShown) for (let i = 1; i < config.workers; i += 1) fork();
    if (!bannerShown && ready.size >= config.workers) {
      bannerShown = true;
      logger.info({ workers: config.workers }, 'workers listening');
      process.stdout.write(banner(config, message.port));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that never listened would fail again: stop rather than loop.
    if (!wasReady) {
      logger.error({ code, signal }, 'a worker failed to start');
      process.exit(1);
    }
    logger.error({ code, signal }, 'a worker died: starting another');
    fork();
  });
  // Each worker shuts down gracefully on its own signal; a terminal's Ctrl-C reaches every
  // process of the group already, a SIGTERM to this one is passed on.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (signal !== 'SIGTERM') return;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  fork();
}

main().catch((error: unknown) => {
  console.error('VeSo server failed to start:', error);
  process.exit(1);
});
