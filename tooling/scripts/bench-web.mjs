#!/usr/bin/env node
// Web performance budget of both shells (`pnpm bench:web`).
//
// Builds the server and both shells, starts the real server (compression on, sandbox,
// a temporary embedded database, a free port), then for each shell (web at `/`, the
// e-wallet webview at `/webview/`, opened with a freshly signed launch as the wallet does):
//   1. loads its home in the system Chromium (playwright-core), waits for the shop's
//      `performance.mark('veso:interactive')` (set once the frame's first route has
//      committed with its handlers) and sums the gzip size (zlib level 9) of every script
//      and stylesheet whose request started before that mark (Resource Timing): the JS and
//      CSS a phone downloads before the page is interactive. What is fetched after it (the
//      data layer, islands) is printed separately, reported but not budgeted;
//   2. lists the five largest modules of the shell's first chunk (its entry and static
//      imports), from an in-memory build with source maps (./bench-web-chunks.mjs);
//   3. runs Lighthouse (mobile preset, simulated throttling) on the same Chromium, three
//      times on each of the shell's routes, and keeps the median of each score.
// Prints every figure with its goal and pass/fail, the machine's load (Lighthouse's
// performance score moves with it), writes them to .reports/bench-web.json and exits 1
// when a goal is missed (2 when the measurement itself could not run).
//
// Options: --no-build (reuse the current dist folders); --url=http://host:port (measure a
// server that is already running: no build, no start; its sandbox routes sign the
// webview's launches); --runs=N (Lighthouse runs per route, 3 by default); --shell=web or
// --shell=embed (one shell only); --no-lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstChunkModules } from './bench-web-chunks.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The measuring tools are dependencies of @veso/e2e; this script has no package of its own.
const E2E_DIR = join(ROOT, 'tooling/e2e');
const requireFromE2e = createRequire(join(E2E_DIR, 'package.json'));
const LIGHTHOUSE_BIN = join(E2E_DIR, 'node_modules/.bin/lighthouse');
const SERVER_ENTRY = join(ROOT, 'apps/server/dist/main.js');
const REPORT_FILE = join(ROOT, '.reports/bench-web.json');
/** Set by @veso/shop (`INTERACTIVE_MARK`) when the first route has committed. */
const INTERACTIVE_MARK = 'veso:interactive';
const MARK_TIMEOUT_MS = 30_000;
/** A cold start migrates a fresh embedded database: slow on a loaded 2-core machine. */
const READY_TIMEOUT_MS = 180_000;
/** After the mark, the page counts as settled once no script or stylesheet arrived for this long. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 20_000;

/**
 * The first screen's goals (server-rendered), per shell: JS and CSS before
 * interactive, gzip; Lighthouse mobile scores and simulated metrics, median of the runs.
 */
const GOALS = {
  web: {
    jsGzipBytes: 90_000,
    cssGzipBytes: 15_000,
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    lcpMs: 2_000,
    tbtMs: 150,
    cls: 0.05,
  },
  // The webview's signed launch (spec §1): its sign-on call with the api-client is part of
  // its first load (apps/embed/src/main.tsx).
  embed: {
    jsGzipBytes: 120_000,
    cssGzipBytes: 15_000,
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    lcpMs: 2_000,
    tbtMs: 150,
    cls: 0.05,
  },
};

/**
 * The shells and the routes Lighthouse measures: the home, a game, the results and the
 * cart. The webview's cart is its home's second tab.
 */
const SHELLS = {
  web: {
    dir: join(ROOT, 'apps/web'),
    home: '/',
    routes: ['/', '/mega-645', '/ket-qua', '/gio-hang'],
  },
  embed: {
    dir: join(ROOT, 'apps/embed'),
    home: '/webview/?tab=1',
    routes: ['/webview/?tab=1', '/webview/mega-645', '/webview/ket-qua', '/webview/?tab=2'],
  },
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'vi-VN',
  timezoneId: 'Asia/Ho_Chi_Minh',
};

class BenchError extends Error {}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new BenchError(`CHROMIUM_PATH=${configured} is not an executable file.`);
  }
  for (const directory of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ['chromium', 'chromium-browser']) {
      if (isExecutable(join(directory, name))) return join(directory, name);
    }
  }
  throw new BenchError(
    'Chromium was not found: install it (as root: apt-get update && apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
}

