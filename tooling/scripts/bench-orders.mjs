#!/usr/bin/env node
// Orders benchmark (`pnpm bench:orders`): a benchmark, not a test.
//
// For each database (PGlite in a temporary folder; PostgreSQL when one answers at
// BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a fresh schema):
//   1. starts the built server (sandbox, no rate limit, order jobs off) on a free port;
//   2. creates one funded customer per client (`POST /api/dev/orders/customer`) and makes
//      the draw periods exist (`POST /api/dev/draws/run` on Keno, which creates every
//      product's upcoming periods);
//   3. at 16 and then 64 concurrent clients, each client buys single Mega 6/45 tickets for
//      --duration seconds in one call (`POST /api/order/reserve_and_pay`; --path=two: reserve
//      `POST /api/order` then pay `POST /api/order/confirm`); prints paid orders per second,
//      the p50 / p99 latency of one paid order, and from the server's own counters
//      (`GET /api/dev/metrics`, read before and after the run) the SQL statements and the
//      server CPU time (`process.cpuUsage()`) per paid order;
//   4. measures the raw database in the same run: pgbench's built-in TPC-B-like script at
//      the same client count on PostgreSQL, a plain transaction loop (UPDATE + INSERT in
//      one transaction) on PGlite, and prints the ratio orders/s ÷ baseline tps;
//   5. stops the server, runs `cli.js ledger check` on its database and asserts that every
//      accepted order was charged exactly once (one `order.pay` posting of its amount each).
//   6. Keno burst: the sandbox clock is moved to 10:00 in Vietnam and then to 30 s before
//      the next Keno cut-off; --keno-clients customers (default 64) reserve and pay single
//      Keno tickets (`/v2/keno/order/reserve_and_pay`, or reserve + confirm with --path=two;
//      no draw chosen) from then until
//      5 s after the cut-off; prints orders/s and p99, and checks in the database that every
//      order paid before the cut-off is in that draw and none paid after it is (nor any
//      ticket in a draw whose sales had closed when it was paid).
//   7. prints every figure with its goal and a pass/fail column.
// Writes .reports/bench-orders.json. Exit 1 when a money or cut-off check fails, 2 when it
// cannot run. Figures move with the machine's load (printed with them): the goals are
// ratios to a baseline of the same run, or counts per order that load does not change.
//
// Options: --no-build (reuse apps/server/dist), --duration=10, --clients=16,64,
// --keno-clients=64 (0: no burst), --only=pglite|postgres, --path=one|two, --workers=1,2
// (server processes on PostgreSQL, `WORKERS`; the Keno burst runs with one), --nodes=N
// (instead: the paid-order load through HAProxy in front of N nodes on PostgreSQL through
// PgBouncer, set up as deploy/README.md says like the cluster test; no Keno burst).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PG_URL,
  ROOT,
  SERVER_DIR,
  apiGet,
  apiPost as api,
  failWith,
  parseArgs,
  percentile,
  pgReachable,
  requireFromServer,
  startServer,
} from './bench-kit.mjs';
import { pg, startCluster } from './cluster-kit.mjs';

const CLI_ENTRY = join(SERVER_DIR, 'dist/cli.js');
const REPORT_FILE = join(ROOT, '.reports/bench-orders.json');

const args = parseArgs();
const fail = failWith('bench:orders');
const DURATION_S = Number(args.get('duration') ?? 10);
const CLIENTS = (args.get('clients') ?? '16,64').split(',').map(Number);
const ONLY = args.get('only');
const MEGA_NUMBERS = ['03', '11', '19', '27', '35', '42'];
const KENO_CLIENTS = Number(args.get('keno-clients') ?? 64);
const KENO_BURST_BEFORE_MS = 30_000;
const KENO_BURST_AFTER_MS = 5_000;
const PATH_KIND = args.get('path') ?? 'one';
// Server processes (WORKERS) on PostgreSQL; PGlite is one process's.
const WORKER_COUNTS = (args.get('workers') ?? '1,2').split(',').map(Number);
// --nodes=N: only the cluster of deploy/README.md (N nodes behind HAProxy, PgBouncer).
const NODES = args.has('nodes') ? Number(args.get('nodes')) : null;
if (NODES !== null && !(NODES >= 1)) fail(`--nodes must be a number of nodes, not ${NODES}`);
if (!['one', 'two'].includes(PATH_KIND)) fail(`--path must be one or two, not ${PATH_KIND}`);

