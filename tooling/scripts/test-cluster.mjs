// The cluster test (`pnpm test:cluster`): the shop as deploy/README.md runs it — 3 server
// nodes behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL through PgBouncer
// (deploy/pgbouncer.ini), each node with the environment of deploy/node.env.example — all
// on loopback ports of this machine, under a load of paid orders and reads:
//   1. every node ready through HAProxy, its metrics scraped on its own port;
//   2. a rolling restart of every node with deploy/roll.sh: 0 failed requests seen by the
//      clients, every order answered once and charged once;
//   3. `kill -9` of one node mid-burst: clients retry what failed with the same requestId;
//      every order is charged once, none is lost;
//   4. the per-account rate limit holds across the nodes (calls spread over the 3 nodes);
//      no ledger posting made twice for one business row, no draw drawn twice;
//   5. the metrics' paid-order counter equals the database's; `ledger check` clean.
// Throughout, --viewers live Keno viewers (Server-Sent Events through HAProxy) reconnect as
// a browser's EventSource does (after the stream's `retry`, with Last-Event-ID) whenever
// their node stops or dies, and all of them are receiving events again at the end.
// HAProxy and PgBouncer are installed with apt-get when missing (as root). Bounded in time
// (--timeout=300 s). Exit 0 when every check passes, 1 when one fails, 2 when it cannot run.
// Options: --no-build (reuse apps/server/dist), --clients=6, --viewers=200, --timeout=300, --keep (leave
// the database and the folder for a post-mortem).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PG_URL,
  ROOT,
  SERVER_DIR,
  SERVER_ENTRY,
  buildServer,
  parseArgs,
  requireFromServer,
} from './bench-kit.mjs';

const NAME = 'test:cluster';
const args = parseArgs();
const CLIENTS = Number(args.get('clients') ?? 6);
const VIEWERS = Number(args.get('viewers') ?? 200);
const TIMEOUT_S = Number(args.get('timeout') ?? 300);
const NODES = 3;
/** The per-account budget of the nodes (per minute): the load stays below it. */
const RATE_LIMIT = 400;
/** Each client pays at most one order per this many ms (240 a minute: under the budget). */
const PACE_MS = 250;
const MEGA = [
  { product: 'mega645', numberInfos: [{ numbers: ['03', '11', '19', '27', '35', '42'] }] },
];
const DEPLOY = join(ROOT, 'deploy');

const problems = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};
const cannot = (message) => {
  console.error(`${NAME}: ${message}`);
  process.exit(2);
};

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** HAProxy and PgBouncer from Debian's packages, installed when missing. */
function ensurePackages() {
  const missing = [
    ['haproxy', 'haproxy'],
    ['pgbouncer', 'pgbouncer'],
    ['socat', 'socat'],
    ['curl', 'curl'],
  ].filter(([binary]) => !has(binary));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    cannot(`install ${missing.map(([, p]) => p).join(' ')} (apt-get) or run as root`);
  }
  const packages = missing.map(([, p]) => p);
  console.log(`${NAME}: apt-get install ${packages.join(' ')}`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) cannot('apt-get install failed');
}

async function pg(url, text, params = []) {
  const { Client } = requireFromServer('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A child process whose output is kept (the tail) for the report. */
function run(command, argv, options = {}) {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-32_768));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output };
}

