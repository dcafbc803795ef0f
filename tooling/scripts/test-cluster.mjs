// The cluster test (`pnpm test:cluster`): the shop as deploy/README.md sets it up — 3 server
// nodes behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL through PgBouncer
// (deploy/pgbouncer.ini), each node with the environment of deploy/node.env.example — all
// on loopback ports of this machine (cluster-kit.mjs; the README's marked commands are run
// with only addresses and paths substituted), under a load of paid orders and reads:
//   1. every node ready through HAProxy, its metrics scraped on its own port;
//   2. a rolling restart of every node with the README's deploy/roll.sh command: 0 failed
//      requests seen by the clients, every order answered once and charged once;
//   3. `kill -9` of one node mid-burst: clients retry what failed with the same requestId;
//      every order is charged once, none is lost; then a Keno draw (every node's sandbox
//      clock moved past the next draw; the draw job draws it once) whose result every
//      live viewer receives;
//   4. the per-account rate limit holds across the nodes (calls spread over the 3 nodes);
//      no ledger posting made twice for one business row, no draw drawn twice;
//   5. the metrics' paid-order counter equals the database's; the README's `ledger check`.
// Throughout, --viewers live Keno viewers (Server-Sent Events through HAProxy) reconnect as
// a browser's EventSource does (after the stream's `retry`, with Last-Event-ID) whenever
// their node stops or dies.
// HAProxy, PgBouncer, socat, curl and psql are installed with apt-get when missing (as
// root). Bounded in time (--timeout=150 s). Exit 0 when every check passes, 1 when one
// fails (each cause on lines starting with FAIL, the processes' output on stderr), 2 when
// it cannot run.
// Options: --no-build (reuse apps/server/dist), --clients=6, --viewers=200, --timeout=150,
// --keep (leave the database and the folder for a post-mortem).
import { randomBytes } from 'node:crypto';
import { PG_URL, ROOT, buildServer, parseArgs } from './bench-kit.mjs';
import {
  clusterOutput,
  ensurePackages,
  pg,
  readmeCommand,
  ready,
  run,
  startCluster,
  until,
} from './cluster-kit.mjs';

const NAME = 'test:cluster';
const args = parseArgs();
const CLIENTS = Number(args.get('clients') ?? 6);
const VIEWERS = Number(args.get('viewers') ?? 200);
const TIMEOUT_S = Number(args.get('timeout') ?? 150);
const NODES = 3;
/** The per-account budget of the nodes (per minute): the load stays below it. */
const RATE_LIMIT = 400;
/** Each client pays at most one order per this many ms (240 a minute: under the budget). */
const PACE_MS = 250;
const MEGA = [
  { product: 'mega645', numberInfos: [{ numbers: ['03', '11', '19', '27', '35', '42'] }] },
];

