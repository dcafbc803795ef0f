/**
 * The one reader of the environment in the harness (like the server's env.ts).
 * CHROMIUM_PATH picks the browser; VESO_E2E_BASE_URL is set by the global setup for the
 * test workers, or beforehand to run the specs against a server that is already up;
 * VESO_E2E_SNAPSHOT is the database snapshot the global setup made (or found), which the
 * workers' own servers start from; VESO_E2E_RUN_DIR (set by `./veso test`) is where one
 * test run keeps the snapshot both shells' Playwright runs share.
 */
export type E2eEnv = {
  chromiumPath: string | undefined;
  baseUrl: string | undefined;
  snapshotDir: string | undefined;
  runDir: string | undefined;
  searchPath: string;
  ci: boolean;
};

export const BASE_URL_VARIABLE = 'VESO_E2E_BASE_URL';
export const SNAPSHOT_VARIABLE = 'VESO_E2E_SNAPSHOT';
export const RUN_DIR_VARIABLE = 'VESO_E2E_RUN_DIR';

export function readE2eEnv(): E2eEnv {
  return {
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    baseUrl: process.env[BASE_URL_VARIABLE] || undefined,
    snapshotDir: process.env[SNAPSHOT_VARIABLE] || undefined,
    runDir: process.env[RUN_DIR_VARIABLE] || undefined,
    searchPath: process.env.PATH ?? '',
    ci: Boolean(process.env.CI),
  };
}

/** Hands the server URL to the test workers, which inherit the runner's environment. */
export function publishBaseUrl(url: string): void {
  process.env[BASE_URL_VARIABLE] = url;
}

/** Hands the database snapshot to the test workers (their own servers start from it). */
export function publishSnapshot(dir: string): void {
  process.env[SNAPSHOT_VARIABLE] = dir;
}
