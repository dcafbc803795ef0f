// The shop on several nodes as deploy/README.md sets it up, on loopback ports of this
// machine: one PostgreSQL database, PgBouncer (deploy/pgbouncer.ini), N server nodes with the
// environment of deploy/node.env.example (supervised, restarted when they exit, as systemd
// would), HAProxy in front (deploy/haproxy.cfg). The README's own commands are run where it
// marks them (`<!-- cluster: name -->` before a fenced block), with only addresses and paths
// substituted (see `readmeCommand`). Used by the cluster test and `bench:orders --nodes=N`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PG_URL, ROOT, SERVER_DIR, SERVER_ENTRY, requireFromServer } from './bench-kit.mjs';

export const DEPLOY = join(ROOT, 'deploy');

/** A free TCP port on loopback. */
export function freePort() {
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

/** HAProxy, PgBouncer and the README's tools from Debian's packages, installed when missing. */
export function ensurePackages(cannot, name) {
  const missing = [
    ['haproxy', 'haproxy'],
    ['pgbouncer', 'pgbouncer'],
    ['socat', 'socat'],
    ['curl', 'curl'],
    ['psql', 'postgresql-client'],
  ].filter(([binary]) => !has(binary));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    cannot(`install ${missing.map(([, p]) => p).join(' ')} (apt-get) or run as root`);
  }
  const packages = missing.map(([, p]) => p);
  console.log(`${name}: apt-get install ${packages.join(' ')}`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) cannot('apt-get install failed');
}

