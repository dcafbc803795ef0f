import { randomBytes } from 'node:crypto';
import { messageForCode } from '@veso/contract';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runBuilt, runBuiltCli } from './test/built-server';
import { waitForReady } from './test/run-main';
import { dropSchema, testDatabaseUrl } from './test/test-app';

/**
 * The database drops the shop's connections while customers pay. The built
 * server runs as a child process on a fresh schema; 16 sandbox customers buy Mega 6/45
 * tickets in one call each (`POST /api/order/reserve_and_pay`) while every backend of the
 * server (its pool and its LISTEN connection, found by application_name) is terminated
 * again and again with `pg_terminate_backend`, as an operator or a failover does. The
 * order jobs run every 200 ms meanwhile: their transactions hold connections between
 * statements, where a lost connection used to end the process ("terminating connection
 * due to administrator command" as an unhandled 'error' event).
 *
 * A client answered "busy" (503) sends the same requestId again, as the app does; the
 * purchase is idempotent by requestId, so each one ends paid exactly once.
 *
 * PostgreSQL only: PGlite runs inside the process and has no connection to lose (its
 * closed instance answering "busy" is in db/connection-loss.test.ts).
 */

const CLIENTS = 16;
const MEGA = {
  product: 'mega645',
  numberInfos: [{ numbers: ['03', '11', '19', '27', '35', '42'] }],
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Answer = { status: number; retryAfter: string | null; body: Envelope | null };
type Envelope = {
  code: number;
  message: string;
  data?: { session?: string; order?: { orderId: number; amount: number } };
};

async function post(base: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Envelope | null = null;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = null;
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: parsed };
}

async function get(base: string, path: string): Promise<Answer> {
  const res = await fetch(`${base}/api${path}`, { signal: AbortSignal.timeout(30_000) });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Envelope,
  };
}

/** The built server in sandbox mode on a fresh schema of the test database. */
async function startShop(url: string, workers: number) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  cleanups.push(() => dropSchema(url, schema));
  const env = {
    NODE_ENV: 'production',
    VESO_SANDBOX: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    VESO_RATE_LIMIT_MAX: '0',
    // The order jobs (printing the paid tickets) hold connections in transactions.
    VESO_PAYOUT_INTERVAL_MS: '200',
    VESO_WEB_DIST: '/nonexistent/web',
    VESO_EMBED_DIST: '/nonexistent/embed',
    DATABASE_URL: url,
    VESO_DB_SCHEMA: schema,
    WORKERS: String(workers),
    // No result history to import: the burst needs only today's draws (the import and the
    // longer catch-up after it took seconds of each start).
    VESO_RESULTS_DIR: '/nonexistent/results',
  };
  const run = runBuilt(env);
  cleanups.push(async () => {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  });
  const base = await waitForReady(run);
  return { run, base, schema, env };
}

