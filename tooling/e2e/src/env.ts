/**
 * The one reader of the environment in the harness (like the server's env.ts).
 * CHROMIUM_PATH picks the browser; VESO_E2E_BASE_URL is set by the global setup for the
 * test workers, or beforehand to run the specs against a server that is already up.
 */
export type E2eEnv = {
  chromiumPath: string | undefined;
  baseUrl: string | undefined;
  searchPath: string;
  ci: boolean;
};

export const BASE_URL_VARIABLE = 'VESO_E2E_BASE_URL';

export function readE2eEnv(): E2eEnv {
  return {
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    baseUrl: process.env[BASE_URL_VARIABLE] || undefined,
    searchPath: process.env.PATH ?? '',
    ci: Boolean(process.env.CI),
  };
}

/** Hands the server URL to the test workers, which inherit the runner's environment. */
export function publishBaseUrl(url: string): void {
  process.env[BASE_URL_VARIABLE] = url;
}