function build() {
  console.log('Building @veso/server, @veso/web and @veso/embed …');
  const result = spawnSync(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@veso/server',
      '--filter=@veso/web',
      '--filter=@veso/embed',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0)
    throw new BenchError(`The build failed (exit ${result.status ?? result.signal}).`);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the real server and resolves with its URL once it prints VESO_READY. */
async function startServer() {
  if (!existsSync(SERVER_ENTRY))
    throw new BenchError(`${SERVER_ENTRY} is missing: the server is not built.`);
  const dataDir = await mkdtemp(join(tmpdir(), 'veso-bench-data-'));
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      VESO_SANDBOX: '1',
      VESO_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (line) => {
    output.push(line);
    if (output.length > 40) output.shift();
  };
  createInterface({ input: child.stderr }).on('line', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new BenchError(
              `The server did not print VESO_READY within ${READY_TIMEOUT_MS / 1000} s.`,
            ),
          ),
        READY_TIMEOUT_MS,
      );
      createInterface({ input: child.stdout }).on('line', (line) => {
        keep(line);
        const match = /VESO_READY\s+(\S+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ''));
        }
      });
      exited.then((code) => {
        clearTimeout(timer);
        reject(new BenchError(`The server exited with code ${code} before it was ready.`));
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw new BenchError(`${error.message}\nLast server output:\n${output.join('\n')}`);
  }
}

/**
 * Scripts and stylesheets fetched by the page at `pageUrl` (on the server `url`), with their gzip size, split by whether their
 * request started before the interactive mark (Resource Timing `startTime` against the
 * mark's `startTime`, both on the page's clock).
 */