/** Terminates every backend of the shop (pool and listener); answers how many. */
async function terminateShop(admin: pg.Client, schema: string): Promise<number> {
  const { rows } = await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE application_name IN ($1, $2) AND pid <> pg_backend_pid()`,
    [`veso:${schema}`, `veso-listen:${schema}`],
  );
  return rows.length;
}

type Outcome = {
  /** requestId → the order its 200 answer acknowledged. */
  acknowledged: Map<string, { orderId: number; amount: number; accountToken: string }>;
  busy: number;
  /** Anything but 200 code 0 or a clean busy answer: status, body or network error. */
  unexpected: string[];
};

/**
 * One customer: paid orders one after the other until `stopped()`; a busy answer is sent
 * again with the same requestId until it is paid (within the deadline).
 */
async function customer(
  base: string,
  index: number,
  token: string,
  stopped: () => boolean,
  deadline: number,
  outcome: Outcome,
): Promise<void> {
  for (let n = 1; !stopped(); n += 1) {
    const requestId = `c${index}-${n}`;
    for (;;) {
      if (Date.now() > deadline) {
        outcome.unexpected.push(`${requestId}: still busy at the deadline`);
        return;
      }
      let answer: Answer;
      try {
        answer = await post(
          base,
          '/order/reserve_and_pay',
          { requestId, orderItemInfos: [MEGA] },
          token,
        );
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        outcome.unexpected.push(`${requestId}: no answer (${cause})`);
        return;
      }
      const order = answer.body?.data?.order;
      if (answer.status === 200 && answer.body?.code === 0 && order) {
        outcome.acknowledged.set(requestId, { ...order, accountToken: token });
        break;
      }
      const cleanBusy =
        answer.status === 503 &&
        answer.body?.code === -1 &&
        answer.body.message === messageForCode(-1) &&
        answer.retryAfter !== null &&
        Number(answer.retryAfter) > 0;
      if (!cleanBusy) {
        outcome.unexpected.push(
          `${requestId}: ${answer.status} ${JSON.stringify(answer.body)} retry-after=${answer.retryAfter}`,
        );
        return;
      }
      outcome.busy += 1;
      // The app waits before sending again; a short pause keeps the test quick.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

type OrderRow = {
  id: string;
  request_id: string;
  state: string;
  amount: string;
  charges: number;
  charged: string;
};

/** Every order of the schema with its `order.pay` charges (count and amount). */
async function ordersOf(admin: pg.Client, schema: string): Promise<OrderRow[]> {
  const { rows } = await admin.query<OrderRow>(
    `SELECT o.id, o.request_id, o.state, o.amount,
            (SELECT count(*)::int FROM "${schema}".ledger_transactions t
              WHERE t.ref = 'order:' || o.id AND t.kind = 'order.pay') AS charges,
            (SELECT coalesce(sum(-e.amount), 0) FROM "${schema}".ledger_transactions t
              JOIN "${schema}".ledger_entries e ON e.transaction_id = t.id
              WHERE t.ref = 'order:' || o.id AND t.kind = 'order.pay'
                AND e.ledger_account_id LIKE 'main:%') AS charged
     FROM "${schema}".orders o`,
  );
  return rows;
}

/**
 * Starts the shop with `workers` processes, drives the burst through `rounds`
 * terminations `everyMs` apart, and checks what customers and the books saw.
 */
async function burstWithTerminations(
  url: string,
  workers: number,
  rounds: number,
  everyMs: number,
) {
  const shop = await startShop(url, workers);
  const { base, schema, run } = shop;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  cleanups.push(() => admin.end());

  expect((await post(base, '/dev/draws/run', { product: 'keno' })).status).toBe(200);
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const created = await post(base, '/dev/orders/customer', { amount: 1_000_000_000 });
    expect(created.status).toBe(200);
    tokens.push(created.body!.data!.session!);
  }

  const outcome: Outcome = { acknowledged: new Map(), busy: 0, unexpected: [] };
  let stopped = false;
  const deadline = Date.now() + 45_000;
  let running = CLIENTS;
  const clients = tokens.map((token, i) =>
    customer(base, i, token, () => stopped, deadline, outcome).finally(() => (running -= 1)),
  );
  /** Waits for `done()` while the clients run, up to the deadline. */
  const until = async (done: () => boolean) => {
    while (!done() && running > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  // Orders are being paid before the first cut.
  await until(() => outcome.acknowledged.size >= CLIENTS);
  let terminated = 0;
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    terminated += await terminateShop(admin, schema);
  }
  // A little more paying after the last cut, then every client finishes its order.
  const paidBefore = outcome.acknowledged.size;
  await until(() => outcome.acknowledged.size >= paidBefore + CLIENTS);
  stopped = true;
  await Promise.all(clients);

  // The process (every worker) is still up, and never printed an unhandled error.
  expect(run.child.exitCode).toBeNull();
  expect(run.output()).not.toMatch(/Unhandled 'error' event|unhandledRejection|uncaughtException/);
  expect(run.output()).not.toMatch(/a worker died/);
  expect(outcome.unexpected).toEqual([]);
  expect(terminated).toBeGreaterThan(0);
  // Connections in use were cut: some payments failed cleanly (and were paid on retry).
  expect(outcome.busy).toBeGreaterThan(0);

  // The shop answers normally after the rounds.
  const health = await get(base, '/healthz');
  expect(health.status).toBe(200);
  expect((await get(base, '/readyz')).status).toBe(200);
  const after = await post(
    base,
    '/order/reserve_and_pay',
    { requestId: 'after-the-rounds', orderItemInfos: [MEGA] },
    tokens[0],
  );
  expect(after.status).toBe(200);
  expect(after.body?.code).toBe(0);
  outcome.acknowledged.set('after-the-rounds', {
    ...after.body!.data!.order!,
    accountToken: tokens[0]!,
  });

  // Every acknowledged order exists once, paid and charged once; nothing else was paid.
  const rows = await ordersOf(admin, schema);
  const byRequest = new Map<string, OrderRow[]>();
  for (const row of rows)
    byRequest.set(row.request_id, [...(byRequest.get(row.request_id) ?? []), row]);
  const problems: string[] = [];
  for (const [requestId, ack] of outcome.acknowledged) {
    const found = byRequest.get(requestId) ?? [];
    if (found.length !== 1) problems.push(`${requestId}: ${found.length} orders`);
    const row = found[0];
    if (!row) continue;
    if (Number(row.id) !== ack.orderId)
      problems.push(`${requestId}: order ${row.id}, acknowledged ${ack.orderId}`);
    if (row.state !== 'paid') problems.push(`${requestId}: ${row.state}`);
    if (row.charges !== 1 || Number(row.charged) !== ack.amount) {
      problems.push(`${requestId}: ${row.charges} charges of ${row.charged} for ${ack.amount}`);
    }
  }
  expect(problems).toEqual([]);
  expect(rows.length).toBe(outcome.acknowledged.size);

  // The books balance (the operator's command, on the same database).
  const ledger = runBuiltCli(['ledger', 'check'], shop.env);
  expect(ledger.output).toContain('ledger check: ok');
  expect(ledger.status).toBe(0);

  run.child.kill('SIGTERM');
  expect(await run.exited).toBe(0);
  return { acknowledged: outcome.acknowledged.size, busy: outcome.busy, terminated };
}

describe.skipIf(!testDatabaseUrl())(
  'the database drops the shop’s connections during a pay burst',
  () => {
    it(
      'one process: stays up, answers 200 or a clean 503 with Retry-After, pays each order once',
      { timeout: 120_000 },
      async () => {
        await burstWithTerminations(testDatabaseUrl()!, 1, 12, 250);
      },
    );

    it('WORKERS=2: every worker stays up and the books balance', { timeout: 300_000 }, async () => {
      await burstWithTerminations(testDatabaseUrl()!, 2, 12, 250);
    });
  },
);
