import { AsyncLocalStorage } from 'node:async_hooks';
import { ok, API_BASE } from '@veso/contract';
import { devApi } from '@veso/contract/endpoints/dev.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { route } from '../../http/endpoint';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Sandbox only: counts the SQL statements this process sends — those sent while serving a
 * request apart from the background jobs', transaction control apart — and serves them
 * with the process's CPU time and memory at `GET /api/dev/metrics`, so a bench can divide
 * them by the orders it paid. Registered on the root instance: its request
 * hook must see every route.
 */
export function registerDevMetrics(
  app: FastifyInstance<never, never, never, never, ZodTypeProvider> | FastifyInstance,
  deps: AppDeps,
): void {
  const inRequest = new AsyncLocalStorage<true>();
  const counts = { statements: 0, transactionControl: 0, background: 0 };
  const stop = deps.db.onQuery((text) => {
    if (!inRequest.getStore()) counts.background += 1;
    else if (TRANSACTION_CONTROL.test(text)) counts.transactionControl += 1;
    else counts.statements += 1;
  });
  const root = app as FastifyInstance;
  root.addHook('onClose', async () => stop());
  root.addHook('onRequest', (_request, _reply, done) => inRequest.run(true, done));
  // The route under the main base (its own prefix, as `route` wants); the hooks above are
  // the root's, so that they see every route.
  void root.register(
    async (main) => {
      route(main, devApi.metrics, async () => {
        const cpu = process.cpuUsage();
        return ok({
          pid: process.pid,
          ...counts,
          cpuUserMs: cpu.user / 1000,
          cpuSystemMs: cpu.system / 1000,
          rssBytes: process.memoryUsage.rss(),
        });
      });
    },
    { prefix: API_BASE },
  );
}
