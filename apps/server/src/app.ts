import path from 'node:path';
import compress from '@fastify/compress';
import { API_BASE, API_BASES, paths } from '@veso/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { AppDeps } from './deps';
import { PRODUCT_FAMILIES } from './families';
import type { ServerConfig } from './env';
import { drainState } from './http/drain';
import { registerErrorHandler, sendBusy } from './http/errors';
import { createReadCache, remarkAfterWrites } from './http/read-cache';
import { COMPRESSED_ENCODINGS } from './http/responses';
import { registerTextGuard } from './http/text-guard';
import { authRoutes } from './modules/auth';
import { catalogRoutes } from './modules/catalog';
import { appSettingsVersion, listenForSettings, stopListeningForSettings } from './modules/catalog';
import { contentWrites } from './modules/content';
import { contentRoutes } from './modules/content';
import { deliveryRoutes } from './modules/delivery';
import { RequestLogController } from './http/request-log';
import { registerDevMetrics } from './modules/dev';
import { devRoutes } from './modules/dev';
import { drawTask } from './modules/draws';
import { drawRoutes } from './modules/draws';
import { kenoOrderRoutes } from './modules/keno';
import { kenoLiveRoutes, kenoStatsRoutes } from './modules/keno';
import type { KenoLiveHubEvent } from './modules/keno';
import { resultRoutes } from './modules/results';
import { embedRoutes } from './modules/embed';
import { healthRoutes } from './modules/health';
import { healthMonitor } from './modules/health';
import { notificationRoutes } from './modules/notifications';
import { orderJobs, orderJobTasks } from './modules/order-jobs';
import { orderJobRoutes } from './modules/order-jobs';
import { orderRoutes } from './modules/orders';
import { registerMetrics, registerMetricsListener, registerMetricsRoute } from './modules/ops';
import { otpRoutes } from './modules/otp';
import { SANDBOX_SHOP_BANK } from './modules/payments';
import { embedOrderRoutes, gatewayPayRoutes } from './modules/payments';
import { paymentRoutes, sandboxGatewayRoutes, vnpayEmulatorRoutes } from './modules/payments';
import { momoEmulatorRoutes, zalopayEmulatorRoutes } from './modules/payments';
import { reconcilePending, sourceRefundRunner } from './modules/payments';
import { printingRoutes } from './modules/printing';
import { responsiblePlayRoutes } from './modules/responsible-play';
import { registerSessionGuard } from './modules/session';
import { settleShareCapture, sharePayPage } from './modules/group-play';
import { groupPlayDevRoutes, groupPlayRoutes, groupSharePayRoutes } from './modules/group-play';
import { subscriptionRoutes } from './modules/subscriptions';
import { walletRoutes } from './modules/wallet';
import { withdrawRoutes } from './modules/withdraw';
import { payoutTask } from './modules/withdraw';
import { deliveryTask, withdrawalTask } from './modules/xskt';
import { jobsPlugin, type ScheduledJob } from './jobs/plugin';
import {
  JOB_NAMES,
  JOB_REGISTRY,
  jobIntervalMs,
  unknownJobIntervals,
  type JobName,
} from './jobs/registry';
import { xsdtRoutes } from './modules/xsdt';
import { xsktRoutes } from './modules/xskt';
import { sandboxPaperStockProvider } from './providers/paper-stock';
import { registerAnswerCheck } from './plugins/answer-check';
import { registerDocs } from './plugins/docs';
import { registerRateLimit, registerSecurity } from './plugins/security';
import { registerShells } from './plugins/shells';
import { isManualClock, type Clock } from './providers/clock';
import { serverGateways, type ServerGateways } from './providers/gateways';
import { sandboxPayoutProvider } from './providers/payout';
import { sandboxPrintingAgent } from './providers/printing-agent';
import { sandboxResultProvider, type ResultProvider } from './providers/result-provider';
import { SERVER_ROOT } from './server-root';

/** The server's public files (`apps/server/public`), served at `/static/`. */
/** The longest a public read (results, periods, jackpots, paper stock) is answered from memory. */
const READ_CACHE_TTL_MS = 10_000;
/** The most public reads kept in memory per process (distinct routes and queries). */
const READ_CACHE_ENTRIES = 2_000;

export const PUBLIC_DIR = path.join(SERVER_ROOT, 'public');