/** The purchase's goals: throughput beside pgbench, statements and CPU per order. */
const GOALS = {
  ratio: { postgres: 0.4, pglite: 0.25 },
  p99Ms: { postgres: 100 },
  statements: 6,
  cpuMs: 1.5,
  kenoP99Ms: 200,
};

let requestSeq = 0;
function requestId() {
  requestSeq += 1;
  return `${Date.now()}-${requestSeq}`;
}

/**
 * One client: single-ticket orders until the deadline, each paid in one call
 * (`POST {oneCallPath}`) or, with --path=two, reserved (`POST {reservePath}`) and confirmed
 * (`POST {confirmPath}`); `items(n)` gives the order items of its n-th order (1, 2, …).
 */
async function orderLoop(base, token, deadline, stats, paths) {
  const { reservePath, confirmPath, oneCallPath, items } = paths;
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    const orderItemInfos = items(n);
    const start = performance.now();
    if (PATH_KIND === 'one') {
      const paid = await api(base, oneCallPath, { requestId: requestId(), orderItemInfos }, token);
      if (paid.code !== 0) {
        stats.errors.push(paid.message);
        continue;
      }
      stats.latencies.push(performance.now() - start);
      stats.accepted.push({ orderId: paid.data.order.orderId, amount: paid.data.order.amount });
      continue;
    }
    const reserved = await api(
      base,
      reservePath,
      { requestId: requestId(), orderItemInfos },
      token,
    );
    if (reserved.code !== 0) {
      stats.errors.push(reserved.message);
      continue;
    }
    const paid = await api(
      base,
      confirmPath,
      { requestId: requestId(), orderId: reserved.data.orderId },
      token,
    );
    if (paid.code !== 0) {
      stats.errors.push(paid.message);
      continue;
    }
    stats.latencies.push(performance.now() - start);
    stats.accepted.push({ orderId: reserved.data.orderId, amount: reserved.data.amount });
  }
}

/** One client: reserve + confirm Mega tickets until the deadline. */
function client(base, token, deadline, stats) {
  return orderLoop(base, token, deadline, stats, {
    reservePath: '/order',
    confirmPath: '/order/confirm',
    oneCallPath: '/order/reserve_and_pay',
    items: () => [{ product: 'mega645', numberInfos: [{ numbers: MEGA_NUMBERS }] }],
  });
}

/** One Keno client: reserve + confirm single Keno tickets (next open draw) until the deadline. */
function kenoClient(base, token, deadline, stats, index) {
  return orderLoop(base, token, deadline, stats, {
    reservePath: '/v2/keno/order/reserve',
    confirmPath: '/v2/keno/order/confirm',
    oneCallPath: '/v2/keno/order/reserve_and_pay',
    items: (n) => {
      const numbers = [1 + ((index + n) % 80)].map((x) => String(x).padStart(2, '0'));
      return [{ product: 'keno', numberInfos: [{ numbers }] }];
    },
  });
}

/** `count` customers with a funded main balance; answers their session tokens. */
async function fundedCustomers(base, count) {
  const customers = [];
  for (let i = 0; i < count; i += 1) {
    const created = await api(base, '/dev/orders/customer', { amount: 1_000_000_000 });
    if (created.code !== 0) throw new Error(`customer: ${JSON.stringify(created)}`);
    customers.push(created.data.session);
  }
  return customers;
}

/**
 * The server's counters (`GET /api/dev/metrics`), summed over its `workers` processes:
 * asked on fresh connections until each process has answered once.
 */
async function metrics(base, workers = 1) {
  const byPid = new Map();
  for (let i = 0; i < 50 && byPid.size < workers; i += 1) {
    const res = await fetch(`${base}/api/dev/metrics`, { headers: { connection: 'close' } });
    const answer = await res.json();
    if (answer.code !== 0) throw new Error(`metrics: ${JSON.stringify(answer)}`);
    byPid.set(answer.data.pid, answer.data);
  }
  if (byPid.size < workers)
    throw new Error(`metrics: ${byPid.size} of ${workers} workers answered`);
  const sum = { statements: 0, transactionControl: 0, cpuUserMs: 0, cpuSystemMs: 0 };
  for (const m of byPid.values()) for (const k of Object.keys(sum)) sum[k] += m[k];
  return sum;
}

const round2 = (x) => Math.round(x * 100) / 100;

