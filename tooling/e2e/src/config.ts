import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { readE2eEnv } from './env';
import type { E2eWorkerOptions } from './fixtures';
import { PHONE_CONTEXT } from './phone';

export type E2eConfigOptions = {
  /** The app folder (its playwright.config.ts's `import.meta.dirname`). Specs live in `e2e/`. */
  dir: string;
};

/**
 * The Playwright config of an app: specs in `<dir>/e2e`, the system Chromium at a phone
 * viewport, the real server from the global setup (or, for `*.serial.spec.ts`, the worker's
 * own: see the projects), list output and a JSON report in `<dir>/.reports/playwright.json`
 * for the root test command.
 */
export function defineE2eConfig({
  dir,
}: E2eConfigOptions): PlaywrightTestConfig<object, E2eWorkerOptions> {
  const env = readE2eEnv();
  return defineConfig<object, E2eWorkerOptions>({
    testDir: join(dir, 'e2e'),
    testMatch: '**/*.spec.ts',
    outputDir: join(dir, 'test-results'),
    fullyParallel: true,
    // Two on the 2-core CI machine (its other suites run alongside).
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
      // `baseURL` is the worker's server (fixtures.ts): the shared one, or its own.
      launchOptions: { executablePath: findChromium(env), args: [...CHROMIUM_ARGS] },
      trace: 'off',
      screenshot: 'off',
      // The web shell's service worker would serve pages and data past the test's own
      // routing and download the whole release after each load: only the specs of the
      // installed app (`*.worker.spec.ts`, their own project) run with it.
      serviceWorkers: 'block',
    },
    projects: [
      // Specs that move the sandbox clock far (e.g. to the next Keno draw at night) or draw
      // periods early: each worker of theirs has its own server, started from the run's
      // database snapshot, so they run beside every other spec. A worker runs one test at a
      // time, and every test sets the clock it needs (forward only) whatever ran before it on
      // that server, so their tests are handed out one by one like the others' (a file's
      // tests may run on both workers): no file is one long block on one worker. First in the
      // list, so they are the first handed to the workers: they are the long ones (the visual
      // comparisons above all), and the run ends with the short tests of the shared server.
      {
        name: 'phone-chromium-serial',
        testMatch: '**/*.serial.spec.ts',
        use: { ownServer: true },
      },
      { name: 'phone-chromium', testIgnore: ['**/*.serial.spec.ts', '**/*.worker.spec.ts'] },
      // The installed app's specs, with service workers, in worker processes (so browsers)
      // of their own: in a Chromium that has run a context with workers blocked, a later
      // context's worker installs but never takes over its page (CI, 28/11/2026).
      {
        name: 'phone-chromium-worker',
        testMatch: '**/*.worker.spec.ts',
        use: { serviceWorkers: 'allow', profileServiceWorkers: 'allow' },
      },
    ],
  });
}