/** Resolves once `probe` answers true (polled every 100 ms), or rejects after `ms`. */
async function until(probe, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const ready = (base) => () =>
  fetch(`${base}/api/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status === 200);

// ---------------------------------------------------------------------------------------
// The cluster: PostgreSQL database, PgBouncer, nodes (supervised, as systemd would), HAProxy

async function startPgBouncer(dir, database) {
  const port = await freePort();
  const pgUrl = new URL(PG_URL);
  let ini = await readFile(join(DEPLOY, 'pgbouncer.ini'), 'utf8');
  const set = (key, value) => {
    const pattern = new RegExp(`^${key} = .*$`, 'm');
    if (!pattern.test(ini)) throw new Error(`pgbouncer.ini has no ${key}`);
    ini = ini.replace(pattern, `${key} = ${value}`);
  };
  ini = ini.replace(
    /^veso = .*$/m,
    `veso = host=${pgUrl.hostname} port=${pgUrl.port || 5432} dbname=${database}`,
  );
  set('listen_port', port);
  set('auth_file', join(dir, 'userlist.txt'));
  // This machine's PostgreSQL trusts loopback; production's uses SCRAM (userlist.txt.example).
  set('auth_type', 'trust');
  set('admin_users', decodeURIComponent(pgUrl.username || 'postgres'));
  // The machine's PostgreSQL is shared with other work: a smaller cap than production's.
  set('max_db_connections', 36);
  set('default_pool_size', 36);
  await writeFile(join(dir, 'pgbouncer.ini'), ini);
  await writeFile(
    join(dir, 'userlist.txt'),
    `"${decodeURIComponent(pgUrl.username || 'postgres')}" ""\n`,
  );
  // PgBouncer refuses to run as root.
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const proc = run('pgbouncer', [...asUser, join(dir, 'pgbouncer.ini')]);
  const url = new URL(PG_URL);
  url.port = String(port);
  url.pathname = '/veso';
  await until(() => pg(url.toString(), 'select 1').then(() => true), 10_000, 'PgBouncer');
  return { port, url: url.toString(), proc };
}

/** The environment of deploy/node.env.example, with this test's addresses. */
async function nodeEnvironment(databaseUrl) {
  const text = await readFile(join(DEPLOY, 'node.env.example'), 'utf8');
  const env = Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => {
        const i = line.indexOf('=');
        return [line.slice(0, i), line.slice(i + 1)];
      }),
  );
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    // Funded customers and movable draws: the sandbox (its gateway has its own secret).
    VESO_SANDBOX: '1',
    VESO_PAYMENT_GATEWAY_SECRET: randomBytes(16).toString('hex'),
    VESO_RATE_LIMIT_MAX: String(RATE_LIMIT),
    LOG_LEVEL: 'warn',
  };
}

/** One node, restarted when it exits (systemd's Restart=), its pid in `<dir>/<name>.pid`. */
function supervise(dir, name, env, cluster) {
  const node = { name, env, proc: undefined, starts: 0 };
  const start = () => {
    node.starts += 1;
    node.proc = run(process.execPath, [SERVER_ENTRY], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, ...env },
    });
    void writeFile(join(dir, `${name}.pid`), String(node.proc.child.pid));
    node.proc.exited.then(({ code, signal }) => {
      if (cluster.stopping) return;
      node.exits = [...(node.exits ?? []), { code, signal }];
      start();
    });
  };
  start();
  return node;
}

async function startHaproxy(dir, nodes) {
  const port = await freePort();
  const statsPort = await freePort();
  let cfg = await readFile(join(DEPLOY, 'haproxy.cfg'), 'utf8');
  const socket = join(dir, 'haproxy.sock');
  cfg = cfg
    .replace('/run/haproxy/admin.sock', socket)
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${port}`)
    .replace(/^(\s*)bind 127\.0\.0\.1:8404$/m, `$1bind 127.0.0.1:${statsPort}`)
    .replace(/^[ \t]*server node\d .*\n/gm, '')
    // This machine's open-file limit (20,000) is below what production's maxconn needs.
    .replace(/^([ \t]*)maxconn 20000$/m, '$1maxconn 4000');
  cfg = cfg.replace(
    /(default-server [^\n]*\n)/,
    `$1${nodes.map((n) => `    server ${n.name} 127.0.0.1:${n.env.PORT} check\n`).join('')}`,
  );
  await writeFile(join(dir, 'haproxy.cfg'), cfg);
  const valid = spawnSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
  if (valid.status !== 0) throw new Error(`haproxy -c: ${valid.stdout}${valid.stderr}`);
  const proc = run('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')]);
  const base = `http://127.0.0.1:${port}`;
  await until(ready(base), 20_000, 'HAProxy').catch((error) => {
    proc.child.kill('SIGTERM');
    throw new Error(`${error.message}\n${proc.output()}\n${cfg}`);
  });
  return { base, socket, proc };
}

// ---------------------------------------------------------------------------------------
// Clients

async function call(base, method, path, body, token, signal) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { 'x-access-token': token } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: signal ?? AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { code: null, message: text.slice(0, 200) };
  }
  return { status: res.status, ...json };
}

