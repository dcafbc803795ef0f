#!/usr/bin/env node
// Live Keno benchmark (`pnpm bench:live`): a benchmark, not a test.
//
// For each database (PostgreSQL when one answers at BENCH_DATABASE_URL, in a fresh schema;
// PGlite in a temporary folder), the built server in sandbox mode with its jobs off, and
// for each --viewers count (default 10,100,1000) in turn, on the next Keno draw:
//   1. the shop's clock is set just past the draw's time (not drawn yet: the streams wait
//      for it), and that many `GET /api/keno/live` streams are opened (plain node:http,
//      an agent without a socket limit; the client's file descriptors are checked first);
//   2. the result is published (`POST /api/dev/draws/run`: the draw is written, the
//      database announces it), the clock moved past the reveal (20 numbers, 2 s apart), and
//      every stream is watched for the draw's summary;
//   3. over a window of --window seconds from the publication: the SQL statements the
//      server process sent (sandbox `/api/dev/metrics`, background included) per second and
//      how many of them were not the draw's own (those of the streams, the jobs' are off),
//      the database listeners of the process (PostgreSQL), its RSS, and how many streams
//      received the summary with the published numbers.
// Goals: every stream receives the result; the statements besides the draw's do not grow
// with the viewers (at most the fewest viewers' × 1.2 + 3); one listener per process. Prints each
// figure with its goal and pass / fail; writes .reports/bench-live.json. Options:
// --no-build, --viewers=10,100,1000, --window=10, --only=pglite|postgres.
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ROOT,
  apiGet,
  apiPost,
  benchDatabase,
  benchKinds,
  buildServer,
  devMetrics,
  failWith,
  machineLoad,
  parseArgs,
  pgQuery,
  round1,
  rssMiB,
  startServer,
  verdict,
} from './bench-kit.mjs';

const NAME = 'bench:live';
const REPORT_FILE = join(ROOT, '.reports/bench-live.json');
const fail = failWith(NAME);
const args = parseArgs();
const VIEWERS = (args.get('viewers') ?? '10,100,1000').split(',').map(Number);
const WINDOW_S = Number(args.get('window') ?? 10);
/** The statements besides the draw's may grow by this factor plus this over the fewest viewers'. */
const GOAL_GROWTH = 1.2;
const GOAL_SLACK = 5;
const SUMMARY_STEP = 21;
const REVEAL_MS = 21 * 2_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The client's open-file limit: each stream is a socket on both sides. */
function fileLimit() {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/** One SSE block's fields (`id`, `event`, `data`). */
function parseBlock(block) {
  const fields = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
  }
  return fields;
}

/**
 * Opens a live stream; resolves once the server answered its headers. `summaries` maps a
 * draw code to the numbers of its summary event as they arrive.
 */