export async function pg(url, text, params = []) {
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
export function run(command, argv, options = {}) {
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

/** Resolves once `probe` answers true (asked every 100 ms), or rejects after `ms`. */
export async function until(probe, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const ready = (base) => () =>
  fetch(`${base}/api/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status === 200);

// ---------------------------------------------------------------------------------------
// The README's commands

/**
 * The command of deploy/README.md's fenced block marked `<!-- cluster: name -->`, with this
 * machine's addresses and paths put in: `substitutions` maps what the README writes
 * (`127.0.0.1:3001`, `/etc/haproxy/haproxy.cfg`…) to what is used here.
 */
export async function readmeCommand(name, substitutions) {
  const readme = await readFile(join(DEPLOY, 'README.md'), 'utf8');
  const match = new RegExp(`<!-- cluster: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  );
  if (!match) throw new Error(`deploy/README.md marks no command "${name}"`);
  let command = match[1].trim();
  // Longest first: `127.0.0.1:3001` is not replaced inside `127.0.0.1:30011`.
  for (const [from, to] of Object.entries(substitutions).sort(
    (a, b) => b[0].length - a[0].length,
  )) {
    command = command.split(from).join(to);
  }
  return command;
}

/** Runs a README command with `sh` from the repository's root; answers its exit and output. */
export function runReadme(command, env = {}) {
  const result = spawnSync('sh', ['-c', command], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

// ---------------------------------------------------------------------------------------
// The cluster

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

/** The environment of deploy/node.env.example with this machine's database and `extra`. */
async function nodeEnvironment(databaseUrl, extra) {
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
    LOG_LEVEL: 'warn',
    ...extra,
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
  const proc = run('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')]);
  const base = `http://127.0.0.1:${port}`;
  return { base, port, statsPort, socket, proc, cfg };
}

/**
 * Starts the cluster of deploy/README.md ("Setting up", steps 1–5) with `count` nodes:
 * answers the HAProxy address, the nodes, the README substitutions and `stop()`.
 * `env`: more environment for every node (the rate limit of a test, a bench's settings).
 * Each README check it runs is reported to `step(what, outcome)`.
 */
export async function startCluster({ count, env = {}, keep = false, step = () => undefined }) {
  const dir = await mkdtemp(join(tmpdir(), 'veso-cluster-'));
  await chmod(dir, 0o755);
  const database = `veso_cluster_${randomBytes(4).toString('hex')}`;
  // Step 1: a database (the role is this machine's PostgreSQL user).
  await pg(PG_URL, `CREATE DATABASE ${database}`);
  const directUrl = new URL(PG_URL);
  directUrl.pathname = `/${database}`;
  const cluster = {
    dir,
    database,
    directUrl: directUrl.toString(),
    stopping: false,
    nodes: [],
    substitutions: {},
  };
  cluster.stop = async () => {
    cluster.stopping = true;
    for (const node of cluster.nodes) node.proc?.child.kill('SIGTERM');
    await Promise.all(cluster.nodes.map((n) => n.proc?.exited));
    cluster.haproxy?.proc.child.kill('SIGTERM');
    cluster.bouncer?.proc.child.kill('SIGTERM');
    await Promise.all([cluster.haproxy?.proc.exited, cluster.bouncer?.proc.exited]);
    if (keep) return;
    await pg(PG_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  /** Runs the README's command `name`; throws with its output when it fails. */
  cluster.readme = async (name, extraEnv = {}) => {
    const command = await readmeCommand(name, cluster.substitutions);
    const result = runReadme(command, extraEnv);
    step(`README ${name}: ${command}`, result);
    if (result.code !== 0) {
      throw new Error(`README ${name} (${command}) exit ${result.code}: ${result.output}`);
    }
    return result;
  };
  try {
    // Step 2: PgBouncer, checked as the README says.
    cluster.bouncer = await startPgBouncer(dir, database);
    const pgUser = decodeURIComponent(new URL(PG_URL).username || 'postgres');
    cluster.substitutions['veso@127.0.0.1:6432'] = `${pgUser}@127.0.0.1:${cluster.bouncer.port}`;
    cluster.substitutions['postgres://veso@127.0.0.1:5432/veso'] = cluster.directUrl;
    await cluster.readme('pgbouncer-check');
    // Step 4: node 1 migrates and seeds alone, then the others; each answers readyz.
    const base = await nodeEnvironment(cluster.bouncer.url, env);
    for (let i = 1; i <= count; i += 1) {
      const [port, metricsPort] = [await freePort(), await freePort()];
      cluster.substitutions[`127.0.0.1:300${i}`] = `127.0.0.1:${port}`;
      const nodeEnv = { ...base, PORT: String(port), VESO_METRICS_PORT: String(metricsPort) };
      cluster.nodes.push(supervise(dir, `node${i}`, nodeEnv, cluster));
      if (i === 1) await until(ready(`http://127.0.0.1:${port}`), 120_000, 'node1 ready');
    }
    for (const [i, node] of cluster.nodes.entries()) {
      await until(ready(`http://127.0.0.1:${node.env.PORT}`), 120_000, `${node.name} ready`);
      // The README's check for node 1 (its address substituted for each node).
      const command = await readmeCommand('node-ready', {
        '127.0.0.1:3001': `127.0.0.1:${node.env.PORT}`,
      });
      const result = runReadme(command);
      step(`README node-ready (node${i + 1}): ${command}`, result);
      if (result.code !== 0 || !/"code":0/.test(result.output)) {
        throw new Error(`${node.name}: ${command}: ${result.output}`);
      }
    }
    // Step 5: HAProxy, its configuration checked as the README says, then started.
    const haproxy = await startHaproxy(dir, cluster.nodes);
    cluster.haproxy = haproxy;
    cluster.substitutions['/etc/haproxy/haproxy.cfg'] = join(dir, 'haproxy.cfg');
    cluster.substitutions['/run/haproxy/admin.sock'] = haproxy.socket;
    cluster.substitutions['127.0.0.1:8404'] = `127.0.0.1:${haproxy.statsPort}`;
    cluster.substitutions['/run/veso/'] = `${dir}/`;
    await cluster.readme('haproxy-check');
    await until(ready(haproxy.base), 20_000, 'HAProxy').catch((error) => {
      throw new Error(`${error.message}\n${haproxy.proc.output()}\n${haproxy.cfg}`);
    });
    // Every node UP on the stats page (the README's command prints how many are).
    const upCommand = await readmeCommand('haproxy-up', cluster.substitutions);
    let up;
    await until(
      async () => {
        up = runReadme(upCommand);
        return up.output === String(count);
      },
      20_000,
      `every node UP in HAProxy (${upCommand})`,
    );
    step(`README haproxy-up: ${upCommand}`, up);
    cluster.shop = haproxy.base;
    return cluster;
  } catch (error) {
    error.cluster = cluster;
    throw error;
  }
}

/** The last lines of each process's output, for a failure's report. */
export function clusterOutput(cluster, chars = 4000) {
  if (!cluster) return '';
  const parts = cluster.nodes.map((n) => `--- ${n.name}\n${n.proc?.output().slice(-chars)}`);
  if (cluster.haproxy) parts.push(`--- haproxy\n${cluster.haproxy.proc.output().slice(-chars)}`);
  if (cluster.bouncer) parts.push(`--- pgbouncer\n${cluster.bouncer.proc.output().slice(-chars)}`);
  return parts.join('\n');
}
