import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishBaseUrl, publishSnapshot, readE2eEnv } from './env';
import { REPO_ROOT, SERVER_ENTRY } from './repo';
import { startVesoServer } from './server';
import { makeSnapshot, runSnapshot } from './snapshot';

const SERVER = { entry: SERVER_ENTRY, cwd: REPO_ROOT };

type Snapshot = { dir: string; remove: () => Promise<void> };

/** The run's snapshot (left to `./veso test`, which removes its run folder), or one of our own. */
async function takeSnapshot(runDir: string | undefined): Promise<Snapshot> {
  if (runDir) return { dir: await runSnapshot(runDir, SERVER), remove: async () => {} };
  const own = await mkdtemp(join(tmpdir(), 'veso-e2e-snapshot-'));
  const remove = () => rm(own, { recursive: true, force: true });
  try {
    await makeSnapshot(join(own, 'snapshot'), SERVER);
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir: join(own, 'snapshot'), remove };
}

/**
 * Playwright global setup: the database snapshot (the run's, shared with the other shell's
 * Playwright run, when VESO_E2E_RUN_DIR is set; else one of its own, removed afterwards),
 * then the real server started from a copy of it (sandbox providers), for the workers; the
 * teardown stops it. When VESO_E2E_BASE_URL is already set, the specs run against that
 * server instead (and the workers' own servers start from an empty database).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const env = readE2eEnv();
  if (env.baseUrl) return async () => {};
  const snapshot = await takeSnapshot(env.runDir);
  try {
    const server = await startVesoServer({ ...SERVER, snapshot: snapshot.dir });
    publishSnapshot(snapshot.dir);
    publishBaseUrl(server.url);
    return async () => {
      await server.stop();
      await snapshot.remove();
    };
  } catch (error) {
    await snapshot.remove();
    throw error;
  }
}