export type BuildAppOptions = {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  /** A pino logger to use; by default one is created at `config.logLevel`. */
  logger?: FastifyBaseLogger;
  /**
   * The job registry's tasks (`src/jobs/registry.ts`): periods in ms overriding the
   * configuration's, and who is told which tasks were scheduled (tests).
   */
  jobs?: {
    intervals?: Partial<Record<JobName, number>>;
    observe?: (scheduled: ScheduledJob[]) => void;
  };
  /**
   * The payment gateways and the providers' emulators (default: from the configuration,
   * see `providers/gateways.ts`); tests pass their own to drive the emulators.
   */
  gateways?: ServerGateways;
  /**
   * The draw job's period in ms (the `draws` task's: `VESO_DRAWS_INTERVAL_MS`, 5 s; 0 in
   * tests unless given) and the result provider (default: the sandbox one in sandbox mode,
   * none in live mode).
   */
  draws?: {
    jobIntervalMs?: number;
    provider?: ResultProvider;
    kenoPollMs?: number;
    kenoRevealMs?: number;
    /** Keno live: how long a missing result is believed before asking again (default 5 s). */
    kenoRefreshMs?: number;
    /** Keno live: told what the streams' hub does (tests wait on it instead of sleeping). */
    kenoObserve?: (event: KenoLiveHubEvent) => void;
    /**
     * Draw the draws missed since the last stored result before listening (default: in
     * sandbox mode outside tests; tests with a fixed clock do not pay for it).
     */
    catchUp?: boolean;
  };
};

/**
 * The shop's own address as providers and customers reach it: `VESO_PUBLIC_URL`, else the
 * address the server listens on (the sandbox), else its configured host and port.
 */
