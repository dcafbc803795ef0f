import { publishBaseUrl, readE2eEnv } from './env';
import { REPO_ROOT, SERVER_ENTRY } from './repo';
import { startVesoServer } from './server';

/**
 * Playwright global setup: starts the real server (embedded database in a temporary
 * directory, sandbox providers) and returns the teardown that stops it. When
 * VESO_E2E_BASE_URL is already set, the specs run against that server instead.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (readE2eEnv().baseUrl) return async () => {};
  const server = await startVesoServer({ entry: SERVER_ENTRY, cwd: REPO_ROOT });
  publishBaseUrl(server.url);
  return () => server.stop();
}