/**
 * Runs every customer's client until `deadline`; answers the figures of the run, with the
 * server's SQL statements and CPU time per paid order over it.
 */
async function measure(base, customers, deadline, runClient, readMetrics) {
  const stats = { latencies: [], accepted: [], errors: [] };
  const before = await readMetrics();
  const started = performance.now();
  await Promise.all(customers.map((token, i) => runClient(token, deadline, stats, i)));
  const seconds = (performance.now() - started) / 1000;
  const after = await readMetrics();
  const paid = Math.max(stats.accepted.length, 1);
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    statementsPerOrder: round2((after.statements - before.statements) / paid),
    transactionControlPerOrder: round2(
      (after.transactionControl - before.transactionControl) / paid,
    ),
    cpuMsPerOrder: round2(
      (after.cpuUserMs + after.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs) / paid,
    ),
    serverCpuShare: round2(
      (after.cpuUserMs + after.cpuSystemMs - before.cpuUserMs - before.cpuSystemMs) /
        1000 /
        seconds,
    ),
    paidOrders: stats.accepted.length,
    ordersPerSecond: Math.round((stats.accepted.length / seconds) * 10) / 10,
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
    errors: stats.errors.length,
    firstError: stats.errors[0] ?? null,
    accepted: stats.accepted,
  };
}

/**
 * `readMetrics`: the server's counters, summed over its processes (default: `workers`
 * processes behind `base`).
 */
async function loadRun(base, clients, workers, readMetrics = () => metrics(base, workers)) {
  const customers = await fundedCustomers(base, clients);
  const megaClient = (token, deadline, stats) => client(base, token, deadline, stats);
  // Warm-up (JIT, connection pool, plans): two seconds, not measured.
  const warm = await measure(base, customers, Date.now() + 2000, megaClient, readMetrics);
  const run = await measure(
    base,
    customers,
    Date.now() + DURATION_S * 1000,
    megaClient,
    readMetrics,
  );
  return { clients, ...run, accepted: [...warm.accepted, ...run.accepted] };
}

/** 10:00 in Vietnam (UTC+7) on the server's current Vietnam day, as an ISO instant. */
function vietnamMorning(serverNow) {
  const vn = new Date(new Date(serverNow).getTime() + 7 * 3_600_000);
  const day = vn.toISOString().slice(0, 10);
  return `${day}T10:00:00+07:00`;
}

/**
 * The Keno burst: many customers ordering in the last 30 s before a cut-off (and 5 s
 * after). Answers the figures and the period whose cut-off it straddles.
 */
async function kenoBurst(base, clients) {
  const customers = await fundedCustomers(base, clients);
  const now = await apiGet(base, '/dev/clock');
  const moved = await api(base, '/dev/clock', { iso: vietnamMorning(now.data.now) });
  if (moved.code !== 0) throw new Error(`clock: ${JSON.stringify(moved)}`);
  const periods = await api(base, '/dev/draws/run', { product: 'keno' });
  if (periods.code !== 0) throw new Error(`keno periods: ${JSON.stringify(periods)}`);
  const list = await apiGet(base, '/order/available/list?limit=2');
  const first = list.data?.periods?.[0];
  if (!first) throw new Error(`no open Keno period: ${JSON.stringify(list)}`);
  const cutoff = new Date(first.salesCloseAt).getTime();
  const toBurst = await api(base, '/dev/clock', {
    iso: new Date(cutoff - KENO_BURST_BEFORE_MS).toISOString(),
  });
  if (toBurst.code !== 0) throw new Error(`clock: ${JSON.stringify(toBurst)}`);
  const deadline = Date.now() + KENO_BURST_BEFORE_MS + KENO_BURST_AFTER_MS;
  const run = await measure(
    base,
    customers,
    deadline,
    (token, end, stats, i) => kenoClient(base, token, end, stats, i),
    () => metrics(base),
  );
  return { clients, drawCode: first.drawCode, salesCloseAt: first.salesCloseAt, ...run };
}

const KENO_CUTOFF_SQL = `
  SELECT o.id, o.paid_at, t.draw_code, t.sales_close_at
  FROM orders o JOIN tickets t ON t.order_id = o.id
  WHERE t.product = 'keno' AND o.state = 'paid'`;

/**
 * Every accepted burst order paid before the cut-off is in the burst's draw, none paid at
 * or after it is, and no ticket was sold after its own draw's cut-off.
 */
