// What the server benchmarks share: options, the built server started in sandbox mode on a
// fresh database (PGlite in a temporary folder, PostgreSQL in a fresh schema), JSON calls,
// percentiles and clean-up. A benchmark, not a test: figures are printed and written to
// .reports/, never asserted on time.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_DIR = join(ROOT, 'apps/server');
export const SERVER_ENTRY = join(SERVER_DIR, 'dist/main.js');
export const requireFromServer = createRequire(join(SERVER_DIR, 'package.json'));
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `--key=value` options (`--flag` is `'true'`). */
export function parseArgs(argv = process.argv.slice(2)) {
  return new Map(
    argv.map((a) => {
      const [k, v] = a.replace(/^--/, '').split('=');
      return [k, v ?? 'true'];
    }),
  );
}

/** Prints `name: message` and exits: 2 when the bench cannot run, 1 when a check failed. */
export function failWith(name) {
  return (message, code = 2) => {
    console.error(`${name}: ${message}`);
    process.exit(code);
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Rounds to one decimal. */
export const round1 = (x) => Math.round(x * 10) / 10;

/** Builds the server unless `--no-build`. */
export function buildServer(args, fail) {
  if (args.get('build') === 'false' || args.has('no-build')) return;
  const build = spawnSync('pnpm', ['--filter', '@veso/server', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) fail('server build failed');
}

/** Starts the built server with `env`; `ready` resolves with its base URL. */
export function startServer(env) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: SERVER_DIR,
    // BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server.
    env: {
      PATH: process.env.PATH,
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // At production's log level the server logs a line per request: keep only the tail.
  const keep = (c) => (output = (output + c).slice(-65_536));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/^VESO_READY (http:\/\/127\.0\.0\.1:\d+)$/m);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      } else if (child.exitCode !== null || child.signalCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited:\n${output}`));
      }
    }, 50);
  });
  return {
    pid: child.pid,
    ready,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    output: () => output,
  };
}

/**
 * A fresh database for one bench run and the sandbox server's environment on it (no rate
 * limit, payouts off, `extra` on top; PostgreSQL in `existingSchema` when given);
 * `dispose` drops the schema or removes the folder.
 */
export async function benchDatabase(kind, extra = {}, existingSchema = undefined) {
  const dataDir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'veso-bench-')) : null;
  const schema = existingSchema ?? `bench_${randomBytes(4).toString('hex')}`;
  const env = {
    NODE_ENV: 'production',
    VESO_SANDBOX: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    VESO_RATE_LIMIT_MAX: '0',
    VESO_PAYOUT_INTERVAL_MS: '0',
    ...(kind === 'pglite'
      ? { VESO_DATA_DIR: dataDir }
      : { DATABASE_URL: PG_URL, VESO_DB_SCHEMA: schema }),
    ...extra,
  };
  return {
    env,
    schema: kind === 'postgres' ? schema : null,
    dispose: async () => {
      if (kind === 'postgres') await pgQuery(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      else await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One statement on the bench's PostgreSQL (search_path set to `schema` when given). */
export async function pgQuery(text, params = [], schema = null) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO "${schema}"`);
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function pgReachable() {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The kinds of database to run: PGlite, and PostgreSQL when it answers (`--only=`). */
export async function benchKinds(args, name) {
  const only = args.get('only');
  const kinds = [];
  if (only !== 'postgres') kinds.push('pglite');
  if (only !== 'pglite') {
    if (await pgReachable()) kinds.push('postgres');
    else console.log(`${name}: no PostgreSQL at ${PG_URL}; skipped`);
  }
  return kinds;
}

/** `POST /api{path}` with a JSON body (and a session token); answers the envelope. */
export async function apiPost(base, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  return res.json();
}

/** The server's sandbox counters (`GET /api/dev/metrics`: SQL statements, CPU, RSS). */
export async function devMetrics(base) {
  const metrics = await apiGet(base, '/dev/metrics');
  if (metrics.code !== 0) throw new Error(`metrics: ${JSON.stringify(metrics)}`);
  return metrics.data;
}

/** Prints a goal's verdict. */
export const verdict = (ok) => (ok ? 'pass' : 'FAIL');

/** `GET /api{path}`; answers the envelope. */
export async function apiGet(base, path) {
  const res = await fetch(`${base}/api${path}`);
  return res.json();
}

/** The resident set size of a process in MiB (Linux `/proc`), or null. */
export async function rssMiB(pid) {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB$/m)?.[1]);
    return Number.isFinite(kb) ? round1(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** The machine's 1-minute load average and core count, for the report. */
export async function machineLoad() {
  const { loadavg, cpus } = await import('node:os');
  return { load1: round1(loadavg()[0]), cores: cpus().length };
}
