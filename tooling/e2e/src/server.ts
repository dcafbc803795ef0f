import { spawn } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export type VesoServer = {
  /** e.g. http://127.0.0.1:43123 — from the server's VESO_READY line */
  url: string;
  dataDir: string;
  /**
   * Stops the server (SIGTERM, then SIGKILL after `stopTimeoutMs`) and removes its data
   * directory unless it was given ({@link StartVesoServerOptions.dataDir}). Answers how the
   * process ended: `{ code: 0, signal: null }` is a clean shutdown.
   */
  stop: () => Promise<ServerExit>;
};

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type StartVesoServerOptions = {
  /** The built server entry, normally apps/server/dist/main.js. */
  entry: string;
  cwd: string;
  /** Extra environment for the server (PORT, VESO_SANDBOX and VESO_DATA_DIR are set here). */
  env?: Record<string, string | undefined>;
  readyTimeoutMs?: number;
  /**
   * A stopped server's data directory (a snapshot, see snapshot.ts) that the new server
   * starts from: copied into its fresh temporary data directory first, so it only catches up
   * on the draws since the snapshot instead of migrating, seeding and drawing a year.
   */
  snapshot?: string;
  /** The data directory to use as it is (created when missing) and keep after `stop`. */
  dataDir?: string;
  /** How long `stop` waits for the server to shut down before it kills it (default 5 s). */
  stopTimeoutMs?: number;
};

const READY_PATTERN = /VESO_READY\s+(\S+)/;
const KEPT_OUTPUT_LINES = 40;

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Copies a data directory (a stopped server's) into `target`: copy-on-write where the file
 * system can (reflinks), else a plain copy (about 90 MB, a second).
 */
export async function copyDataDir(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`The database snapshot ${source} does not exist.`);
  await cp(source, target, { recursive: true, mode: constants.COPYFILE_FICLONE });
}

/**
 * Starts the real VeSo server on a free port with a fresh embedded database in a
 * temporary directory (a copy of `snapshot` when given) and sandbox providers, and resolves
 * once it prints VESO_READY.
 */
export async function startVesoServer(options: StartVesoServerOptions): Promise<VesoServer> {
  if (!existsSync(options.entry)) {
    throw new Error(
      `The server is not built (${options.entry} is missing): run pnpm turbo run build --filter=@veso/server`,
    );
  }
  const port = await freePort();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'veso-e2e-data-')));
  if (options.snapshot) {
    try {
      await copyDataDir(options.snapshot, dataDir);
    } catch (error) {
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(process.execPath, [options.entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      ...options.env,
      PORT: String(port),
      VESO_SANDBOX: '1',
      VESO_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (line: string) => {
    output.push(line);
    if (output.length > KEPT_OUTPUT_LINES) output.shift();
  };
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  async function stop(): Promise<ServerExit> {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), options.stopTimeoutMs ?? 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    return exited;
  }

  createInterface({ input: child.stderr }).on('line', keep);
  const stdout = createInterface({ input: child.stdout });
  // First start seeds the real draw history; on a loaded 2-core CI machine that takes a while.
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server did not print VESO_READY within ${readyTimeoutMs} ms.`)),
        readyTimeoutMs,
      );
      stdout.on('line', (line) => {
        keep(line);
        const match = READY_PATTERN.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      void exited.then(({ code }) => {
        clearTimeout(timer);
        reject(new Error(`The server exited with code ${code} before it was ready.`));
      });
    });
    return { url: url.replace(/\/$/, ''), dataDir, stop };
  } catch (error) {
    await stop();
    const detail = output.length > 0 ? `\nLast server output:\n${output.join('\n')}` : '';
    throw new Error(`${(error as Error).message}${detail}`, { cause: error });
  }
}