function checkKenoCutoff(rows, burst) {
  const problems = [];
  const cutoff = new Date(burst.salesCloseAt).getTime();
  const ids = new Set(burst.accepted.map((a) => a.orderId));
  let before = 0;
  let after = 0;
  for (const row of rows) {
    if (!ids.has(Number(row.id))) continue;
    const paidAt = new Date(row.paid_at).getTime();
    const inDraw = row.draw_code === burst.drawCode;
    if (paidAt < cutoff) before += 1;
    else after += 1;
    if (paidAt < cutoff && !inDraw)
      problems.push(`order ${row.id} paid before the cut-off is in ${row.draw_code}`);
    if (paidAt >= cutoff && inDraw)
      problems.push(`order ${row.id} paid after the cut-off is in ${row.draw_code}`);
    if (new Date(row.sales_close_at).getTime() <= paidAt) {
      problems.push(`order ${row.id} sold after its draw's cut-off`);
    }
  }
  if (before + after !== ids.size)
    problems.push(`${ids.size - before - after} accepted orders without a ticket`);
  return { before, after, problems };
}

function pgbenchBaseline(clients) {
  const init = spawnSync('pgbench', ['-i', '-s', '1', '-q', PG_URL], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i: ${init.stderr}`);
  const run = spawnSync(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(DURATION_S), PG_URL],
    { encoding: 'utf8' },
  );
  spawnSync('pgbench', ['-i', '-I', 'd', PG_URL], { encoding: 'utf8' });
  const match = run.stdout.match(/tps = ([\d.]+)/);
  if (!match) throw new Error(`pgbench: ${run.stdout}${run.stderr}`);
  return Math.round(Number(match[1]) * 10) / 10;
}

async function pgliteBaseline() {
  const { PGlite } = await import(requireFromServer.resolve('@electric-sql/pglite'));
  const dir = await mkdtemp(join(tmpdir(), 'veso-bench-baseline-'));
  const db = await PGlite.create(dir);
  await db.exec(`CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL);
    CREATE TABLE history (id bigserial PRIMARY KEY, account int, delta int, at timestamptz);
    INSERT INTO accounts SELECT g, 0 FROM generate_series(1, 1000) g;`);
  let done = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  const started = performance.now();
  while (Date.now() < deadline) {
    const id = 1 + (done % 1000);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE accounts SET balance = balance + 1 WHERE id = $1', [id]);
      await tx.query('INSERT INTO history (account, delta, at) VALUES ($1, 1, now())', [id]);
    });
    done += 1;
  }
  const tps = done / ((performance.now() - started) / 1000);
  await db.close();
  await rm(dir, { recursive: true, force: true });
  return Math.round(tps * 10) / 10;
}

function ledgerCheck(env) {
  const run = spawnSync(process.execPath, [CLI_ENTRY, 'ledger', 'check'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

const CHARGE_SQL = `
  SELECT o.id, o.amount, count(t.id)::int AS charges, coalesce(sum(-e.amount), 0)::bigint AS charged
  FROM orders o
  LEFT JOIN ledger_transactions t ON t.ref = 'order:' || o.id AND t.kind = 'order.pay'
  LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.ledger_account_id LIKE 'main:%'
  WHERE o.state = 'paid'
  GROUP BY o.id, o.amount`;

async function chargedOrders(kind, env, query = CHARGE_SQL) {
  if (kind === 'postgres') {
    const pg = requireFromServer('pg');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`SET search_path TO "${env.VESO_DB_SCHEMA}"`);
    const { rows } = await client.query(query);
    await client.end();
    return rows;
  }
  const { PGlite } = await import(requireFromServer.resolve('@electric-sql/pglite'));
  const db = await PGlite.create(env.VESO_DATA_DIR);
  const { rows } = await db.query(query);
  await db.close();
  return rows;
}

function checkCharges(rows, accepted) {
  const problems = [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const { orderId, amount } of accepted) {
    const row = byId.get(orderId);
    if (!row) problems.push(`accepted order ${orderId} is not paid`);
    else if (row.charges !== 1 || Number(row.charged) !== amount) {
      problems.push(`order ${orderId}: ${row.charges} charges of ${row.charged} for ${amount}`);
    }
  }
  if (rows.length !== accepted.length) {
    problems.push(`${rows.length} paid orders in the database, ${accepted.length} accepted`);
  }
  return problems;
}

/**
 * One database with `workers` server processes (`WORKERS`); the Keno burst runs with one
 * (the sandbox clock it moves is each process's own).
 */
async function benchDatabase(kind, workers = 1) {
  const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'veso-bench-')) : null;
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env = {
    NODE_ENV: 'production',
    VESO_SANDBOX: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    // Production's log level: the CPU per order includes the request log it writes.
    LOG_LEVEL: 'info',
    VESO_RATE_LIMIT_MAX: '0',
    VESO_PAYOUT_INTERVAL_MS: '0',
    VESO_RESULTS_DIR: join(tmpdir(), 'veso-bench-no-results'),
    WORKERS: String(workers),
    ...(kind === 'pglite'
      ? { VESO_DATA_DIR: dataDir }
      : { DATABASE_URL: PG_URL, VESO_DB_SCHEMA: schema }),
  };
  const server = startServer(env);
  const results = [];
  let accepted = [];
  let keno = null;
  try {
    const base = await server.ready;
    const periods = await api(base, '/dev/draws/run', { product: 'keno' });
    if (periods.code !== 0) throw new Error(`periods: ${JSON.stringify(periods)}`);
    for (const clients of CLIENTS) {
      const run = await loadRun(base, clients, workers);
      accepted = accepted.concat(run.accepted);
      const baseline = kind === 'postgres' ? pgbenchBaseline(clients) : await pgliteBaseline();
      const { accepted: _omit, ...figures } = run;
      const row = {
        database: kind,
        workers,
        ...figures,
        baselineTps: baseline,
        ratio: Math.round((run.ordersPerSecond / baseline) * 1000) / 1000,
      };
      results.push(row);
      console.log(
        `${kind.padEnd(8)} ${workers}w ${String(clients).padStart(3)} clients: ${row.ordersPerSecond} paid orders/s, ` +
          `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; baseline ${baseline} tps; ratio ${(row.ratio * 100).toFixed(1)}%; ` +
          `${row.statementsPerOrder} SQL statements (+${row.transactionControlPerOrder} BEGIN/COMMIT) and ${row.cpuMsPerOrder} ms server CPU per paid order` +
          (row.errors ? ` (${row.errors} refused: ${row.firstError})` : ''),
      );
    }
    if (KENO_CLIENTS > 0 && workers === 1) {
      keno = await kenoBurst(base, KENO_CLIENTS);
      accepted = accepted.concat(keno.accepted);
    }
  } finally {
    await server.stop();
  }
  const ledger = ledgerCheck(env);
  const problems = checkCharges(await chargedOrders(kind, env), accepted);
  let kenoFigures = null;
  if (keno) {
    const cutoff = checkKenoCutoff(await chargedOrders(kind, env, KENO_CUTOFF_SQL), keno);
    const { accepted: _omit, ...figures } = keno;
    kenoFigures = {
      ...figures,
      paidBeforeCutoff: cutoff.before,
      paidAfterCutoff: cutoff.after,
      cutoffProblems: cutoff.problems,
    };
    console.log(
      `${kind.padEnd(8)} Keno burst, ${keno.clients} clients over the last ${KENO_BURST_BEFORE_MS / 1000} s before cut-off of #${keno.drawCode}: ` +
        `${keno.ordersPerSecond} paid orders/s, p50 ${keno.p50Ms} ms, p99 ${keno.p99Ms} ms; ` +
        `${cutoff.before} paid before the cut-off (all in that draw: ${cutoff.problems.length === 0 ? 'yes' : 'NO'}), ${cutoff.after} after (in the next draw)` +
        (keno.errors ? `; ${keno.errors} refused: ${keno.firstError}` : '') +
        (cutoff.problems.length ? `; ${cutoff.problems.slice(0, 5).join('; ')}` : ''),
    );
  }
  if (kind === 'postgres') {
    const pg = requireFromServer('pg');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  } else {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `${kind.padEnd(8)} ledger check: ${ledger.ok ? 'clean' : ledger.output}; ` +
      `${accepted.length} accepted orders, ${problems.length === 0 ? 'each charged exactly once' : problems.slice(0, 5).join('; ')}`,
  );
  return { results, keno: kenoFigures, ledgerClean: ledger.ok, chargeProblems: problems };
}

