#!/usr/bin/env node
// Read traffic benchmark (`pnpm bench:reads`): a benchmark, not a test.
//
// For each database (PGlite in a temporary folder; PostgreSQL when one answers at
// BENCH_DATABASE_URL, in a fresh schema):
//   1. starts the built server in sandbox mode with the real result history imported, makes
//      every product's periods exist (`POST /api/dev/draws/run` on Keno) and has the sandbox
//      agent deliver today's and tomorrow's paper stock (`POST /api/dev/xskt/stock`);
//   2. baseline, same run: the server's cheapest JSON route (`GET /api/dev/clock`: no
//      database, no body worth compressing) at each concurrency;
//   3. at --clients readers (default 10,50,200) for --duration seconds each, after a 2 s
//      warm-up, in turn, each mix fetched path after path:
//      - reads: the shop's public reads — the home's latest results and jackpots, the game
//        pages' periods, /ket-qua's lists, Keno's last result (the cached results);
//      - paper: the paper-stock lists (whole sets, the provinces' stock, the sale list, by
//        category, hot numbers, by number, hot products);
//      - the HTML routes `/` and `/mega-645` (Accept: text/html, the shells) each beside the
//        JSON reads that carry the same data: the home's (app config, latest results and
//        jackpots, banners) and Mega 6/45's periods with its jackpot;
//      and prints reads/s, the ratio to the baseline, p50 / p99, the SQL statements the
//      server sent per read while serving them (sandbox `/api/dev/metrics`; background jobs
//      apart) and its RSS;
//   4. --soak=S (seconds, e.g. 600): 50 readers for S seconds on the reads; RSS after 60 s
//      and at the end (goal: within 20 %).
// Goals: the reads' p99 < 50 ms and ≈ 0 SQL per read; the paper lists' p99 within 2× the
// reads' p99 at 200 readers; each HTML route's p99 ≤ 2× its JSON reads' p99. Every figure is
// printed with its goal and pass / fail, and written to .reports/bench-reads.json.
// Options: --no-build, --duration=10, --clients=10,50,200, --only=pglite|postgres, --soak=0.
// The shells must be built (`pnpm --filter @veso/web build`; `./veso start` builds them).
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
/** The paper lists' p99 against the cached reads' p99, at 200 readers. */
const GOAL_PAPER_P99_RATIO = 2;
/** An HTML route's p99 against the p99 of the JSON reads carrying its data. */
const GOAL_HTML_P99_RATIO = 2;

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

/** The paper-stock lists (paths under /api): /ve-so-cap-nguyen, the paper pages, the embed. */
const PAPER = [
  '/xskt/ticket/whole_set/list?category=4',
  '/core/api/webview/utility/xstt/list',
  '/core/webview/xskt/ticket/sale/list?category=4',
  '/group/sale/by_category',
  '/hot_category?category=4',
  '/by_number?tail=68',
  '/core/api/webview/product/hot',
];

/** What the home reads (paths under /api): the app config, latest results and jackpots, banners. */
const HOME_JSON = ['/customer/get_config_v2', '/result/latest', '/config/banner'];
/** What the Mega 6/45 page reads: its periods with the jackpot. */
const MEGA_JSON = ['/draw/periods?product=mega645&limit=6'];

/**
 * The mixes after the baseline, in turn at each concurrency: `html` paths are pages (no
 * /api), `beside` names the JSON mix an HTML route is held against.
 */
const MIXES = [
  { name: 'reads', paths: READS },
  { name: 'paper', paths: PAPER },
  { name: 'home JSON', paths: HOME_JSON },
  { name: 'GET / (HTML)', paths: ['/'], html: true, beside: 'home JSON' },
  { name: 'Mega JSON', paths: MEGA_JSON },
  { name: 'GET /mega-645 (HTML)', paths: ['/mega-645'], html: true, beside: 'Mega JSON' },
];

/** What a reader sends and takes as a good answer: an envelope of code 0, or a page. */
function requestOf(path, html) {
  return html
    ? {
        url: path,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' },
        good: (status, body) => status === 200 && /^<!doctype html/i.test(body),
      }
    : {
        url: `/api${path}`,
        headers: { 'accept-encoding': 'br, gzip' },
        good: (status, body) => status === 200 && body.startsWith('{"code":0'),
      };
}

