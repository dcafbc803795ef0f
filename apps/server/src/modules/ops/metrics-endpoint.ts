import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../../env-metrics';
import type { Metrics } from './metrics';

/** Where the metrics are read: on their own port, or on the shop's with a token. */
export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics' own listener's address once ready (null: none, or not listening yet). */
    metricsAddress?: () => AddressInfo | null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an `Authorization` header carries the bearer `token` (compared in constant time). */
export function bearerMatches(header: string | string[] | undefined, token: string): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? timingSafeEqual(digest(match[1]!), digest(token)) : false;
}

type Answer = { status: number; type: string; body: string; headers?: Record<string, string> };

/** What a scrape is answered: 401 without the token (when one is set), else the metrics. */
async function scrape(
  metrics: Metrics,
  token: string | undefined,
  authorization: string | string[] | undefined,
): Promise<Answer> {
  if (token && !bearerMatches(authorization, token)) {
    return {
      status: 401,
      type: 'text/plain; charset=utf-8',
      body: 'unauthorized\n',
      headers: { 'www-authenticate': 'Bearer realm="metrics"' },
    };
  }
  return { status: 200, type: metrics.contentType, body: await metrics.text() };
}

/**
 * Serves the metrics at `GET /metrics` on the shop's port, behind `token` (the caller
 * checked one is configured: they are never public there). Not throttled, not documented.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const answer = await scrape(metrics, token, request.headers.authorization);
      return reply
        .code(answer.status)
        .headers({ ...answer.headers, 'cache-control': 'no-store' })
        .type(answer.type)
        .send(answer.body);
    },
  );
}

/**
 * Serves the metrics on their own port (`config.port` on `config.host`) from the app's
 * `onReady` until its `onClose`: `GET /metrics` (behind the token when one is set), 404 for
 * anything else. `app.metricsAddress()` answers where it listens.
 */
export function registerMetricsListener(
  app: FastifyInstance,
  metrics: Metrics,
  config: MetricsConfig & { port: number },
): void {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (answer: Answer) => {
      response.writeHead(answer.status, {
        'content-type': answer.type,
        'cache-control': 'no-store',
        ...answer.headers,
      });
      response.end(request.method === 'HEAD' ? undefined : answer.body);
    };
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      send({ status: 404, type: 'text/plain; charset=utf-8', body: 'not found\n' });
      return;
    }
    scrape(metrics, config.token, request.headers.authorization).then(send, (error: unknown) => {
      app.log.error({ err: error }, 'metrics: scrape failed');
      send({ status: 500, type: 'text/plain; charset=utf-8', body: 'metrics failed\n' });
    });
  });
  let listening = false;
  app.decorate('metricsAddress', () => (listening ? (server.address() as AddressInfo) : null));
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A scraper's keep-alive connection would hold the close.
    server.closeAllConnections();
    await closed;
  });
}