/**
 * The paid-order load through HAProxy in front of `nodes` server nodes on one PostgreSQL
 * through PgBouncer, set up as deploy/README.md says (cluster-kit.mjs, as the cluster test),
 * each node with this bench's settings; pgbench at the same client count is the baseline.
 */
async function benchCluster(nodes) {
  const cluster = await startCluster({
    count: nodes,
    env: {
      LOG_LEVEL: 'info',
      VESO_RATE_LIMIT_MAX: '0',
      VESO_PAYOUT_INTERVAL_MS: '0',
      VESO_RESULTS_DIR: join(tmpdir(), 'veso-bench-no-results'),
    },
  });
  const results = [];
  let accepted = [];
  let ledger;
  let problems;
  try {
    const base = cluster.shop;
    const periods = await api(base, '/dev/draws/run', { product: 'keno' });
    if (periods.code !== 0) throw new Error(`periods: ${JSON.stringify(periods)}`);
    // Each node's own counters, read on its own port.
    const readMetrics = async () => {
      const sum = { statements: 0, transactionControl: 0, cpuUserMs: 0, cpuSystemMs: 0 };
      for (const node of cluster.nodes) {
        const m = await metrics(`http://127.0.0.1:${node.env.PORT}`);
        for (const k of Object.keys(sum)) sum[k] += m[k];
      }
      return sum;
    };
    for (const clients of CLIENTS) {
      const run = await loadRun(base, clients, 1, readMetrics);
      accepted = accepted.concat(run.accepted);
      const { accepted: _omit, ...figures } = run;
      results.push({ database: 'postgres', nodes, ...figures });
    }
    ledger = await cluster.readme('ledger-check', cluster.nodes[0].env).then(
      (r) => ({ ok: true, output: r.output }),
      (error) => ({ ok: false, output: error.message }),
    );
    problems = checkCharges(await pg(cluster.directUrl, CHARGE_SQL), accepted);
  } finally {
    await cluster.stop();
  }
  // pgbench once the cluster is stopped: PgBouncer's connections would take PostgreSQL's
  // slots (this machine's PostgreSQL is shared), and the database is all pgbench's.
  for (const row of results) {
    row.baselineTps = pgbenchBaseline(row.clients);
    row.ratio = Math.round((row.ordersPerSecond / row.baselineTps) * 1000) / 1000;
    console.log(
      `postgres ${nodes} nodes behind HAProxy ${String(row.clients).padStart(3)} clients: ${row.ordersPerSecond} paid orders/s, ` +
        `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms; pgbench ${row.baselineTps} tps; ratio ${(row.ratio * 100).toFixed(1)}%; ` +
        `${row.statementsPerOrder} SQL statements and ${row.cpuMsPerOrder} ms server CPU per paid order` +
        (row.errors ? ` (${row.errors} refused: ${row.firstError})` : ''),
    );
  }
  console.log(
    `postgres ${nodes} nodes: ledger check: ${ledger.ok ? 'clean' : ledger.output}; ` +
      `${accepted.length} accepted orders, ${problems.length === 0 ? 'each charged exactly once' : problems.slice(0, 5).join('; ')}`,
  );
  return { results, keno: null, ledgerClean: ledger.ok, chargeProblems: problems };
}

