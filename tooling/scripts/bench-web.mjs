#!/usr/bin/env node
// Web performance budget of the shop's home page (`pnpm bench:web`).
//
// Builds the server and both shells, starts the real server (compression on, sandbox,
// a temporary embedded database, a free port), then for `/`:
//   1. loads it in the system Chromium (playwright-core), waits for the shop's
//      `performance.mark('veso:interactive')` (set once the frame's first route has
//      committed with its handlers) and sums the gzip size (zlib level 9) of every script
//      and stylesheet whose request started before that mark (Resource Timing): the JS and
//      CSS a phone downloads before the page is interactive. What is fetched after it (the
//      data layer, islands) is printed separately, reported but not budgeted;
//   2. runs Lighthouse (mobile preset, simulated throttling) on the same Chromium.
// Prints the figures, writes them to .reports/bench-web.json and exits 1 above budget
// (2 when the measurement itself could not run).
//
// Options: --no-build (reuse the current dist folders); --url=http://host:port (measure a
// server that is already running: no build, no start).
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
/** After the mark, the page counts as settled once no script or stylesheet arrived for this long. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 20_000;

const BUDGET = {
  jsGzipBytes: 120_000,
  cssGzipBytes: 15_000,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
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
    ['turbo', 'run', 'build', '--filter=@veso/server', '--filter=@veso/web', '--filter=@veso/embed'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new BenchError(`The build failed (exit ${result.status ?? result.signal}).`);
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
  if (!existsSync(SERVER_ENTRY)) throw new BenchError(`${SERVER_ENTRY} is missing: the server is not built.`);
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
      const timer = setTimeout(() => reject(new BenchError('The server did not print VESO_READY within 60 s.')), 60_000);
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
 * Scripts and stylesheets fetched by `/`, with their gzip size, split by whether their
 * request started before the interactive mark (Resource Timing `startTime` against the
 * mark's `startTime`, both on the page's clock).
 */
