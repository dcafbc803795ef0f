import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** Where third-party packages come from; `@veso/*` never goes there. */
export const NPMJS = 'https://registry.npmjs.org/';

/** A free TCP port on 127.0.0.1 (the OS picks one, and it is released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Verdaccio configuration of a throwaway registry: `@veso/*` is local only (no uplink,
 * so nothing is fetched from, nor falls back to, a public `@veso` scope) and takes
 * publishes from any registered user; every other package is proxied to npmjs (through
 * HTTPS_PROXY/HTTP_PROXY when set). Written as JSON, which is YAML.
 */
export function registryConfig(
  dir: string,
  uplink: string = NPMJS,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, unknown> {
  // Verdaccio reads a proxy from its config only, not from the environment.
  const proxy = {
    https_proxy: env.HTTPS_PROXY ?? env.https_proxy,
    http_proxy: env.HTTP_PROXY ?? env.http_proxy,
    no_proxy: env.NO_PROXY ?? env.no_proxy,
  };
  return {
    ...Object.fromEntries(Object.entries(proxy).filter(([, value]) => value)),
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 100 } },
    uplinks: { npmjs: { url: uplink, timeout: '60s', max_fails: 5 } },
    packages: {
      '@veso/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      '**': { access: '$all', proxy: 'npmjs' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
  };
}

export type Registry = {
  /** e.g. `http://127.0.0.1:41234/` */
  url: string;
  /** Registers a user and returns its token (for `//host:port/:_authToken=`). */
  addUser(name: string, password: string): Promise<string>;
  /** Fails, with the server's log, unless the registry serves this npmjs package. */
  checkUplink(name: string): Promise<void>;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
  /** What the server printed so far, for failure messages. */
  output(): string;
};

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Verdaccio exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(new URL('-/ping', url));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Verdaccio did not answer ${url}-/ping within 60 s:\n${output()}`);
}

/**
 * Starts Verdaccio (its own bin, as a child process of this Node) on a free port of
 * 127.0.0.1 with storage, users and config under `dir`.
 */
export async function startRegistry(dir: string): Promise<Registry> {
  await mkdir(dir, { recursive: true });
  const configPath = join(dir, 'config.yaml');
  await writeFile(configPath, JSON.stringify(registryConfig(dir), null, 2));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
    'bin',
    'verdaccio',
  );

  const child = spawn(
    process.execPath,
    [bin, '--config', configPath, '--listen', `127.0.0.1:${port}`],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    await waitUntilUp(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    output,
    stop,
    async checkUplink(name) {
      const response = await fetch(new URL(encodeURIComponent(name), url), {
        signal: AbortSignal.timeout(90_000),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(
          `Verdaccio cannot get ${name} from ${NPMJS} (${response.status}): is it reachable, through` +
            ` HTTPS_PROXY, with NODE_EXTRA_CA_CERTS for a TLS-inspecting proxy?\n${log}`,
        );
      }
      await response.body?.cancel();
    },
    async addUser(name, password) {
      const response = await fetch(
        new URL(`-/user/org.couchdb.user:${encodeURIComponent(name)}`, url),
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            password,
            type: 'user',
            roles: [],
            date: new Date().toISOString(),
          }),
        },
      );
      const body = (await response.json()) as { token?: string; error?: string };
      if (!response.ok || !body.token) {
        throw new Error(`adduser ${name} failed: ${response.status} ${JSON.stringify(body)}`);
      }
      return body.token;
    },
  };
}