const problems = [];
const check = (ok, what) => {
  // Every line of a failure starts with FAIL: `./veso test` shows those lines of the log.
  for (const line of String(what).split('\n')) console.log(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
  if (!ok) problems.push(what);
};
const cannot = (message) => {
  console.error(`${NAME}: ${message}`);
  process.exit(2);
};

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
    /** The draws whose summary (the 20 numbers) this viewer received. */
    summaries: new Set(),
    /** The last countdown: the next draw's code and time. */
    next: undefined,
    /** Streams ended by a stopping node with its retry hint. */
    hints: 0,
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
              let event;
              let data;
              for (const line of block.split('\n')) {
                if (line.startsWith('id: ')) v.lastId = line.slice(4);
                else if (line.startsWith('retry: ')) v.retryMs = Number(line.slice(7)) || 2000;
                else if (line.startsWith(': node stopping')) v.hints += 1;
                else if (line.startsWith('event: ')) event = line.slice(7);
                else if (line.startsWith('data: ')) data = JSON.parse(line.slice(6));
              }
              if (event) {
                v.events += 1;
                v.lastEventAt = Date.now();
                if (event === 'summary') v.summaries.add(data.drawCode);
                if (event === 'countdown') v.next = data;
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

/** Where the test is: printed as it goes, and named when it times out or fails. */
let phase = 'start';
const started = Date.now();
const enter = (name) => {
  phase = name;
  console.log(`---- ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
};

async function main() {
  ensurePackages(cannot, NAME);
  buildServer(args, cannot);
  await pg(PG_URL, 'select 1').catch((error) =>
    cannot(`no PostgreSQL at ${PG_URL}: ${error.message}`),
  );
  let cluster;
  let live;
  const cleanup = async () => {
    await live?.stop();
    await cluster?.stop();
    if (cluster && args.has('keep')) {
      console.log(`${NAME}: kept ${cluster.dir} and database ${cluster.database}`);
    }
  };
  const report = (cause) => {
    check(false, String(cause).split('\n').slice(0, 30).join('\n'));
    console.error(clusterOutput(cluster));
  };
  const timer = setTimeout(async () => {
    report(`timed out after ${TIMEOUT_S} s in phase "${phase}"`);
    console.log(`${NAME}: ${problems.length} check(s) failed`);
    await cleanup().catch(() => undefined);
    process.exit(1);
  }, TIMEOUT_S * 1000);
  try {
    enter('set-up: deploy/README.md steps 1-5');
    cluster = await startCluster({
      count: NODES,
      env: { VESO_RATE_LIMIT_MAX: String(RATE_LIMIT) },
      keep: args.has('keep'),
      step: (what, result) =>
        check(result.code === 0, `${what} → ${result.output.split('\n').at(-1)}`),
    }).catch((error) => {
      cluster = error.cluster;
      throw error;
    });
    const shop = cluster.shop;
    check(true, `${NODES} nodes ready through HAProxy at ${shop}`);

    enter('metrics');
    // 1. Metrics on each node's own port; none through HAProxy.
    for (const node of cluster.nodes) {
      const metricsPort = node.env.VESO_METRICS_PORT;
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
        `${node.name} metrics scraped on :${metricsPort}`,
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

    enter('live viewers');
    live = liveViewers(shop, VIEWERS);
    await until(
      async () => live.viewers.every((v) => v.events > 0),
      30_000,
      'every viewer watching',
    );
    check(true, `${VIEWERS} live Keno viewers watching through HAProxy`);

    // 2. A rolling restart under load (deploy/roll.sh, the README's command).
    enter('rolling restart');
    const rolling = load(shop, customers);
    await until(async () => rolling.stats.accepted.size >= CLIENTS * 3, 30_000, 'load under way');
    const rollCommand = await readmeCommand('roll', cluster.substitutions);
    // Asynchronous: the nodes' supervisor and the clients run meanwhile.
    const roll = run('sh', ['-c', rollCommand], { cwd: ROOT });
    const rolled = await roll.exited;
    const before = rolling.stats.accepted.size;
    await until(
      async () => rolling.stats.accepted.size >= before + CLIENTS,
      30_000,
      'load after the roll',
    );
    await rolling.stop();
    check(
      rolled.code === 0,
      `README roll: ${rollCommand.replace(/\s+/g, ' ')} (exit ${rolled.code})${rolled.code === 0 ? '' : `\n${roll.output()}`}`,
    );
    const restarted = cluster.nodes.filter(
      (n) => n.starts === 2 && (n.exits ?? []).every((e) => e.code === 0),
    );
    check(
      restarted.length === NODES,
      `each node stopped cleanly once and started again (${cluster.nodes.map((n) => `${n.name}: ${n.starts} starts, exits ${JSON.stringify(n.exits ?? [])}`).join('; ')})`,
    );
    check(
      rolling.stats.failures.length === 0,
      `rolling restart: ${rolling.stats.calls} calls, ${rolling.stats.failures.length} failed${rolling.stats.failures.length ? ` ${JSON.stringify(rolling.stats.failures.slice(0, 3))}` : ''}`,
    );
    check(
      rolling.stats.refused.length === 0,
      `rolling restart: ${rolling.stats.accepted.size} orders paid, ${rolling.stats.refused.length} refused ${rolling.stats.refused.slice(0, 3).join('; ')}`,
    );
    const hinted = live.viewers.filter((v) => v.hints > 0).length;
    check(
      hinted > 0,
      `live viewers: ${hinted}/${VIEWERS} had their stream ended by a stopping node with a retry hint`,
    );

    // 3. kill -9 of one node mid-burst.
    enter('kill -9');
    const burst = load(shop, customers);
    await until(async () => burst.stats.accepted.size >= CLIENTS * 3, 30_000, 'burst under way');
    const victim = cluster.nodes[1];
    const victimPid = victim.proc.child.pid;
    process.kill(victimPid, 'SIGKILL');
    await until(async () => victim.proc.child.pid !== victimPid, 10_000, 'victim restarted');
    await until(ready(`http://127.0.0.1:${victim.env.PORT}`), 60_000, 'victim ready again');
    const afterKill = burst.stats.accepted.size;
    await until(
      async () => burst.stats.accepted.size >= afterKill + CLIENTS,
      30_000,
      'load after the kill',
    );
    await burst.stop();
    const unanswered = burst.stats.failures.filter(
      (f) => !f.read && !burst.stats.accepted.has(f.requestId),
    );
    check(
      unanswered.length === 0,
      `kill -9 of ${victim.name}: ${burst.stats.failures.length} call(s) failed and were sent again; every order answered${unanswered.length ? ` ${JSON.stringify(unanswered.slice(0, 3))}` : ''}`,
    );
    check(
      burst.stats.refused.length === 0,
      `kill -9: ${burst.stats.accepted.size} orders paid, ${burst.stats.refused.length} refused ${burst.stats.refused.slice(0, 3).join('; ')}`,
    );

    // Every viewer whose node stopped or died came back and watches again.
    const settled = Date.now();
    const watching = await until(
      async () => live.viewers.every((v) => v.lastEventAt > settled),
      20_000,
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

    // A Keno draw after the kill: every node's sandbox clock moves to just after the next
    // draw's numbers were all due; the draw job (on whichever node) draws it once, and every
    // viewer receives its result through whichever node it reconnected to.
    enter('a Keno draw for the viewers');
    const next = live.viewers.find((v) => v.next?.nextDrawAt)?.next;
    if (!next) throw new Error('no viewer saw a countdown to the next Keno draw');
    const at = new Date(Date.parse(next.nextDrawAt) + 45_000).toISOString();
    for (const node of cluster.nodes) {
      const moved = await call(`http://127.0.0.1:${node.env.PORT}`, 'POST', '/dev/clock', {
        iso: at,
      });
      if (moved.code !== 0) throw new Error(`${node.name} clock: ${JSON.stringify(moved)}`);
    }
    const received = await until(
      async () => live.viewers.every((v) => v.summaries.has(next.nextDrawCode)),
      30_000,
      'every viewer received the draw',
    ).then(
      () => true,
      () => false,
    );
    check(
      received,
      `Keno draw ${next.nextDrawCode}: its result received by ${live.viewers.filter((v) => v.summaries.has(next.nextDrawCode)).length}/${VIEWERS} viewers`,
    );
    await live.stop();
    live = undefined;

    enter('money and jobs');
    // Every order a client was answered is paid once; no paid order nobody was answered.
    const accepted = [...rolling.stats.accepted.values(), ...burst.stats.accepted.values()];
    const rows = await pg(
      cluster.directUrl,
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
      cluster.directUrl,
      `SELECT kind, ref, count(*)::int AS n FROM ledger_transactions GROUP BY kind, ref HAVING count(*) > 1 LIMIT 5`,
    );
    check(twice.length === 0, `no ledger posting made twice for one row ${JSON.stringify(twice)}`);
    const drawnTwice = await pg(
      cluster.directUrl,
      `SELECT product, draw_code, count(*)::int AS n FROM draw_results GROUP BY product, draw_code HAVING count(*) > 1 LIMIT 5`,
    );
    const [{ keno }] = await pg(
      cluster.directUrl,
      `SELECT count(*)::int AS keno FROM draw_results WHERE product = 'keno'`,
    );
    check(
      drawnTwice.length === 0,
      `each draw drawn once (${keno} Keno results) ${JSON.stringify(drawnTwice)}`,
    );

    // 4. The per-account limit across the nodes: calls spread over the 3 nodes directly.
    enter('rate limit');
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

    // 5. The metrics agree with the database; the ledger checks out (the README's command,
    // with a node's environment).
    enter('metrics and ledger check');
    const [{ n }] = await pg(
      cluster.directUrl,
      `SELECT count(*)::int AS n FROM orders WHERE paid_at IS NOT NULL`,
    );
    const scraped = await Promise.all(
      cluster.nodes.map((node) =>
        fetch(`http://127.0.0.1:${node.env.VESO_METRICS_PORT}/metrics`).then((r) => r.text()),
      ),
    );
    const paidMetric = scraped.map((t) => Number(/^veso_orders_paid_total (\S+)$/m.exec(t)?.[1]));
    check(
      paidMetric.every((v) => v === n),
      `veso_orders_paid_total on every node = ${n} (${paidMetric.join(', ')})`,
    );
    const ledger = await cluster.readme('ledger-check', cluster.nodes[0].env).catch((error) => ({
      code: 1,
      output: error.message,
    }));
    check(ledger.output.includes('ledger check: ok'), `ledger check: ${ledger.output}`);
  } catch (error) {
    report(`${phase}: ${error.stack ?? error}`);
  } finally {
    clearTimeout(timer);
    await cleanup();
  }
  console.log(
    `${problems.length ? `${NAME}: ${problems.length} check(s) failed` : `${NAME}: pass`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(problems.length ? 1 : 0);
}

await main();