async function measureAssets(url, chromiumPath) {
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
      if (!collecting || (type !== 'script' && type !== 'stylesheet') || pending.has(response.url())) return;
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
    const response = await page.goto(`${url}/`, { waitUntil: 'load' });
    if (!response?.ok()) throw new BenchError(`GET / answered ${response?.status() ?? 'nothing'}.`);
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
    if (text.includes('chế độ ẩn danh')) throw new BenchError('The page showed the private-browsing gate.');
    const timing = await page.evaluate((name) => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      return {
        markMs: mark.startTime,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      };
    }, INTERACTIVE_MARK);
    const startOf = new Map(timing.starts);
    const assets = (await Promise.all(pending.values())).filter(Boolean).map(({ href, ...asset }) => {
      const startMs = startOf.get(href);
      // No timing entry (should not happen on a fresh profile): counted before, to be safe.
      const phase = startMs === undefined || startMs < timing.markMs ? 'before' : 'after';
      return { ...asset, startMs: startMs === undefined ? null : Math.round(startMs), phase };
    });
    const sum = (type, phase) =>
      assets.filter((a) => a.type === type && a.phase === phase).reduce((total, a) => total + a.gzipBytes, 0);
    return {
      assets,
      interactiveMarkMs: Math.round(timing.markMs),
      jsGzipBytes: sum('script', 'before'),
      cssGzipBytes: sum('stylesheet', 'before'),
      afterInteractive: { jsGzipBytes: sum('script', 'after'), cssGzipBytes: sum('stylesheet', 'after') },
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function runLighthouse(url, chromiumPath) {
  if (!existsSync(LIGHTHOUSE_BIN)) throw new BenchError(`${LIGHTHOUSE_BIN} is missing: run pnpm install.`);
  const outDir = await mkdtemp(join(tmpdir(), 'veso-bench-lh-'));
  const outFile = join(outDir, 'report.json');
  try {
    const result = spawnSync(
      LIGHTHOUSE_BIN,
      [
        `${url}/`,
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (result.status !== 0 || !existsSync(outFile)) {
      throw new BenchError(`Lighthouse failed (exit ${result.status ?? result.signal}).`);
    }
    const lhr = JSON.parse(await readFile(outFile, 'utf8'));
    if (lhr.runtimeError) throw new BenchError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
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
      failedAudits: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

function checkBudget(assets, lighthouse) {
  const failures = [];
  if (assets.jsGzipBytes > BUDGET.jsGzipBytes) {
    failures.push(`JS ${assets.jsGzipBytes} B gzip > ${BUDGET.jsGzipBytes} B`);
  }
  if (assets.cssGzipBytes > BUDGET.cssGzipBytes) {
    failures.push(`CSS ${assets.cssGzipBytes} B gzip > ${BUDGET.cssGzipBytes} B`);
  }
  const { performance, accessibility, bestPractices } = lighthouse.scores;
  if (performance === null || performance < BUDGET.performance) {
    failures.push(`performance ${performance} < ${BUDGET.performance}`);
  }
  if (accessibility === null || accessibility < BUDGET.accessibility) {
    failures.push(`accessibility ${accessibility} < ${BUDGET.accessibility}`);
  }
  if (bestPractices === null || bestPractices < BUDGET.bestPractices) {
    failures.push(`best practices ${bestPractices} < ${BUDGET.bestPractices}`);
  }
  return failures;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const chromiumPath = findChromium();
  const givenUrl = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
  if (!givenUrl && !process.argv.includes('--no-build')) build();
  const server = givenUrl ? { url: givenUrl.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  try {
    console.log(`\nServer ready at ${server.url}; measuring / …`);
    const assets = await measureAssets(server.url, chromiumPath);
    const listAssets = (phase) => {
      for (const asset of assets.assets.filter((a) => a.phase === phase)) {
        console.log(
          `  ${asset.type.padEnd(10)} ${kB(asset.gzipBytes).padStart(9)}  ${`@${asset.startMs ?? '?'} ms`.padStart(9)}  ${asset.url}`,
        );
      }
    };
    console.log(
      `\nJS and CSS before the page is interactive (requested before '${INTERACTIVE_MARK}' at ` +
        `${assets.interactiveMarkMs} ms; gzip -9 of each body):`,
    );
    listAssets('before');
    console.log(`  JS  total ${kB(assets.jsGzipBytes)} gzip (budget ${kB(BUDGET.jsGzipBytes)})`);
    console.log(`  CSS total ${kB(assets.cssGzipBytes)} gzip (budget ${kB(BUDGET.cssGzipBytes)})`);
    console.log('\nAfter interactive (data layer, islands; reported, not budgeted):');
    listAssets('after');
    console.log(`  JS  total ${kB(assets.afterInteractive.jsGzipBytes)} gzip`);
    console.log(`  CSS total ${kB(assets.afterInteractive.cssGzipBytes)} gzip`);

    console.log('\nLighthouse (mobile) …');
    const lighthouse = await runLighthouse(server.url, chromiumPath);
    const { scores, metrics } = lighthouse;
    console.log(
      `  performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores.bestPractices}, SEO ${scores.seo}`,
    );
    console.log(
      `  LCP ${Math.round(metrics.lcpMs ?? NaN)} ms, TBT ${Math.round(metrics.tbtMs ?? NaN)} ms, ` +
        `CLS ${(metrics.cls ?? NaN).toFixed(3)}`,
    );
    if (lighthouse.failedAudits.length > 0) console.log(`  failed audits: ${lighthouse.failedAudits.join(', ')}`);

    const failures = checkBudget(assets, lighthouse);
    await mkdir(join(ROOT, '.reports'), { recursive: true });
    await writeFile(
      REPORT_FILE,
      `${JSON.stringify(
        {
          url: '/',
          measuredAt: new Date().toISOString(),
          budget: BUDGET,
          interactiveMark: { name: INTERACTIVE_MARK, startMs: assets.interactiveMarkMs },
          js: { gzipBytes: assets.jsGzipBytes },
          css: { gzipBytes: assets.cssGzipBytes },
          afterInteractive: {
            js: { gzipBytes: assets.afterInteractive.jsGzipBytes },
            css: { gzipBytes: assets.afterInteractive.cssGzipBytes },
          },
          assets: assets.assets,
          lighthouse,
          pass: failures.length === 0,
          failures,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nFigures written to ${REPORT_FILE}`);
    if (failures.length > 0) {
      console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nWithin budget.');
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench:web: ${error.message}` : error);
  process.exitCode = 2;
});
