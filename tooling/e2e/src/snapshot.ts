import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startVesoServer, type ServerExit, type StartVesoServerOptions } from './server';

/**
 * The database snapshot the browser tests start from: the data directory of a server that
 * started once on an empty one (migrated, seeded, its draws caught up with the sandbox clock
 * of that moment) and then shut down cleanly. Every e2e server starts from a copy of it
 * (`startVesoServer({ snapshot })`) and only draws what fell due since.
 */
export type SnapshotServerOptions = Pick<
  StartVesoServerOptions,
  'entry' | 'cwd' | 'env' | 'readyTimeoutMs'
>;

/** How long the snapshot's server may take to shut down (it must close its database). */
const SNAPSHOT_STOP_TIMEOUT_MS = 60_000;

function describeExit({ code, signal }: ServerExit): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * What identifies the server build a snapshot was made with: every file of the built
 * entry's folder (name, size, modification time). A snapshot of another build is never used.
 */
export async function buildStamp(entry: string): Promise<string> {
  const dir = dirname(entry);
  const names = (await readdir(dir)).filter((name) => !name.endsWith('.map')).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(dir, name));
      return `${name}:${info.size}:${Math.trunc(info.mtimeMs)}`;
    }),
  );
  return files.join('\n');
}

/**
 * Makes a snapshot in `dir` (which must not exist): starts the server on `<dir>.partial`,
 * waits until it is ready, stops it and checks it shut down cleanly (its database closed),
 * then renames the folder to `dir`, so that `dir` only ever holds a whole snapshot.
 */
export async function makeSnapshot(dir: string, options: SnapshotServerOptions): Promise<void> {
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const server = await startVesoServer({
      ...options,
      dataDir: partial,
      stopTimeoutMs: SNAPSHOT_STOP_TIMEOUT_MS,
    });
    const exit = await server.stop();
    if (exit.code !== 0) {
      throw new Error(
        `The snapshot's server did not shut down cleanly (${describeExit(exit)}): its database may be torn.`,
      );
    }
    await rename(partial, dir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

export type RunSnapshotOptions = {
  /** How long a second process waits for the first one's snapshot (default 10 min). */
  waitTimeoutMs?: number;
  /** How often it looks (default 250 ms). */
  pollMs?: number;
};

const SNAPSHOT = 'snapshot';
const LOCK = 'snapshot.lock';
const FAILED = 'snapshot.failed';
const STAMP = 'snapshot.build';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The snapshot of one test run, shared by the processes that ask for it with the same
 * `runDir` (both shells' Playwright runs of one `./veso test`): the first to take the lock
 * (a directory made atomically) makes it, the others wait until it is there, and fail when
 * the maker failed or died. A snapshot of another server build is refused. Answers its path.
 */
export async function runSnapshot(
  runDir: string,
  server: SnapshotServerOptions,
  { waitTimeoutMs = 600_000, pollMs = 250 }: RunSnapshotOptions = {},
): Promise<string> {
  const dir = join(runDir, SNAPSHOT);
  const lock = join(runDir, LOCK);
  const stampFile = join(runDir, STAMP);
  await mkdir(runDir, { recursive: true });
  const stamp = await buildStamp(server.entry);
  let maker = false;
  try {
    await mkdir(lock);
    maker = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (maker) {
    await writeFile(join(lock, 'pid'), String(process.pid));
    try {
      await writeFile(stampFile, stamp);
      await makeSnapshot(dir, server);
      return dir;
    } catch (error) {
      await writeFile(join(runDir, FAILED), (error as Error).message);
      throw error;
    }
  }
  const deadline = Date.now() + waitTimeoutMs;
  for (;;) {
    if (existsSync(dir)) {
      if ((await readText(stampFile)) !== stamp) {
        throw new Error(
          `The database snapshot in ${runDir} was made with another build of the server: use a new run directory.`,
        );
      }
      return dir;
    }
    const failed = await readText(join(runDir, FAILED));
    if (failed !== undefined) {
      throw new Error(`The run's database snapshot could not be made: ${failed}`);
    }
    const pid = Number(await readText(join(lock, 'pid')));
    if (pid > 0 && !isAlive(pid)) {
      throw new Error(`The process making the run's database snapshot (pid ${pid}) died.`);
    }
    if (Date.now() > deadline) {
      throw new Error(`The run's database snapshot was not ready within ${waitTimeoutMs} ms.`);
    }
    await delay(pollMs);
  }
}