function openStream(base, agent) {
  return new Promise((resolve, reject) => {
    const summaries = new Map();
    const stream = {
      summaries,
      started: new Set(),
      countdown: null,
      close: () => request.destroy(),
    };
    const request = http.get(`${base}/api/keno/live`, { agent }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`live: HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const fields = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (fields.event === 'countdown') stream.countdown = JSON.parse(fields.data);
          if (fields.event === 'draw') stream.started.add(JSON.parse(fields.data).drawCode);
          if (fields.event === 'summary' && fields.id?.endsWith(`:${SUMMARY_STEP}`)) {
            summaries.set(fields.id.split(':')[0], JSON.parse(fields.data).numbers);
          }
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
    request.on('error', reject);
  });
}

/** Every statement the server process has sent (requests, transactions, background). */
async function statements(base) {
  const { statements: s, transactionControl, background } = await devMetrics(base);
  return s + transactionControl + background;
}

/** The process's database listeners (PostgreSQL; null on PGlite, which listens in process). */
async function listeners(db) {
  if (!db.schema) return null;
  const [row] = await pgQuery(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`,
    [`veso-listen:${db.schema}`],
  );
  return row.n;
}

/** The stored numbers of a Keno draw (the results API's list). */
async function resultNumbers(base, drawCode) {
  const list = await apiGet(base, `/customer/result/draw?product=keno`);
  const found = JSON.stringify(list).match(
    new RegExp(`"drawCode":"${drawCode}"[^}]*?"numbers":(\\[[0-9,]+\\])`),
  );
  if (!found) throw new Error(`no result of ${drawCode}: ${JSON.stringify(list).slice(0, 300)}`);
  return JSON.parse(found[1]);
}

/** The next Keno draw by the shop's clock, as a live stream counts down to it. */
async function nextKenoDraw(base, agent) {
  const probe = await openStream(base, agent);
  const deadline = Date.now() + 10_000;
  while (!probe.countdown && Date.now() < deadline) await sleep(20);
  probe.close();
  const { nextDrawCode, nextDrawAt } = probe.countdown ?? {};
  if (!nextDrawCode || !nextDrawAt)
    throw new Error(`no Keno countdown: ${JSON.stringify(probe.countdown)}`);
  return { drawCode: nextDrawCode, drawAt: new Date(nextDrawAt) };
}

/** One draw watched by `count` streams (steps 1–3 of the header). */
async function watchDraw(base, db, count, agent) {
  const { drawCode, drawAt } = await nextKenoDraw(base, agent);
  const moved = await apiPost(base, '/dev/clock', {
    iso: new Date(drawAt.getTime() - 5_000).toISOString(),
  });
  if (moved.code !== 0) throw new Error(`clock: ${JSON.stringify(moved)}`);
  const connectStart = performance.now();
  const streams = [];
  // Opened 100 at a time (a burst of 1,000 SYNs overflows the listen backlog).
  for (let i = 0; i < count; i += 100) {
    const batch = Math.min(100, count - i);
    streams.push(
      ...(await Promise.all(Array.from({ length: batch }, () => openStream(base, agent)))),
    );
  }
  const connectS = (performance.now() - connectStart) / 1000;
  await sleep(500);
  const before = await statements(base);
  const windowStart = performance.now();
  // The draw's time comes: the server's draw job draws it (the way results arrive); if it
  // has not within 5 s, the sandbox route does.
  await apiPost(base, '/dev/clock', { iso: new Date(drawAt.getTime() + 1_000).toISOString() });
  let publishedBy = 'draw job';
  while (!streams.some((s) => s.started.has(drawCode)) && performance.now() < windowStart + 5_000) {
    await sleep(20);
  }
  if (!streams.some((s) => s.started.has(drawCode))) {
    const drawn = await apiPost(base, '/dev/draws/run', { product: 'keno' });
    if (drawn.code !== 0) throw new Error(`draw: ${JSON.stringify(drawn)}`);
    if (drawn.data.result.drawCode !== drawCode) {
      throw new Error(`drew ${drawn.data.result.drawCode}, the streams wait for ${drawCode}`);
    }
    publishedBy = 'sandbox route';
  }
  await apiPost(base, '/dev/clock', { advanceMs: REVEAL_MS });
  const numbers = await resultNumbers(base, drawCode);
  const expected = JSON.stringify(numbers);
  const received = () =>
    streams.filter((s) => JSON.stringify(s.summaries.get(drawCode)) === expected).length;
  const deadline = windowStart + Math.max(WINDOW_S, 30) * 1000;
  while (received() < count && performance.now() < deadline) await sleep(50);
  const allInS = (performance.now() - windowStart) / 1000;
  const got = received();
  await sleep(Math.max(0, windowStart + WINDOW_S * 1000 - performance.now()));
  const seconds = (performance.now() - windowStart) / 1000;
  const sent = (await statements(base)) - before;
  const row = {
    viewers: count,
    drawCode,
    publishedBy,
    connectSeconds: round1(connectS),
    received: got,
    receivedPass: got === count,
    lastSummarySeconds: round1(allInS),
    windowSeconds: round1(seconds),
    statements: sent,
    statementsPerSecond: round1(sent / seconds),
    listeners: await listeners(db),
    rssMiB: await rssMiB(db.serverPid),
  };
  for (const stream of streams) stream.close();
  await sleep(500);
  return row;
}

async function benchKind(kind, agent) {
  // No result history to import: the live stream needs none, and the start stays short.
  const db = await benchDatabase(kind, { VESO_RESULTS_DIR: join(ROOT, '.no-results') });
  const server = startServer(db.env);
  db.serverPid = server.pid;
  const rows = [];
  try {
    const base = await server.ready;
    // The first Keno period after the start drawn and its reveal over: from here the
    // earliest period not drawn is the one the streams count down to.
    const first = await apiPost(base, '/dev/draws/run', { product: 'keno' });
    if (first.code !== 0) throw new Error(`draw: ${JSON.stringify(first)}`);
    const [date, time] = first.data.result.openDate.split(' ');
    const [day, month, year] = date.split('/');
    const firstAt = new Date(`${year}-${month}-${day}T${time}+07:00`);
    await apiPost(base, '/dev/clock', {
      iso: new Date(firstAt.getTime() + REVEAL_MS + 1_000).toISOString(),
    });
    const rssIdle = await rssMiB(server.pid);
    for (const count of VIEWERS) {
      const row = await watchDraw(base, db, count, agent);
      row.database = kind;
      row.rssIdleMiB = rssIdle;
      rows.push(row);
    }
    const fewest = rows[0];
    for (const row of rows) {
      const most = Math.floor(fewest.statements * GOAL_GROWTH + GOAL_SLACK);
      row.statementsGoal = `≤ ${most} (${fewest.viewers} viewers' × ${GOAL_GROWTH} + ${GOAL_SLACK})`;
      row.statementsPass = row.statements <= most;
      row.listenersPass = row.listeners === null || row.listeners === 1;
      console.log(
        `${kind.padEnd(8)} ${String(row.viewers).padStart(4)} viewers: ${row.received}/${row.viewers} received the result ` +
          `[goal all: ${verdict(row.receivedPass)}] (the last ${row.lastSummarySeconds} s after it was published; ` +
          `connected in ${row.connectSeconds} s; published by the ${row.publishedBy}); ` +
          `${row.statements} SQL statements in ${row.windowSeconds} s (${row.statementsPerSecond}/s, the draw's own included) ` +
          `[goal ${row.statementsGoal}: ${verdict(row.statementsPass)}]; ` +
          (row.listeners === null
            ? 'listener in process (PGlite)'
            : `${row.listeners} database listener(s) [goal 1: ${verdict(row.listenersPass)}]`) +
          `; server RSS ${row.rssMiB} MiB (${row.rssIdleMiB} MiB idle)`,
      );
    }
  } finally {
    await server.stop();
    await db.dispose();
  }
  return { database: kind, rows };
}

async function main() {
  const limit = fileLimit();
  const most = Math.max(...VIEWERS);
  if (limit !== null && limit < most + 100) {
    fail(`${most} streams need more open files than ulimit -n allows (${limit}); raise it`);
  }
  buildServer(args, fail);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const report = {
    at: new Date().toISOString(),
    machine: await machineLoad(),
    fileLimit: limit,
    windowS: WINDOW_S,
    runs: [],
  };
  for (const kind of (await benchKinds(args, NAME)).reverse()) {
    report.runs.push(await benchKind(kind, agent));
  }
  report.machineAfter = await machineLoad();
  await mkdir(join(ROOT, '.reports'), { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${NAME}: load ${report.machine.load1} → ${report.machineAfter.load1} on ${report.machine.cores} cores; ` +
      `ulimit -n ${limit}; figures in ${REPORT_FILE}`,
  );
  const failed = report.runs.some((run) =>
    run.rows.some((row) => !row.receivedPass || !row.listenersPass),
  );
  if (failed) fail('a stream missed the result or a process listened twice', 1);
}

main().catch((error) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
