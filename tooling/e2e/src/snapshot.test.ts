import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startVesoServer } from './server';
import { makeSnapshot, runSnapshot } from './snapshot';

// A stand-in for apps/server/dist/main.js with its start-up and shutdown contract: it
// counts its starts in the data directory (`starts`) and in START_LOG, listens, prints
// VESO_READY, and on SIGTERM closes and exits 0 (EXIT_CODE otherwise).
const FAKE_SERVER = `
import { createServer } from 'node:http';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
appendFileSync(join(process.env.VESO_DATA_DIR, 'starts'), 'start\\n');
if (process.env.START_LOG) appendFileSync(process.env.START_LOG, process.pid + '\\n');
const server = createServer((req, res) => res.end('veso'));
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('VESO_READY http://127.0.0.1:' + process.env.PORT + '\\n');
});
process.on('SIGTERM', () => server.close(() => process.exit(Number(process.env.EXIT_CODE ?? 0))));
`;

let bin: string;
let work: string;

beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), 'veso-snapshot-bin-'));
  work = await mkdtemp(join(tmpdir(), 'veso-snapshot-run-'));
  await writeFile(join(bin, 'main.mjs'), FAKE_SERVER);
});

afterEach(async () => {
  await rm(bin, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

const server = (env: Record<string, string> = {}) => ({
  entry: join(bin, 'main.mjs'),
  cwd: bin,
  env,
});

async function lines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').filter(Boolean);
}

describe('makeSnapshot', () => {
  it('keeps the data directory of a server that started once and shut down cleanly', async () => {
    const dir = join(work, 'snapshot');
    await makeSnapshot(dir, server());
    expect(await lines(join(dir, 'starts'))).toEqual(['start']);
    expect(await readdir(work)).toEqual(['snapshot']);
  });

  it('refuses the data of a server that did not shut down cleanly, and leaves nothing', async () => {
    const dir = join(work, 'snapshot');
    await expect(makeSnapshot(dir, server({ EXIT_CODE: '1' }))).rejects.toThrow(
      /did not shut down cleanly \(exit code 1\)/,
    );
    expect(await readdir(work)).toEqual([]);
  });
});

describe('startVesoServer from a snapshot', () => {
  it('starts on a copy: the snapshot stays as it was, the copy goes with the server', async () => {
    const dir = join(work, 'snapshot');
    await makeSnapshot(dir, server());
    const started = await startVesoServer({ ...server(), snapshot: dir });
    expect(started.dataDir).not.toBe(dir);
    expect(await lines(join(started.dataDir, 'starts'))).toEqual(['start', 'start']);
    expect(await started.stop()).toEqual({ code: 0, signal: null });
    expect(existsSync(started.dataDir)).toBe(false);
    expect(await lines(join(dir, 'starts'))).toEqual(['start']);
  });

  it('fails when the snapshot is missing', async () => {
    await expect(startVesoServer({ ...server(), snapshot: join(work, 'missing') })).rejects.toThrow(
      /snapshot .*missing does not exist/,
    );
  });
});

describe('runSnapshot', () => {
  it('is made once for every process of a run that asks for it', async () => {
    const log = join(work, 'starts.log');
    const runDir = join(work, 'run');
    const dirs = await Promise.all([
      runSnapshot(runDir, server({ START_LOG: log })),
      runSnapshot(runDir, server({ START_LOG: log }), { pollMs: 20 }),
      runSnapshot(runDir, server({ START_LOG: log }), { pollMs: 20 }),
    ]);
    expect(new Set(dirs)).toEqual(new Set([join(runDir, 'snapshot')]));
    expect(await lines(log)).toHaveLength(1);
    // A later process of the same run finds it made.
    await expect(runSnapshot(runDir, server({ START_LOG: log }))).resolves.toBe(dirs[0]);
    expect(await lines(log)).toHaveLength(1);
  });

  it('fails every waiting process with the reason when the maker fails', async () => {
    const runDir = join(work, 'run');
    const results = await Promise.allSettled([
      runSnapshot(runDir, server({ EXIT_CODE: '3' })),
      runSnapshot(runDir, server({ EXIT_CODE: '3' }), { pollMs: 20 }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      expect(String((result as PromiseRejectedResult).reason)).toMatch(/exit code 3/);
    }
    expect(existsSync(join(runDir, 'snapshot'))).toBe(false);
  });

  it('fails a waiting process when the maker died without a word', async () => {
    const runDir = join(work, 'run');
    await mkdir(join(runDir, 'snapshot.lock'), { recursive: true });
    // A pid that is no process: the highest a Linux kernel hands out, plus one.
    await writeFile(join(runDir, 'snapshot.lock', 'pid'), String(4_194_305));
    await expect(runSnapshot(runDir, server(), { pollMs: 20 })).rejects.toThrow(
      /pid 4194305\) died/,
    );
  });

  it('gives up waiting at its deadline', async () => {
    const runDir = join(work, 'run');
    await mkdir(join(runDir, 'snapshot.lock'), { recursive: true });
    await writeFile(join(runDir, 'snapshot.lock', 'pid'), String(process.pid));
    await expect(runSnapshot(runDir, server(), { pollMs: 20, waitTimeoutMs: 200 })).rejects.toThrow(
      /not ready within 200 ms/,
    );
  });

  it('never hands out a snapshot of another server build', async () => {
    const runDir = join(work, 'run');
    await runSnapshot(runDir, server());
    // The server is rebuilt: one of its files changes.
    await appendFile(join(bin, 'main.mjs'), '\n// rebuilt\n');
    await expect(runSnapshot(runDir, server())).rejects.toThrow(/another build of the server/);
  });
});
