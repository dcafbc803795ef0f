#!/usr/bin/env node
// Read traffic benchmark (`pnpm bench:reads`): a benchmark, not a test.
//
// For each database (PGlite in a temporary folder; PostgreSQL when one answers at
// BENCH_DATABASE_URL, in a fresh schema):
//   1. starts the built server in sandbox mode with the real result history imported, and
//      makes every product's periods exist (`POST /api/dev/draws/run` on Keno);
//   2. baseline, same run: the server's cheapest JSON route (`GET /api/dev/clock`: no
//      database, no body worth compressing) at each concurrency;
//   3. the shop's public reads — the home's latest results and jackpots, the game pages'
//      periods, /ket-qua's lists, Keno's last result — in turn by --clients readers (default
//      10,50,200) for --duration seconds each, after a 2 s warm-up; prints reads/s, the
//      ratio to the baseline, p50 / p99, the SQL statements the server sent per read while
//      serving them (sandbox `/api/dev/metrics`; background jobs apart) and its RSS;
//   4. --soak=S (seconds, e.g. 600): 50 readers for S seconds; RSS after 60 s and at the end
//      (goal: within 20 %).
// Every figure is printed with its goal and pass / fail, and written to
// .reports/bench-reads.json. Options: --no-build, --duration=10, --clients=10,50,200,
// --only=pglite|postgres, --soak=0.
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
  percentile,
  round1,
  rssMiB,
  startServer,
  verdict,
} from './bench-kit.mjs';

const NAME = 'bench:reads';
const REPORT_FILE = join(ROOT, '.reports/bench-reads.json');
const fail = failWith(NAME);
const args = parseArgs();
const DURATION_S = Number(args.get('duration') ?? 10);
const CLIENTS = (args.get('clients') ?? '10,50,200').split(',').map(Number);
const SOAK_S = Number(args.get('soak') ?? 0);
const GOAL_P99_MS = 50;
const GOAL_STATEMENTS_PER_READ = 0.01;
const GOAL_SOAK_GROWTH = 0.2;

/** What the home, the game pages and the results pages read (paths under /api). */
const READS = [
  '/result/latest',
  '/draw/periods?product=mega645&limit=6',
  '/draw/periods?product=power655&limit=6',
  '/getListPeriod',
  '/order/available/list?limit=10',
  '/customer/result/draw?product=mega645',
  '/customer/result/draw?product=power655',
  '/result/xsmb',
  '/result/groupByDay',
  '/keno-stats/last_result',
];
const BASELINE = ['/dev/clock'];

/** `clients` readers fetching `paths` in turn until `deadline`; answers their figures. */
async function load(base, paths, clients, deadline) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let n = c; Date.now() < deadline; n += 1) {
        const path = paths[n % paths.length];
        const start = performance.now();
        try {
          const res = await fetch(`${base}/api${path}`, {
            headers: { 'accept-encoding': 'br, gzip' },
          });
          const body = await res.text();
          if (res.status !== 200 || !body.startsWith('{"code":0')) {
            errors += 1;
            firstError ??= `${path}: ${res.status} ${body.slice(0, 120)}`;
            continue;
          }
        } catch (error) {
          errors += 1;
          firstError ??= `${path}: ${error}`;
          continue;
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    reads: sorted.length,
    perSecond: round1(sorted.length / seconds),
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    errors,
    firstError,
  };
}

/** SQL statements the server has sent while serving requests (sandbox `/api/dev/metrics`). */
async function statements(base) {
  return (await devMetrics(base)).statements;
}