/** `clients` readers fetching `paths` (pages when `html`) in turn until `deadline`; their figures. */
async function load(base, paths, clients, deadline, html = false) {
  const requests = paths.map((path) => requestOf(path, html));
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let n = c; Date.now() < deadline; n += 1) {
        const { url, headers, good } = requests[n % requests.length];
        const start = performance.now();
        try {
          const res = await fetch(`${base}${url}`, { headers });
          const body = await res.text();
          if (!good(res.status, body)) {
            errors += 1;
            firstError ??= `${url}: ${res.status} ${body.slice(0, 120)}`;
            continue;
          }
        } catch (error) {
          errors += 1;
          firstError ??= `${url}: ${error}`;
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

/** Has the sandbox agent deliver today's and tomorrow's paper stock (2,000 tickets a province). */
async function deliverPaperStock(base) {
  const clock = await apiGet(base, '/dev/clock');
  const vnDay = new Date(Date.parse(clock.data.now) + 7 * 3600_000);
  const tomorrow = new Date(vnDay.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
  for (const body of [{}, { date: tomorrow }]) {
    const loaded = await apiPost(base, '/dev/xskt/stock', body);
    if (loaded.code !== 0) throw new Error(`paper stock: ${JSON.stringify(loaded)}`);
  }
}

/** Fetches each path of a mix once: a bad answer (or a shell not built) stops the bench. */
async function check(base, mix) {
  for (const path of mix.paths) {
    const { url, headers, good } = requestOf(path, mix.html);
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.text();
    if (/Shell not built/.test(body)) {
      throw new Error('the web shell is not built: pnpm --filter @veso/web build');
    }
    if (!good(res.status, body)) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  }
}

/** The ratio of two figures, to two decimals. */
const times = (a, b) => Math.round((a / Math.max(b, 0.1)) * 100) / 100;

/**
 * A mix's goals at `clients` readers: the reads' p99 < 50 ms at 200 and ≈ 0 SQL per read;
 * the paper lists' p99 ≤ 2× the reads' at 200; an HTML route's p99 ≤ 2× its JSON reads'
 * (`byMix`: the rows measured before it at the same concurrency).
 */
function goalsOf(mix, clients, run, statementsPerRead, byMix) {
  const clean = run.errors === 0;
  if (mix.name === 'reads') {
    return {
      p99Goal: clients >= 200 ? `< ${GOAL_P99_MS} ms` : null,
      p99Pass: clients >= 200 ? run.p99Ms < GOAL_P99_MS && clean : null,
      statementsGoal: `< ${GOAL_STATEMENTS_PER_READ}`,
      statementsPass: statementsPerRead < GOAL_STATEMENTS_PER_READ,
    };
  }
  const against = mix.name === 'paper' ? 'reads' : mix.beside;
  if (!against) return {};
  const reference = byMix.get(against);
  const ratio = times(run.p99Ms, reference.p99Ms);
  const limit = mix.name === 'paper' ? GOAL_PAPER_P99_RATIO : GOAL_HTML_P99_RATIO;
  const judged = mix.name === 'paper' ? clients >= 200 : true;
  return {
    p99Against: against,
    p99AgainstMs: reference.p99Ms,
    p99Ratio: ratio,
    p99Goal: judged ? `≤ ${limit}× the p99 of ${against}` : null,
    p99Pass: judged ? ratio <= limit && clean : null,
  };
}

/** One printed line: the figures of a mix at a concurrency, with its goals. */
function lineOf(kind, row) {
  const what = row.mix === 'reads' ? '' : `, ${row.mix}`;
  return (
    `${kind.padEnd(8)} ${String(row.clients).padStart(3)} readers${what}: ${row.perSecond} reads/s ` +
    `(${(row.ratio * 100).toFixed(1)}% of the no-database route's ${row.baselinePerSecond}/s, whose p99 is ${row.baselineP99Ms} ms), ` +
    `p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
    (row.p99Against
      ? ` = ${row.p99Ratio}× the p99 of ${row.p99Against} (${row.p99AgainstMs} ms)`
      : '') +
    (row.p99Goal ? ` [goal ${row.p99Goal}: ${verdict(row.p99Pass)}]` : '') +
    `; ${row.statementsPerRead} SQL statements per read` +
    (row.statementsGoal ? ` [goal ${row.statementsGoal}: ${verdict(row.statementsPass)}]` : '') +
    `; RSS ${row.rssMiB} MiB` +
    (row.errors ? `; ${row.errors} errors: ${row.firstError}` : '')
  );
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
    await deliverPaperStock(base);
    for (const mix of MIXES) await check(base, mix);
    for (const clients of CLIENTS) {
      const baseline = await load(base, BASELINE, clients, Date.now() + DURATION_S * 1000);
      const byMix = new Map();
      for (const mix of MIXES) {
        await load(base, mix.paths, clients, Date.now() + 2_000, mix.html);
        const before = await statements(base);
        const run = await load(base, mix.paths, clients, Date.now() + DURATION_S * 1000, mix.html);
        const statementsPerRead = ((await statements(base)) - before) / Math.max(1, run.reads);
        const row = {
          database: kind,
          clients,
          mix: mix.name,
          ...run,
          baselinePerSecond: baseline.perSecond,
          baselineP99Ms: baseline.p99Ms,
          ratio: Math.round((run.perSecond / baseline.perSecond) * 1000) / 1000,
          statementsPerRead: Math.round(statementsPerRead * 1000) / 1000,
          rssMiB: await rssMiB(server.pid),
          ...goalsOf(mix, clients, run, statementsPerRead, byMix),
        };
        byMix.set(mix.name, row);
        rows.push(row);
        console.log(lineOf(kind, row));
      }
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