/** One line of the goal table: figure, measured, goal, pass/fail. */
function goalRow(figure, value, unit, goal, pass) {
  return { figure, value: `${value}${unit}`, goal, pass };
}

/** Every figure with its goal and whether this run met it. */
function goalRows(runs) {
  const rows = [];
  for (const run of runs) {
    for (const r of run.results) {
      const db = r.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
      const tag = r.nodes
        ? `${db}, ${r.nodes} nodes behind HAProxy and PgBouncer, ${r.clients} clients`
        : `${db}, ${r.workers ?? 1} worker${(r.workers ?? 1) > 1 ? 's' : ''}, ${r.clients} clients`;
      const baseline = r.database === 'postgres' ? 'pgbench TPC-B-like' : 'its transaction loop';
      const ratioGoal = GOALS.ratio[r.database];
      rows.push(
        goalRow(
          `paid orders/s ÷ ${baseline} (${tag}; ${r.ordersPerSecond}/s vs ${r.baselineTps} tps)`,
          (r.ratio * 100).toFixed(1),
          ' %',
          `≥ ${ratioGoal * 100} %`,
          r.ratio >= ratioGoal,
        ),
      );
      const p99Goal = GOALS.p99Ms[r.database];
      rows.push(
        goalRow(
          `p99 of one paid order (${tag})`,
          r.p99Ms,
          ' ms',
          p99Goal ? `< ${p99Goal} ms` : '—',
          p99Goal ? r.p99Ms < p99Goal : null,
        ),
      );
      rows.push(
        goalRow(
          `SQL statements per paid order (${tag}; +${r.transactionControlPerOrder} BEGIN/COMMIT)`,
          r.statementsPerOrder,
          '',
          `≤ ${GOALS.statements}`,
          r.statementsPerOrder <= GOALS.statements,
        ),
      );
      rows.push(
        goalRow(
          `server CPU per paid order (${tag})`,
          r.cpuMsPerOrder,
          ' ms',
          `≤ ${GOALS.cpuMs} ms`,
          r.cpuMsPerOrder <= GOALS.cpuMs,
        ),
      );
    }
    if (run.keno) {
      const db = run.results[0]?.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
      rows.push(
        goalRow(
          `Keno last-30-s burst p99 (${db}, ${run.keno.clients} clients, ${run.keno.ordersPerSecond}/s)`,
          run.keno.p99Ms,
          ' ms',
          `< ${GOALS.kenoP99Ms} ms`,
          run.keno.p99Ms < GOALS.kenoP99Ms,
        ),
      );
      rows.push(
        goalRow(
          `Keno burst: every order before the cut-off in the draw, none after (${db})`,
          `${run.keno.paidBeforeCutoff} before / ${run.keno.paidAfterCutoff} after`,
          '',
          'exact',
          run.keno.cutoffProblems.length === 0,
        ),
      );
    }
  }
  return rows;
}