async function benchKind(kind) {
  const db = await benchDatabase(kind);
  const server = startServer(db.env);
  const rows = [];
  let soak = null;
  try {
    const base = await server.ready;
    const periods = await apiPost(base, '/dev/draws/run', { product: 'keno' });
    if (periods.code !== 0) throw new Error(`periods: ${JSON.stringify(periods)}`);
    for (const path of READS) {
      const answer = await apiGet(base, path);
      if (answer.code !== 0) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 200)}`);
    }
    for (const clients of CLIENTS) {
      const baseline = await load(base, BASELINE, clients, Date.now() + DURATION_S * 1000);
      await load(base, READS, clients, Date.now() + 2_000);
      const before = await statements(base);
      const run = await load(base, READS, clients, Date.now() + DURATION_S * 1000);
      const statementsPerRead = ((await statements(base)) - before) / Math.max(1, run.reads);
      const row = {
        database: kind,
        clients,
        ...run,
        baselinePerSecond: baseline.perSecond,
        baselineP99Ms: baseline.p99Ms,
        ratio: Math.round((run.perSecond / baseline.perSecond) * 1000) / 1000,
        statementsPerRead: Math.round(statementsPerRead * 1000) / 1000,
        rssMiB: await rssMiB(server.pid),
        p99Goal: clients >= 200 ? `< ${GOAL_P99_MS} ms` : null,
        p99Pass: clients >= 200 ? run.p99Ms < GOAL_P99_MS && run.errors === 0 : null,
        statementsGoal: `< ${GOAL_STATEMENTS_PER_READ}`,
        statementsPass: statementsPerRead < GOAL_STATEMENTS_PER_READ,
      };
      rows.push(row);
      console.log(
        `${kind.padEnd(8)} ${String(clients).padStart(3)} readers: ${row.perSecond} reads/s ` +
          `(${(row.ratio * 100).toFixed(1)}% of the no-database route's ${row.baselinePerSecond}/s, whose p99 is ${row.baselineP99Ms} ms), ` +
          `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
          (row.p99Goal ? ` [goal ${row.p99Goal}: ${verdict(row.p99Pass)}]` : '') +
          `; ${row.statementsPerRead} SQL statements per read [goal ${row.statementsGoal}: ${verdict(row.statementsPass)}]` +
          `; RSS ${row.rssMiB} MiB` +
          (row.errors ? `; ${row.errors} errors: ${row.firstError}` : ''),
      );
    }

    if (SOAK_S > 0) {
      const end = Date.now() + SOAK_S * 1000;
      const running = load(base, READS, 50, end);
      await new Promise((resolve) => setTimeout(resolve, Math.min(60, SOAK_S) * 1000));
      const afterMinute = await rssMiB(server.pid);
      const run = await running;
      const atEnd = await rssMiB(server.pid);
      const growth = afterMinute ? (atEnd - afterMinute) / afterMinute : null;
      soak = {
        seconds: SOAK_S,
        ...run,
        rssAfterMinuteMiB: afterMinute,
        rssAtEndMiB: atEnd,
        growth: growth === null ? null : Math.round(growth * 1000) / 1000,
        pass: growth !== null && growth <= GOAL_SOAK_GROWTH,
      };
      console.log(
        `${kind.padEnd(8)} soak ${SOAK_S} s at 50 readers: RSS ${afterMinute} MiB after 1 min, ` +
          `${atEnd} MiB at the end (${((growth ?? 0) * 100).toFixed(1)}%) ` +
          `[goal within ${GOAL_SOAK_GROWTH * 100}%: ${verdict(soak.pass)}]`,
      );
    }
  } finally {
    await server.stop();
    await db.dispose();
  }
  return { database: kind, rows, soak };
}

async function main() {
  buildServer(args, fail);
  const report = {
    at: new Date().toISOString(),
    machine: await machineLoad(),
    durationS: DURATION_S,
    runs: [],
  };
  for (const kind of await benchKinds(args, NAME)) report.runs.push(await benchKind(kind));
  report.machineAfter = await machineLoad();
  await mkdir(join(ROOT, '.reports'), { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `${NAME}: load ${report.machine.load1} → ${report.machineAfter.load1} on ${report.machine.cores} cores; figures in ${REPORT_FILE}`,
  );
}

main().catch((error) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