function selfOrigin(app: FastifyInstance, config: ServerConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  if (address && typeof address === 'object') {
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://${config.host}:${config.port}`;
}

/** The Fastify instance of the server, typed for zod route schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Builds the whole server from its configuration and dependencies, with no globals:
 * tests build many. The caller owns `db` (opens, migrates and closes it) and calls
 * `listen` or `inject`; the instance is not yet `ready`, so tests may add routes.
 */
export async function buildApp({
  config,
  db,
  clock,
  logger,
  jobs = {},
  draws = {},
  gateways: given,
}: BuildAppOptions): Promise<App> {
  // A misspelt period variable would leave its job at the default.
  const unknown = unknownJobIntervals(config);
  if (unknown.length) throw new Error(`Unknown job period variable(s): ${unknown.join(', ')}`);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Request ids in logs; clients never see them.
    requestIdHeader: false,
    // One line per request (see `RequestLogController`).
    logController: new RequestLogController(),
    // While closing, requests still arriving on open connections are answered "busy" by the
    // onRequest hook below (the spec's envelope and Retry-After), not by Fastify's own 503.
    return503OnClosing: false,
    // Start-up awaits the draws' catch-up with the clock (onReady): after a long downtime or
    // on a busy machine it can take more than Fastify's default 10 s, which would stop the
    // server from starting at all (seen with two processes beside the browser tests).
    pluginTimeout: 300_000,
  }).withTypeProvider<ZodTypeProvider>();

  // The drain (`app.drain()`, on SIGTERM before `close`): readiness answers 503 at once and
  // live streams end with a retry hint, while requests are still served until the listener
  // closes (a load balancer reading readiness stops sending new ones meanwhile).
  const drain = drainState();
  app.decorate('drain', drain.begin);
  // Graceful close: Fastify closes idle keep-alive connections and waits for in-flight
  // requests; those answers carry `Connection: close` so their sockets end too instead of
  // keeping `close()` waiting for the client's keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    drain.begin();
    closing = true;
  });
  const readyzUrl = `${API_BASE}${paths.readyz}`;
  app.addHook('onRequest', (request, reply, done) => {
    // The readiness check answers for itself ("app" failed): load balancers read it.
    if (!closing || request.url.split('?')[0] === readyzUrl) return done();
    sendBusy(reply);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
    // The shop's clock, not the host's: the client's countdowns read this header, and in
    // sandbox mode the clock can be moved (holds and cut-offs follow the moved clock).
    reply.header('date', clock.now().toUTCString());
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The health checks see the database's refused writes through the requests that met them.
  const health = healthMonitor(db, app.log);
  // Prometheus metrics when configured (never public: their own port, or a token).
  const metrics = config.metrics ? registerMetrics(app, { db, clock }) : undefined;
  registerErrorHandler(app, {
    observe: (error, request) => {
      health.observe(error);
      metrics?.observeError(error, request);
    },
  });
  if (metrics && config.metrics) {
    const { port, token } = config.metrics;
    if (port !== undefined) registerMetricsListener(app, metrics, { ...config.metrics, port });
    else if (token) registerMetricsRoute(app, metrics, token);
  }
  // Before any route: control characters and lone surrogates never reach the database.
  registerTextGuard(app);

  await registerSecurity(app);
  // Before compression: the check reads the answer as it was serialised.
  if (config.answers) registerAnswerCheck(app, config.answers);
  await app.register(compress, { global: true, encodings: COMPRESSED_ENCODINGS });
  // One printing agent: purchases are checked against it, the order jobs print with it.
  const printingAgent = config.sandbox ? sandboxPrintingAgent() : undefined;
  const deps: AppDeps = { config, db, clock, printingAgent, families: PRODUCT_FAMILIES };
  const reads = createReadCache({
    db,
    clock,
    log: app.log,
    ttlMs: READ_CACHE_TTL_MS,
    maxEntries: READ_CACHE_ENTRIES,
  });
  app.addHook('onReady', () => reads.ready());
  app.addHook('onClose', () => reads.close());
  remarkAfterWrites(app);
  // Before the rate limit and the docs: they read the routes' `config.session` it completes.
  registerSessionGuard(app, deps);
  // Sandbox: the statement and CPU counters of `GET /api/dev/metrics` (the orders bench).
  if (config.sandbox) registerDevMetrics(app, deps);
  await registerRateLimit(app, { ...config.rateLimit, orm: db.orm });
  await registerDocs(app);

  await app.register(healthRoutes, {
    prefix: API_BASE,
    deps,
    monitor: health,
    closing: () => closing || drain.draining(),
  });
  await app.register(catalogRoutes, { prefix: API_BASE, deps });
  await app.register(contentRoutes, { prefix: API_BASE, deps });
  await app.register(authRoutes, { prefix: API_BASE, deps });
  await app.register(otpRoutes, { prefix: API_BASE, deps });
  await app.register(embedRoutes, { prefix: API_BASES.appService, deps });
  await app.register(walletRoutes, { prefix: API_BASE, deps });
  const payout = config.sandbox ? sandboxPayoutProvider() : undefined;
  await app.register(withdrawRoutes, { prefix: API_BASE, deps, payout });
  // The payment gateways (VESO_GATEWAYS), the sandbox's double and the providers' emulators.
  const { gateways, double, vnpayEmulator, momoEmulator, zalopayEmulator } =
    given ?? serverGateways(config, clock, () => selfOrigin(app, config));
  // Group shares paid through the wallet are bought by the gateway's paid callback.
  const captures = [{ settle: settleShareCapture(deps), page: sharePayPage }];
  await app.register(paymentRoutes, {
    prefix: API_BASE,
    deps,
    gateways,
    double,
    shopBank: config.sandbox ? SANDBOX_SHOP_BANK : undefined,
    captures,
  });
  if (double) await app.register(sandboxGatewayRoutes, { deps, gateway: double, captures });
  if (vnpayEmulator) await app.register(vnpayEmulatorRoutes, { emulator: vnpayEmulator });
  if (momoEmulator) await app.register(momoEmulatorRoutes, { emulator: momoEmulator });
  if (zalopayEmulator) {
    await app.register(zalopayEmulatorRoutes, { emulator: zalopayEmulator });
  }
  await app.register(orderRoutes, { prefix: API_BASE, deps, devRoutes: config.sandbox });
  await app.register(kenoOrderRoutes, { prefix: API_BASE, deps });
  await app.register(printingRoutes, { prefix: API_BASE, deps });
  // One runner per order job per app: the jobs plugin schedules and closes them, the
  // sandbox route runs a round on them.
  const orderRunners = orderJobs(deps, printingAgent, { log: app.log });
  if (config.sandbox) {
    await app.register(orderJobRoutes, { prefix: API_BASE, deps, jobs: orderRunners });
  }
  await app.register(deliveryRoutes, { prefix: API_BASE });
  await app.register(embedOrderRoutes, { prefix: API_BASE, deps });
  // Like the top-up routes, an order's gateway capture exists only with a gateway (404).
  if (gateways) {
    await app.register(gatewayPayRoutes, { prefix: API_BASES.gateway, deps, gateways });
  }
  await app.register(notificationRoutes, { prefix: API_BASE, deps });
  await app.register(responsiblePlayRoutes, { prefix: API_BASE, deps });
  await app.register(subscriptionRoutes, { prefix: API_BASE, deps });
  // Group play on its own base; its sandbox calls under /api/dev.
  await app.register(groupPlayRoutes, { prefix: API_BASES.group, deps });
  // Shares paid through the linked wallet: like an order's capture, only with a gateway.
  if (gateways) {
    await app.register(groupSharePayRoutes, { prefix: API_BASES.group, deps, gateways });
  }
  if (config.sandbox) await app.register(groupPlayDevRoutes, { prefix: API_BASE, deps });
  await app.register(xsdtRoutes, { prefix: API_BASE, deps });
  // The paper lotteries: the sandbox agent delivers each day's stock.
  const stockProvider = config.sandbox ? sandboxPaperStockProvider() : undefined;
  await app.register(xsktRoutes, {
    prefix: API_BASE,
    deps,
    reads,
    selling: printingAgent !== undefined,
    stockProvider,
    devRoutes: config.sandbox,
  });
  const resultProvider = draws.provider ?? (config.sandbox ? sandboxResultProvider() : undefined);
  await app.register(drawRoutes, { prefix: API_BASE, deps, reads });
  // Refunds to a gateway payment's source (webview orders not printed): only with gateways.
  const paymentRefunds = gateways
    ? sourceRefundRunner(deps, gateways, { log: app.log })
    : undefined;
  // Every timer of the server: the job registry's tasks, each on its own (src/jobs/).
  const overrides: Partial<Record<JobName, number>> = {
    draws: draws.jobIntervalMs,
    ...jobs.intervals,
  };
  await app.register(jobsPlugin, {
    intervals: Object.fromEntries(
      JOB_NAMES.map((name) => [name, jobIntervalMs(name, config, overrides[name])]),
    ) as Record<JobName, number>,
    observe: jobs.observe,
    tasks: {
      draws: drawTask(deps, resultProvider, {
        catchUp: draws.catchUp ?? (config.sandbox && config.nodeEnv !== 'test'),
        log: app.log,
      }),
      'xskt-delivery': stockProvider ? deliveryTask(deps, stockProvider) : undefined,
      'xskt-withdrawal': withdrawalTask(deps, { log: app.log }),
      ...orderJobTasks(deps, orderRunners),
      payout: payout ? payoutTask(deps, payout, { log: app.log }) : undefined,
      'gateway-emulators':
        vnpayEmulator || momoEmulator
          ? {
              run: () => Promise.all([vnpayEmulator?.deliverDue(), momoEmulator?.deliverDue()]),
            }
          : undefined,
      'payment-refunds': paymentRefunds
        ? {
            runner: paymentRefunds,
            run: async () =>
              (await paymentRefunds.pass(JOB_REGISTRY['payment-refunds'].limit)).done,
          }
        : undefined,
      'payment-reconcile': gateways?.list.some((g) => g.queryPayment)
        ? { run: () => reconcilePending(deps, gateways, captures, { log: app.log }) }
        : undefined,
    },
  });
  await app.register(resultRoutes, { prefix: API_BASE, deps, reads });
  await app.register(kenoLiveRoutes, {
    prefix: API_BASE,
    deps,
    pollMs: draws.kenoPollMs,
    revealMs: draws.kenoRevealMs,
    refreshMs: draws.kenoRefreshMs,
    observe: draws.kenoObserve,
    drain,
  });
  await app.register(kenoStatsRoutes, { prefix: API_BASES.kenoStats, deps, reads });
  if (config.sandbox) {
    if (!isManualClock(clock)) {
      throw new Error('Sandbox mode needs a movable clock (manualClock or offsetClock)');
    }
    await app.register(devRoutes, {
      prefix: API_BASE,
      deps,
      clock,
      resultProvider,
      printingAgent,
    });
  }

  // The rendered pages' cache keeps nothing until settings changes are heard; the app
  // stops listening when it closes (its database may outlive it).
  if (config.pageCache !== false) {
    await listenForSettings(db, app.log);
    app.addHook('onClose', async () => {
      await stopListeningForSettings(db);
    });
  }
  await registerShells(app, {
    webDist: config.webDist,
    embedDist: config.embedDist,
    publicDir: PUBLIC_DIR,
    render: config.renderPages,
    now: () => clock.now().getTime(),
    // Rendered public pages from memory, dropped with the reads, settings and content they
    // show (page-cache.ts); another process's content write shows within the pages' TTL.
    ...(config.pageCache === false
      ? {}
      : {
          pageCache: {
            version: () => {
              const draws = reads.version();
              const settings = appSettingsVersion(db);
              if (draws === null || settings === null) return null;
              return `${draws}|${settings}|${contentWrites()}`;
            },
          },
        }),
  });
  return app;
}