async function measureAssets(url, pageUrl, chromiumPath) {
  const { chromium } = requireFromE2e('playwright-core');
  // A persistent profile: a throw-away (incognito-like) context would show the
  // private-browsing gate instead of the home page.
  const profile = await mkdtemp(join(tmpdir(), 'veso-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
    headless: true,
    ...PHONE,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const pending = new Map();
    let collecting = true;
    let lastAssetAt = Date.now();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (
        !collecting ||
        (type !== 'script' && type !== 'stylesheet') ||
        pending.has(response.url())
      )
        return;
      lastAssetAt = Date.now();
      pending.set(
        response.url(),
        response
          .body()
          .then((body) => ({
            href: response.url(),
            url: response.url().replace(url, ''),
            type,
            status: response.status(),
            encoding: response.headers()['content-encoding'] ?? 'identity',
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => undefined),
      );
    });
    const response = await page.goto(pageUrl, { waitUntil: 'load' });
    if (!response?.ok())
      throw new BenchError(`GET ${pageUrl} answered ${response?.status() ?? 'nothing'}.`);
    try {
      await page.waitForFunction(
        (name) => performance.getEntriesByName(name, 'mark').length > 0,
        INTERACTIVE_MARK,
        { timeout: MARK_TIMEOUT_MS },
      );
    } catch {
      throw new BenchError(
        `The page never set performance.mark('${INTERACTIVE_MARK}') within ${MARK_TIMEOUT_MS / 1000} s: ` +
          'the shop marks it when its first route has committed (@veso/shop INTERACTIVE_MARK); ' +
          'without it nothing separates the JS before interactive from the rest.',
      );
    }
    // Let the data layer and the islands arrive, so the "after" figures are complete.
    await page.waitForLoadState('networkidle');
    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() - lastAssetAt < QUIET_MS && Date.now() < settleBy) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    collecting = false;
    const text = await page.evaluate(() => document.body.innerText);
    if (text.includes('chế độ ẩn danh'))
      throw new BenchError('The page showed the private-browsing gate.');
    const timing = await page.evaluate((name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return {
        markMs: mark.startTime,
        starts: performance
          .getEntriesByType('resource')
          .map((entry) => [entry.name, entry.startTime]),
      };
    }, INTERACTIVE_MARK);
    const startOf = new Map(timing.starts);
    const assets = (await Promise.all(pending.values()))
      .filter(Boolean)
      .map(({ href, ...asset }) => {
        const startMs = startOf.get(href);
        // No timing entry (should not happen on a fresh profile): counted before, to be safe.
        const phase = startMs === undefined || startMs < timing.markMs ? 'before' : 'after';
        return { ...asset, startMs: startMs === undefined ? null : Math.round(startMs), phase };
      });
    const sum = (type, phase) =>
      assets
        .filter((a) => a.type === type && a.phase === phase)
        .reduce((total, a) => total + a.gzipBytes, 0);
    return {
      assets,
      interactiveMarkMs: Math.round(timing.markMs),
      jsGzipBytes: sum('script', 'before'),
      cssGzipBytes: sum('stylesheet', 'before'),
      afterInteractive: {
        jsGzipBytes: sum('script', 'after'),
        cssGzipBytes: sum('stylesheet', 'after'),
      },
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function runLighthouse(pageUrl, chromiumPath) {
  if (!existsSync(LIGHTHOUSE_BIN))
    throw new BenchError(`${LIGHTHOUSE_BIN} is missing: run pnpm install.`);
  const outDir = await mkdtemp(join(tmpdir(), 'veso-bench-lh-'));
  const outFile = join(outDir, 'report.json');
  try {
    const result = spawnSync(
      LIGHTHOUSE_BIN,
      [
        pageUrl,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: chromiumPath },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (result.status !== 0 || !existsSync(outFile)) {
      throw new BenchError(`Lighthouse failed (exit ${result.status ?? result.signal}).`);
    }
    const lhr = JSON.parse(await readFile(outFile, 'utf8'));
    if (lhr.runtimeError)
      throw new BenchError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      },
      metrics: {
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      // Every audit below full marks that counts for a category (metrics and
      // informative audits aside), so a missed point can be traced.
      failedAudits: Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            ['binary', 'metricSavings'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => audit.id),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The median of numbers (the lower middle one of an even count); null when none. */
function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Runs Lighthouse `runs` times on one route (`urlOf()` answers the URL of each run). */
async function lighthouseMedian(urlOf, runs, chromiumPath) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    let result;
    try {
      result = await runLighthouse(await urlOf(), chromiumPath);
    } catch (error) {
      // Under heavy load Lighthouse sometimes loses its trace (NO_NAVSTART): one more try.
      if (!(error instanceof BenchError)) throw error;
      console.log(`    run ${run + 1} failed (${error.message}); trying once more`);
      result = await runLighthouse(await urlOf(), chromiumPath);
    }
    const { scores, metrics } = result;
    console.log(
      `    run ${run + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores.bestPractices}; LCP ${Math.round(metrics.lcpMs ?? NaN)} ms, ` +
        `TBT ${Math.round(metrics.tbtMs ?? NaN)} ms, CLS ${(metrics.cls ?? NaN).toFixed(3)}` +
        (result.failedAudits.length > 0
          ? `; below full marks: ${result.failedAudits.join(', ')}`
          : ''),
    );
    results.push(result);
  }
  const pick = (group, key) => median(results.map((r) => r[group][key]));
  return {
    runs: results,
    scores: Object.fromEntries(
      ['performance', 'accessibility', 'bestPractices', 'seo'].map((k) => [k, pick('scores', k)]),
    ),
    metrics: Object.fromEntries(['lcpMs', 'tbtMs', 'cls'].map((k) => [k, pick('metrics', k)])),
  };
}

/**
 * The webview's launch as an e-wallet opens it: a customer with a password (so the
 * launch links at once, no linking flow) and, per call, parameters freshly signed by the
 * sandbox partner (a signed launch is refused when replayed).
 */
async function embedLauncher(url) {
  const call = async (path, body) => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await response
      .json()
      .catch(() => ({ code: response.status, message: 'no JSON' }));
    if (envelope.code !== 0)
      throw new BenchError(`POST /api${path}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  };
  const { msisdn } = await call('/dev/orders/customer', { amount: 0, password: 'vi123456' });
  let launches = 0;
  return async (path) => {
    launches += 1;
    const mid = `bench-${msisdn}-${Date.now()}-${launches}`;
    const { data, sig } = await call('/app-service/sandbox/launch', {
      msisdn,
      fullName: 'Khách Ví',
      mid,
    });
    const signed = new URL(path, url);
    signed.searchParams.set('source', 'sandbox');
    signed.searchParams.set('data', data);
    signed.searchParams.set('sig', sig);
    return signed.href;
  };
}

/** One row of the result table: a figure, its goal and whether it meets it. */
function row(shell, figure, value, goal, pass, shown = String(value)) {
  return { shell, figure, value, shown, goal, pass };
}

/** The rows of one shell's figures against its goals. */
function shellRows(shell, goals, assets, lighthouse) {
  const rows = [
    row(
      shell,
      'JS before interactive (gzip)',
      assets.jsGzipBytes,
      `≤ ${kB(goals.jsGzipBytes)}`,
      assets.jsGzipBytes <= goals.jsGzipBytes,
      kB(assets.jsGzipBytes),
    ),
    row(
      shell,
      'CSS before interactive (gzip)',
      assets.cssGzipBytes,
      `≤ ${kB(goals.cssGzipBytes)}`,
      assets.cssGzipBytes <= goals.cssGzipBytes,
      kB(assets.cssGzipBytes),
    ),
  ];
  for (const [route, result] of Object.entries(lighthouse)) {
    for (const [key, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
    ]) {
      const value = result.scores[key];
      rows.push(
        row(
          shell,
          `Lighthouse ${label} ${route}`,
          value,
          `≥ ${goals[key]}`,
          value !== null && value >= goals[key],
        ),
      );
    }
    for (const [key, label, goal, pass, shown] of [
      [
        'lcpMs',
        'LCP',
        `≤ ${goals.lcpMs} ms`,
        (v) => v <= goals.lcpMs,
        (v) => `${Math.round(v)} ms`,
      ],
      [
        'tbtMs',
        'TBT',
        `≤ ${goals.tbtMs} ms`,
        (v) => v <= goals.tbtMs,
        (v) => `${Math.round(v)} ms`,
      ],
      ['cls', 'CLS', `< ${goals.cls}`, (v) => v < goals.cls, (v) => v.toFixed(3)],
    ]) {
      const value = result.metrics[key];
      rows.push(
        row(
          shell,
          `${label} ${route}`,
          value,
          goal,
          value !== null && pass(value),
          value === null ? '—' : shown(value),
        ),
      );
    }
  }
  return rows;
}

/** The table printed at the end: every figure with its goal and pass/fail. */
function formatTable(rows) {
  const header = ['shell', 'figure', 'median / value', 'goal', 'pass'];
  const cells = rows.map((r) => [r.shell, r.figure, r.shown, r.goal, r.pass ? 'pass' : 'FAIL']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((text, i) => text.padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function listAssets(assets, phase) {
  for (const asset of assets.assets.filter((a) => a.phase === phase)) {
    console.log(
      `  ${asset.type.padEnd(10)} ${kB(asset.gzipBytes).padStart(9)}  ${`@${asset.startMs ?? '?'} ms`.padStart(9)}  ${asset.url}`,
    );
  }
}

/** Measures one shell: first load, first-chunk modules, Lighthouse per route. */
async function measureShell(name, server, chromiumPath, options) {
  const shell = SHELLS[name];
  const goals = GOALS[name];
  const launch =
    name === 'embed' ? await embedLauncher(server.url) : async (path) => `${server.url}${path}`;
  console.log(`\n=== ${name}: ${shell.home} ===`);
  const assets = await measureAssets(server.url, await launch(shell.home), chromiumPath);
  console.log(
    `\nJS and CSS before the page is interactive (requested before '${INTERACTIVE_MARK}' at ` +
      `${assets.interactiveMarkMs} ms; gzip -9 of each body):`,
  );
  listAssets(assets, 'before');
  console.log(`  JS  total ${kB(assets.jsGzipBytes)} gzip (goal ≤ ${kB(goals.jsGzipBytes)})`);
  console.log(`  CSS total ${kB(assets.cssGzipBytes)} gzip (goal ≤ ${kB(goals.cssGzipBytes)})`);
  console.log('\nAfter interactive (data layer, islands; reported, not budgeted):');
  listAssets(assets, 'after');
  console.log(`  JS  total ${kB(assets.afterInteractive.jsGzipBytes)} gzip`);
  console.log(`  CSS total ${kB(assets.afterInteractive.cssGzipBytes)} gzip`);

  const firstChunk = await firstChunkModules(shell.dir);
  const largest = firstChunk.modules.slice(0, 5);
  console.log(
    `\nFive largest modules of the first chunk (${firstChunk.chunks.length} initial chunks, ` +
      `${kB(firstChunk.chunks.reduce((total, c) => total + c.gzipBytes, 0))} gzip; minified bytes, ` +
      'and gzip of each module alone):',
  );
  for (const m of largest) {
    console.log(
      `  ${kB(m.bytes).padStart(9)} min  ${kB(m.gzipBytes).padStart(8)} gzip  ${m.module}`,
    );
  }

  const lighthouse = {};
  if (options.lighthouse) {
    for (const route of shell.routes) {
      console.log(`\nLighthouse (mobile) ${route}, ${options.runs} runs …`);
      lighthouse[route] = await lighthouseMedian(() => launch(route), options.runs, chromiumPath);
      const { scores, metrics } = lighthouse[route];
      console.log(
        `  median: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores.bestPractices}; LCP ${Math.round(metrics.lcpMs ?? NaN)} ms, ` +
          `TBT ${Math.round(metrics.tbtMs ?? NaN)} ms, CLS ${(metrics.cls ?? NaN).toFixed(3)}`,
      );
    }
  }
  return {
    goals,
    home: shell.home,
    interactiveMark: { name: INTERACTIVE_MARK, startMs: assets.interactiveMarkMs },
    js: { gzipBytes: assets.jsGzipBytes },
    css: { gzipBytes: assets.cssGzipBytes },
    afterInteractive: {
      js: { gzipBytes: assets.afterInteractive.jsGzipBytes },
      css: { gzipBytes: assets.afterInteractive.cssGzipBytes },
    },
    assets: assets.assets,
    firstChunk: { chunks: firstChunk.chunks, largestModules: largest },
    lighthouse,
    rows: shellRows(name, goals, assets, lighthouse),
  };
}

/** The 1-, 5- and 15-minute load averages and the core count, as `uptime` shows them. */
function machineLoad() {
  const [load1, load5, load15] = loadavg().map((l) => Math.round(l * 100) / 100);
  return { load1, load5, load15 };
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(option('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new BenchError('--runs takes a whole number ≥ 1.');
  const shells = option('shell') ? [option('shell')] : Object.keys(SHELLS);
  for (const name of shells)
    if (!SHELLS[name]) throw new BenchError(`--shell takes ${Object.keys(SHELLS).join(' or ')}.`);
  const chromiumPath = findChromium();
  const givenUrl = option('url');
  if (!givenUrl && !args.includes('--no-build')) build();
  const server = givenUrl
    ? { url: givenUrl.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  try {
    const loadBefore = machineLoad();
    console.log(
      `\nServer ready at ${server.url}; load average ${Object.values(loadBefore).join(' ')}`,
    );
    const results = {};
    for (const name of shells) {
      results[name] = await measureShell(name, server, chromiumPath, {
        runs,
        lighthouse: !args.includes('--no-lighthouse'),
      });
    }
    const loadAfter = machineLoad();
    const rows = Object.values(results).flatMap((r) => r.rows);
    console.log(`\n${formatTable(rows)}`);
    console.log(
      `\nMachine load average (1/5/15 min) before ${Object.values(loadBefore).join(' ')}, after ` +
        `${Object.values(loadAfter).join(' ')}: Lighthouse's simulated throttling scores performance ` +
        'lower when other work shares the CPU.',
    );
    const failures = rows.filter((r) => !r.pass);
    await mkdir(join(ROOT, '.reports'), { recursive: true });
    await writeFile(
      REPORT_FILE,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          load: { before: loadBefore, after: loadAfter },
          lighthouseRuns: runs,
          shells: results,
          pass: failures.length === 0,
          failures: failures.map((r) => `${r.shell} ${r.figure}: ${r.shown} (goal ${r.goal})`),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nFigures written to ${REPORT_FILE}`);
    if (failures.length > 0) {
      console.error(`\n${failures.length} figure(s) miss their goal.`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery figure meets its goal.');
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench:web: ${error.message}` : error);
  process.exitCode = 2;
});
