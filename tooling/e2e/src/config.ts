import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { readE2eEnv } from './env';
import { PHONE_CONTEXT } from './phone';

export type E2eConfigOptions = {
  /** The app folder (its playwright.config.ts's `import.meta.dirname`). Specs live in `e2e/`. */
  dir: string;
};

/**
 * The Playwright config of an app: specs in `<dir>/e2e` (`*.serial.spec.ts` ones run last,
 * one at a time), the system Chromium at a phone viewport, the real server from the global setup, list output and a JSON report in
 * `<dir>/.reports/playwright.json` for the root test command.
 */
export function defineE2eConfig({ dir }: E2eConfigOptions): PlaywrightTestConfig {
  const env = readE2eEnv();
  return defineConfig({
    testDir: join(dir, 'e2e'),
    testMatch: '**/*.spec.ts',
    outputDir: join(dir, 'test-results'),
    fullyParallel: true,
    workers: 2,
    forbidOnly: env.ci,
    retries: 0,
    // Generous: the CI machine has 2 cores and runs other suites alongside; slow is not failed.
    timeout: 90_000,
    expect: { timeout: 15_000 },
    reporter: [['list'], ['json', { outputFile: join(dir, '.reports/playwright.json') }]],
    globalSetup: fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
    use: {
      ...PHONE_CONTEXT,
      // Workers re-read the config after the global setup published the server URL.
      ...(env.baseUrl ? { baseURL: env.baseUrl } : {}),
      launchOptions: { executablePath: findChromium(env), args: [...CHROMIUM_ARGS] },
      trace: 'off',
      screenshot: 'off',
      // The web shell's service worker would serve pages and data past the test's own
      // routing and download the whole release after each load: only the specs of the
      // installed app (`*.worker.spec.ts`, their own project) run with it.
      serviceWorkers: 'block',
    },
    projects: [
      { name: 'phone-chromium', testIgnore: ['**/*.serial.spec.ts', '**/*.worker.spec.ts'] },
      // The installed app's specs, with service workers, in worker processes (so browsers)
      // of their own: in a Chromium that has run a context with workers blocked, a later
      // context's worker installs but never takes over its page (CI, 28/11/2026).
      {
        name: 'phone-chromium-worker',
        testMatch: '**/*.worker.spec.ts',
        use: { serviceWorkers: 'allow' },
      },
      // Specs that move the shared sandbox clock far (e.g. to the next Keno draw at night)
      // run alone, one file after the other, after every other spec has finished.
      {
        name: 'phone-chromium-serial',
        testMatch: '**/*.serial.spec.ts',
        dependencies: ['phone-chromium', 'phone-chromium-worker'],
        fullyParallel: false,
        workers: 1,
      },
    ],
  });
}