function printGoals(rows) {
  const width = Math.max(...rows.map((r) => r.figure.length));
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  console.log(
    `\n${'figure'.padEnd(width)}  ${'measured'.padStart(valueWidth)}  goal        result`,
  );
  for (const r of rows) {
    const result = r.pass === null ? '' : r.pass ? 'pass' : 'FAIL';
    console.log(
      `${r.figure.padEnd(width)}  ${r.value.padStart(valueWidth)}  ${r.goal.padEnd(10)}  ${result}`,
    );
  }
}

const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main() {
  if (args.get('build') !== 'false' && !args.has('no-build')) {
    const build = spawnSync('pnpm', ['--filter', '@veso/server', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) fail('server build failed');
  }
  const kinds = [];
  if (NODES !== null) {
    if (!(await pgReachable())) fail(`--nodes needs PostgreSQL at ${PG_URL}`);
  } else if (ONLY !== 'postgres') kinds.push('pglite');
  if (NODES === null && ONLY !== 'pglite') {
    if (await pgReachable()) kinds.push('postgres');
    else console.log(`bench:orders: no PostgreSQL at ${PG_URL}; skipped`);
  }
  const report = {
    at: new Date().toISOString(),
    durationS: DURATION_S,
    path: PATH_KIND,
    cpus: cpus().length,
    loadBefore: loadAverage(),
    runs: [],
  };
  console.log(
    `bench:orders: ${PATH_KIND === 'one' ? 'one call per paid order' : 'reserve + confirm'}; ` +
      `${report.cpus} CPUs, load average ${report.loadBefore}`,
  );
  let money = true;
  if (NODES !== null) {
    const outcome = await benchCluster(NODES);
    report.runs.push(outcome);
    money &&= outcome.ledgerClean && outcome.chargeProblems.length === 0;
  }
  for (const kind of kinds) {
    for (const workers of kind === 'postgres' ? WORKER_COUNTS : [1]) {
      const outcome = await benchDatabase(kind, workers);
      report.runs.push(outcome);
      money &&=
        outcome.ledgerClean &&
        outcome.chargeProblems.length === 0 &&
        (outcome.keno?.cutoffProblems.length ?? 0) === 0;
    }
  }
  report.loadAfter = loadAverage();
  report.goals = goalRows(report.runs);
  printGoals(report.goals);
  console.log(`load average before ${report.loadBefore}, after ${report.loadAfter}`);
  await mkdir(join(ROOT, '.reports'), { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench:orders: figures in ${REPORT_FILE}`);
  if (!money) fail('a money or Keno cut-off check failed', 1);
}

main().catch((error) =>
  fail(
    error instanceof Error
      ? `${error.stack ?? error.message}${error.cause ? `\ncause: ${error.cause.stack ?? error.cause}` : ''}`
      : String(error),
  ),
);