/**
 * The load: each client pays Mega orders one after another (and reads the config between
 * them) until `stop()`. A failed call (no answer, 5xx, "busy") is counted and sent again
 * with the same requestId, as the apps do, until it is answered.
 */
function load(base, customers) {
  const stats = { calls: 0, failures: [], accepted: new Map(), refused: [] };
  let stopping = false;
  let seq = 0;
  const one = async (token, i) => {
    while (!stopping) {
      const next = Date.now() + PACE_MS;
      seq += 1;
      const requestId = `cluster-${i}-${seq}-${randomBytes(3).toString('hex')}`;
      for (let attempt = 0; ; attempt += 1) {
        stats.calls += 1;
        let answer;
        try {
          answer = await call(
            base,
            'POST',
            '/order/reserve_and_pay',
            { requestId, orderItemInfos: MEGA },
            token,
          );
        } catch (error) {
          answer = { status: 0, code: null, message: String(error.cause?.code ?? error.message) };
        }
        if (answer.status >= 500 || answer.status === 0 || answer.code === -1) {
          stats.failures.push({
            at: Date.now(),
            requestId,
            status: answer.status,
            message: answer.message,
          });
          if (attempt > 20) break;
          continue;
        }
        if (answer.code === 0) {
          const orderId = answer.data.order.orderId;
          const seen = stats.accepted.get(requestId);
          if (seen && seen.orderId !== orderId)
            stats.refused.push(`${requestId} answered two orders`);
          stats.accepted.set(requestId, { orderId, amount: answer.data.order.amount, token });
        } else {
          stats.refused.push(`${requestId}: ${answer.code} ${answer.message}`);
        }
        break;
      }
      stats.calls += 1;
      try {
        const read = await call(base, 'GET', '/customer/get_config_v2');
        if (read.status !== 200)
          stats.failures.push({ at: Date.now(), read: true, status: read.status });
      } catch (error) {
        stats.failures.push({ at: Date.now(), read: true, message: String(error.message) });
      }
      // A paced client, not a flood: the budget is the rate limit's test, not this one's.
      const wait = next - Date.now();
      if (wait > 0 && !stopping) await new Promise((r) => setTimeout(r, wait));
    }
  };
  const running = customers.map((token, i) => one(token, i));
  return {
    stats,
    stop: async () => {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/**
 * Live Keno viewers: each holds `GET /api/keno/live` open through HAProxy and, when the
 * stream ends or fails, opens it again after the stream's `retry` with the last event id
 * seen (a browser's EventSource). Counts the events each one received and when.
 */
function liveViewers(base, count) {
  let stopping = false;
  const viewers = Array.from({ length: count }, () => ({
    connects: 0,
    events: 0,
    lastEventAt: 0,
    lastId: undefined,
    retryMs: 2000,
    controller: undefined,
  }));
  const watch = async (v) => {
    while (!stopping) {
      v.controller = new AbortController();
      try {
        const res = await fetch(`${base}/api/keno/live`, {
          headers: v.lastId ? { 'last-event-id': v.lastId } : {},
          signal: v.controller.signal,
        });
        if (res.status === 200 && res.body) {
          v.connects += 1;
          const decoder = new TextDecoder();
          let buffer = '';
          for await (const chunk of res.body) {
            buffer += decoder.decode(chunk, { stream: true });
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              for (const line of block.split('\n')) {
                if (line.startsWith('id: ')) v.lastId = line.slice(4);
                else if (line.startsWith('retry: ')) v.retryMs = Number(line.slice(7)) || 2000;
                else if (line.startsWith('event: ')) {
                  v.events += 1;
                  v.lastEventAt = Date.now();
                }
              }
            }
          }
        }
      } catch {
        // The node went away: reconnect below.
      }
      if (!stopping) await new Promise((r) => setTimeout(r, v.retryMs));
    }
  };
  const running = viewers.map(watch);
  return {
    viewers,
    stop: async () => {
      stopping = true;
      for (const v of viewers) v.controller?.abort();
      await Promise.all(running);
    },
  };
}

// ---------------------------------------------------------------------------------------

async function main() {
  ensurePackages();
  buildServer(args, cannot);
  const dir = await mkdtemp(join(tmpdir(), 'veso-cluster-'));
  await chmod(dir, 0o755);
  const database = `veso_cluster_${randomBytes(4).toString('hex')}`;
  await pg(PG_URL, `CREATE DATABASE ${database}`).catch((error) =>
    cannot(`no PostgreSQL at ${PG_URL}: ${error.message}`),
  );
  const directUrl = new URL(PG_URL);
  directUrl.pathname = `/${database}`;
  const cluster = { stopping: false, nodes: [] };
  let bouncer;
  let haproxy;
  const cleanup = async () => {
    cluster.stopping = true;
    await cluster.live?.stop();
    for (const node of cluster.nodes) node.proc?.child.kill('SIGTERM');
    await Promise.all(cluster.nodes.map((n) => n.proc?.exited));
    haproxy?.proc.child.kill('SIGTERM');
    bouncer?.proc.child.kill('SIGTERM');
    await Promise.all([haproxy?.proc.exited, bouncer?.proc.exited]);
    if (args.has('keep')) {
      console.log(`${NAME}: kept ${dir} and database ${database}`);
      return;
    }
    await pg(PG_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  const timer = setTimeout(async () => {
    console.error(`${NAME}: timed out after ${TIMEOUT_S} s`);
    for (const node of cluster.nodes) console.error(`--- ${node.name}\n${node.proc?.output()}`);
    await cleanup().catch(() => undefined);
    process.exit(1);
  }, TIMEOUT_S * 1000);
  try {
    bouncer = await startPgBouncer(dir, database);
    const base = await nodeEnvironment(bouncer.url);
    const ports = [];
    for (let i = 1; i <= NODES; i += 1) ports.push([await freePort(), await freePort()]);
    // The first node migrates and seeds alone (deploy/README.md, step 4), then the others.
    const names = ports.map((_, i) => `node${i + 1}`);
    const envOf = (i) => ({
      ...base,
      PORT: String(ports[i][0]),
      VESO_METRICS_PORT: String(ports[i][1]),
    });
    cluster.nodes.push(supervise(dir, names[0], envOf(0), cluster));
    await until(ready(`http://127.0.0.1:${ports[0][0]}`), 120_000, 'node1 ready');
    for (let i = 1; i < NODES; i += 1)
      cluster.nodes.push(supervise(dir, names[i], envOf(i), cluster));
    for (let i = 1; i < NODES; i += 1) {
      await until(ready(`http://127.0.0.1:${ports[i][0]}`), 120_000, `${names[i]} ready`);
    }
    haproxy = await startHaproxy(dir, cluster.nodes);
    const shop = haproxy.base;
    check(true, `3 nodes ready through HAProxy at ${shop}, PgBouncer on :${bouncer.port}`);

    // 1. Metrics on each node's own port; none through HAProxy.
    for (const [i, [, metricsPort]] of ports.entries()) {
      const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text());
      const names = [
        'veso_http_requests_total',
        'veso_orders_paid_total',
        'veso_job_lag_seconds',
        'veso_db_pool_connections',
        'nodejs_eventloop_lag_seconds',
      ];
      check(
        names.every((n) => text.includes(`# TYPE ${n} `)),
        `node${i + 1} metrics scraped on :${metricsPort}`,
      );
    }
    const viaFront = await fetch(`${shop}/metrics`);
    check(viaFront.status === 404, `/metrics denied through HAProxy (${viaFront.status})`);

    // The customers and the draws they buy.
    const periods = await call(shop, 'POST', '/dev/draws/run', { product: 'mega645' });
    if (periods.code !== 0) throw new Error(`draws: ${JSON.stringify(periods)}`);
    const customers = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const created = await call(shop, 'POST', '/dev/orders/customer', { amount: 1_000_000_000 });
      if (created.code !== 0) throw new Error(`customer: ${JSON.stringify(created)}`);
      customers.push(created.data.session);
    }

    const live = liveViewers(shop, VIEWERS);
    cluster.live = live;
    await until(
      async () => live.viewers.every((v) => v.events > 0),
      60_000,
      'every viewer watching',
    );
    check(true, `${VIEWERS} live Keno viewers watching through HAProxy`);

    // 2. A rolling restart under load (deploy/roll.sh, as the README says).
    const rolling = load(shop, customers);
    await until(async () => rolling.stats.accepted.size >= CLIENTS * 3, 60_000, 'load under way');
    // Asynchronous: the nodes' supervisor and the clients run meanwhile.
    const roll = run(
      'sh',
      [join(DEPLOY, 'roll.sh'), ...cluster.nodes.map((n) => `${n.name}:127.0.0.1:${n.env.PORT}`)],
      {
        env: {
          ...process.env,
          HAPROXY_SOCKET: haproxy.socket,
          RESTART: `kill -TERM $(cat ${dir}/%s.pid)`,
          DRAIN_TIMEOUT: '10',
        },
      },
    );
    const rolled = await roll.exited;
    const before = rolling.stats.accepted.size;
    await until(
      async () => rolling.stats.accepted.size >= before + CLIENTS,
      60_000,
      'load after the roll',
    );
    await rolling.stop();
    check(
      rolled.code === 0,
      `deploy/roll.sh restarted every node (exit ${rolled.code})${rolled.code === 0 ? '' : `\n${roll.output()}`}`,
    );
    const restarted = cluster.nodes.filter(
      (n) => n.starts === 2 && (n.exits ?? []).every((e) => e.code === 0),
    );
    check(
      restarted.length === NODES,
      `each node stopped cleanly once and started again (${cluster.nodes.map((n) => `${n.name}: ${n.starts} starts`).join(', ')})`,
    );
    check(
      rolling.stats.failures.length === 0,
      `rolling restart: ${rolling.stats.calls} calls, ${rolling.stats.failures.length} failed${rolling.stats.failures.length ? ` ${JSON.stringify(rolling.stats.failures.slice(0, 3))}` : ''}`,
    );
    check(
      rolling.stats.refused.length === 0,
      `rolling restart: ${rolling.stats.accepted.size} orders paid, ${rolling.stats.refused.length} refused ${rolling.stats.refused.slice(0, 3).join('; ')}`,
    );

    // 3. kill -9 of one node mid-burst.
    const burst = load(shop, customers);
    await until(async () => burst.stats.accepted.size >= CLIENTS * 3, 60_000, 'burst under way');
    const victim = cluster.nodes[1];
    const victimPid = victim.proc.child.pid;
    process.kill(victimPid, 'SIGKILL');
    await until(async () => victim.proc.child.pid !== victimPid, 10_000, 'victim restarted');
    await until(ready(`http://127.0.0.1:${victim.env.PORT}`), 120_000, 'victim ready again');
    const afterKill = burst.stats.accepted.size;
    await until(
      async () => burst.stats.accepted.size >= afterKill + CLIENTS,
      60_000,
      'load after the kill',
    );
    await burst.stop();
    const unanswered = burst.stats.failures.filter(
      (f) => !f.read && !burst.stats.accepted.has(f.requestId),
    );
    check(
      unanswered.length === 0,
      `kill -9 of ${victim.name}: ${burst.stats.failures.length} call(s) failed and were sent again; every order answered`,
    );
    check(
      burst.stats.refused.length === 0,
      `kill -9: ${burst.stats.accepted.size} orders paid, ${burst.stats.refused.length} refused ${burst.stats.refused.slice(0, 3).join('; ')}`,
    );

    // Every viewer whose node stopped or died came back and watches again.
    const settled = Date.now();
    const watching = await until(
      async () => live.viewers.every((v) => v.lastEventAt > settled),
      30_000,
      'viewers watching again',
    ).then(
      () => true,
      () => false,
    );
    const reconnects = live.viewers.reduce((n, v) => n + v.connects - 1, 0);
    check(
      watching && reconnects >= 1,
      `live viewers: ${reconnects} reconnection(s) through HAProxy, ${live.viewers.filter((v) => v.lastEventAt > settled).length}/${VIEWERS} receiving events again`,
    );
    await live.stop();

    // Every order a client was answered is paid once; no paid order nobody was answered.
    const accepted = [...rolling.stats.accepted.values(), ...burst.stats.accepted.values()];
    const rows = await pg(
      directUrl.toString(),
      `SELECT o.id, o.amount, count(t.id)::int AS postings, coalesce(sum(-e.amount), 0)::bigint AS charged
       FROM orders o
       LEFT JOIN ledger_transactions t ON t.kind = 'order.pay' AND t.ref = 'order:' || o.id
       LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.ledger_account_id LIKE 'main:%'
       WHERE o.state = 'paid' GROUP BY o.id, o.amount`,
    );
    const paid = new Map(rows.map((r) => [Number(r.id), r]));
    const wrong = accepted.filter((a) => {
      const row = paid.get(a.orderId);
      return !row || row.postings !== 1 || Number(row.charged) !== Number(row.amount);
    });
    check(
      wrong.length === 0,
      `${accepted.length} orders answered: each paid and charged once (${wrong.length} not)`,
    );
    check(
      paid.size === new Set(accepted.map((a) => a.orderId)).size,
      `no paid order that no client was answered (${paid.size} paid in the database)`,
    );

    // Each job's work done once across the nodes: no money movement posted twice for one
    // business row (order payments, refunds, prizes…), no draw with two results.
    const twice = await pg(
      directUrl.toString(),
      `SELECT kind, ref, count(*)::int AS n FROM ledger_transactions GROUP BY kind, ref HAVING count(*) > 1 LIMIT 5`,
    );
    check(twice.length === 0, `no ledger posting made twice for one row ${JSON.stringify(twice)}`);
    const drawnTwice = await pg(
      directUrl.toString(),
      `SELECT product, draw_code, count(*)::int AS n FROM draw_results GROUP BY product, draw_code HAVING count(*) > 1 LIMIT 5`,
    );
    const [{ keno }] = await pg(
      directUrl.toString(),
      `SELECT count(*)::int AS keno FROM draw_results WHERE product = 'keno'`,
    );
    check(
      drawnTwice.length === 0,
      `each draw drawn once (${keno} Keno results) ${JSON.stringify(drawnTwice)}`,
    );

    // 4. The per-account limit across the nodes: calls spread over the 3 nodes directly.
    const limited = await call(shop, 'POST', '/dev/orders/customer', { amount: 10_000 });
    const token = limited.data.session;
    const codes = [];
    for (let i = 0; i < RATE_LIMIT + 3; i += 1) {
      const node = cluster.nodes[i % NODES];
      codes.push(
        (await call(`http://127.0.0.1:${node.env.PORT}`, 'GET', '/auth/info', undefined, token))
          .code,
      );
    }
    const over = codes.findIndex((c) => c === 100);
    check(
      over >= RATE_LIMIT - 2 && over <= RATE_LIMIT,
      `per-account limit of ${RATE_LIMIT} across 3 nodes: call ${over + 1} refused (code 100)`,
    );

    // 5. The metrics agree with the database; the ledger checks out.
    const [{ n }] = await pg(
      directUrl.toString(),
      `SELECT count(*)::int AS n FROM orders WHERE paid_at IS NOT NULL`,
    );
    const scraped = await Promise.all(
      ports.map(([, m]) => fetch(`http://127.0.0.1:${m}/metrics`).then((r) => r.text())),
    );
    const paidMetric = scraped.map((t) => Number(/^veso_orders_paid_total (\S+)$/m.exec(t)?.[1]));
    check(
      paidMetric.every((v) => v === n),
      `veso_orders_paid_total on every node = ${n} (${paidMetric.join(', ')})`,
    );
    const ledger = spawnSync(
      process.execPath,
      [join(SERVER_DIR, 'dist/cli.js'), 'ledger', 'check'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATABASE_URL: directUrl.toString(), VESO_SANDBOX: '1' },
      },
    );
    check(
      ledger.status === 0 && ledger.stdout.includes('ledger check: ok'),
      `ledger check: ${ledger.stdout.trim()} ${ledger.stderr.trim()}`,
    );
  } catch (error) {
    problems.push(String(error.stack ?? error));
    console.error(error);
    for (const node of cluster.nodes)
      console.error(`--- ${node.name}\n${node.proc?.output().slice(-4000)}`);
    if (haproxy) console.error(`--- haproxy\n${haproxy.proc.output().slice(-4000)}`);
    else
      console.error(
        `--- haproxy.cfg\n${await readFile(join(dir, 'haproxy.cfg'), 'utf8').catch(() => '')}`,
      );
  } finally {
    clearTimeout(timer);
    await cleanup();
  }
  console.log(problems.length ? `${NAME}: ${problems.length} check(s) failed` : `${NAME}: pass`);
  process.exit(problems.length ? 1 : 0);
}

await main();
