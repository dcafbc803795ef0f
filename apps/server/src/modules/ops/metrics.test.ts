import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema-orders';
import { buy, buyer, createPeriod, megaItem } from '../orders/orders-test-kit';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';

const TOKEN = 'metrics-test-token-0123456789abcdef';

/** One sample's value in a Prometheus text exposition (undefined when absent). */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2] ? match[2].split(/,(?=[a-zA-Z_]\w*=")/) : [];
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics on their own port, behind a token', () => {
  let t: TestApp;
  let shop: string;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: { sandbox: true, metrics: { port: 0, host: '127.0.0.1', token: TOKEN } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    shop = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    metricsUrl = `http://127.0.0.1:${t.app.metricsAddress?.()?.port}/metrics`;
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return res.text();
  };

  it('refuses a scrape without the token or with another one (401), and other paths (404)', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    const wrong = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('veso_');
    const basic = await fetch(metricsUrl, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
    const other = await fetch(metricsUrl.replace('/metrics', '/api/healthz'), {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(other.status).toBe(404);
  });

  it('is not served on the shop’s port', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const res = await fetch(`${shop}/metrics`, auth ? { headers: { authorization: auth } } : {});
      // Whatever the shells answer for an unknown page (503 here: no built shell), never metrics.
      expect(res.status).not.toBe(200);
      expect(res.headers.get('content-type')).not.toContain('version=0.0.4');
      expect(await res.text()).not.toContain('veso_http_requests_total');
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/readyz', status: '200' };
    const count = sample(before, 'veso_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${shop}/api/readyz`)).status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'veso_http_requests_total', labels)).toBe(count + 3);
    expect(sample(after, 'veso_http_request_duration_seconds_count', labels)).toBe(count + 3);
    expect(
      sample(after, 'veso_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' }),
    ).toBe(count + 3);
    // An unknown path is one series, not one per path.
    await fetch(`${shop}/api/no-such-route-${Date.now()}`);
    expect(
      sample(await scrape(), 'veso_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('moves the paid orders by one and their amounts by the order’s, and the ledger postings', async () => {
    const before = await scrape();
    const paid = sample(before, 'veso_orders_paid_total') ?? NaN;
    const amount = sample(before, 'veso_orders_paid_amount_dong_total') ?? NaN;
    const postings = sample(before, 'veso_ledger_postings_total', { kind: 'order.pay' }) ?? 0;
    expect(sample(before, 'veso_shop_figures_up')).toBe(1);
    const customer = await buyer(t, 100_000);
    const period = await createPeriod(t, 'mega645');
    const { orderId } = await buy(t, customer.token, {
      orderItemInfos: [megaItem([period.drawCode])],
    });
    const [order] = await t.db.orm
      .select({ amount: orders.amount })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order?.amount).toBeGreaterThan(0);
    const after = await scrape();
    expect(sample(after, 'veso_orders_paid_total')).toBe(paid + 1);
    expect(sample(after, 'veso_orders_paid_amount_dong_total')).toBe(amount + order!.amount);
    expect(sample(after, 'veso_ledger_postings_total', { kind: 'order.pay' })).toBe(postings + 1);
    // The paid ticket now waits for the printing job.
    expect(sample(after, 'veso_job_queue_depth', { task: 'printing' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'veso_job_lag_seconds', { task: 'printing' })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'veso_jobs_given_up', { task: 'printing' })).toBe(0);
  });

  it('counts a payment callback refused for its signature', async () => {
    const labels = { route: '/api/payments/callback', code: '20' };
    const before = sample(await scrape(), 'veso_api_refusals_total', labels) ?? 0;
    const res = await fetch(`${shop}/api/payments/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        paymentId: 'nope',
        status: 'paid',
        amount: 10_000,
        gatewayRef: 'SBX-nope',
        signature: '0'.repeat(64),
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(20);
    expect(sample(await scrape(), 'veso_api_refusals_total', labels)).toBe(before + 1);
  });

  it('serves every series the sample alerts of deploy/ read', async () => {
    const rules = readFileSync(
      path.resolve(import.meta.dirname, '../../../../../deploy/prometheus/veso-alerts.yml'),
      'utf8',
    );
    const read = new Set(
      [...rules.matchAll(/\b((?:veso|nodejs|process)_[a-z0-9_]+)/g)]
        .map((m) => m[1]!)
        // Written by deploy/ledger-check-metric.sh, not by the server.
        .filter((name) => !name.startsWith('veso_ledger_check_'))
        // The pool's gauges exist on PostgreSQL only (one in-process connection on PGlite).
        .filter((name) => testDatabaseKind() === 'postgres' || name !== 'veso_db_pool_connections'),
    );
    expect(read.size).toBeGreaterThanOrEqual(8);
    const text = await scrape();
    const served = new Set(
      [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    expect([...read].filter((name) => !served.has(name))).toEqual([]);
  });

  it('counts the open live streams, the process’s event-loop lag and memory', async () => {
    const viewer = new AbortController();
    const stream = await fetch(`${shop}/api/keno/live`, { signal: viewer.signal });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(sample(await scrape(), 'veso_sse_connections')).toBe(1);
    viewer.abort();
    await vi.waitFor(async () => expect(sample(await scrape(), 'veso_sse_connections')).toBe(0));
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (testDatabaseKind() === 'postgres') {
      expect(sample(text, 'veso_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'veso_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(sample(text, 'veso_db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });
});

describe('metrics on the shop’s port', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers /metrics only with the token when no port of their own is configured', async () => {
    t = await createTestApp({ config: { metrics: { host: '127.0.0.1', token: TOKEN } } });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('veso_');
    const right = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(sample(right.body, 'veso_orders_paid_total')).toBeGreaterThanOrEqual(0);
  });

  it('serves nothing when metrics are not configured', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('veso_');
  });
});
