import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { readE2eEnv } from './env';
import { PHONE_CONTEXT } from './phone';
import { REPO_ROOT, SERVER_ENTRY } from './repo';
import { startVesoServer } from './server';

/** Options of a project's `use` (see config.ts). */
export type E2eWorkerOptions = {
  /**
   * The worker's own server, started from the run's database snapshot (and stopped with the
   * worker), instead of the one the global setup shares: for specs that move the sandbox
   * clock or draw periods early, which other specs running meanwhile must not see.
   */
  ownServer: boolean;
  /**
   * Extra environment of the worker's own server (with `ownServer`), e.g. the payment
   * gateways (`VESO_GATEWAYS`) whose emulators the sandbox then serves.
   */
  ownServerEnv: Record<string, string> | undefined;
  /**
   * Service workers in the worker's persistent profile (the `page` of every test): blocked
   * like the project's `serviceWorkers` (which Playwright applies to new contexts only),
   * else each test's first page installs the web shell's worker, which downloads the whole
   * release; the installed app's specs allow them.
   */
  profileServiceWorkers: 'allow' | 'block';
};

type WorkerFixtures = {
  /** The origin of the server the worker's specs talk to (`baseURL`). */
  serverUrl: string | undefined;
  /** One Chromium profile on disk per worker, like a customer's own browser. */
  persistentContext: BrowserContext;
};

/**
 * What must never happen in a page, whatever the test checks: an uncaught error (React
 * reports a hydration mismatch this way in production), or the console's CSP refusal of
 * an inline script (a server render that left one in its markup).
 */
export const PAGE_PROBLEM = /Content Security Policy|hydrat|Minified React error #4(18|19|23|25)/i;

function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && PAGE_PROBLEM.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  return problems;
}

/**
 * True once a server-rendered shop page is hydrated (its first route committed: the shop
 * marks `#root` with `data-hydrated`), or for a page the browser renders itself.
 */
function hydrated(): boolean {
  return document.querySelector('#root[data-ssr]:not([data-hydrated])') === null;
}

/**
 * `page.goto` and `page.reload` resolve once a server-rendered page is hydrated: its HTML
 * shows at once, but a tap before the shop has taken it over does nothing, and a test
 * acts at machine speed.
 */
function waitForHydrationOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settle = async () => {
    await page.waitForFunction(hydrated, undefined, { timeout: 30_000 }).catch(() => undefined);
  };
  page.goto = async (...args) => {
    const answer = await goto(...args);
    await settle();
    return answer;
  };
  page.reload = async (...args) => {
    const answer = await reload(...args);
    await settle();
    return answer;
  };
}

/** A server from the snapshot starts in seconds; from an empty database it draws a year. */
const OWN_SERVER_TIMEOUT_MS = 300_000;

/**
 * Playwright `test` whose `context` and `page` come from a persistent browser profile:
 * a normal profile has a large storage quota, so the private-browsing gate stays away.
 * Cookies and site storage are cleared after every test. For an incognito-like context,
 * use `browser.newContext()` (it gets the same phone settings and `baseURL`). `baseURL` is
 * the shared server's, or the worker's own with the `ownServer` option.
 */
export const test = base.extend<object, WorkerFixtures & E2eWorkerOptions>({
  ownServer: [false, { scope: 'worker', option: true }],
  ownServerEnv: [undefined, { scope: 'worker', option: true }],
  // A test's own contexts (`browser.newContext()`, a second customer) get the same wait
  // for hydration after `goto` and `reload` as the fixture's page.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        // Without JavaScript nothing hydrates (and nothing could be waited for).
        if (args[0]?.javaScriptEnabled !== false) context.on('page', waitForHydrationOnLoad);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  profileServiceWorkers: ['block', { scope: 'worker', option: true }],
  serverUrl: [
    async ({ ownServer, ownServerEnv }, use) => {
      const env = readE2eEnv();
      if (!ownServer) {
        await use(env.baseUrl);
        return;
      }
      const server = await startVesoServer({
        entry: SERVER_ENTRY,
        cwd: REPO_ROOT,
        snapshot: env.snapshotDir,
        readyTimeoutMs: OWN_SERVER_TIMEOUT_MS,
        ...(ownServerEnv ? { env: ownServerEnv } : {}),
      });
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: OWN_SERVER_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ serverUrl }, use) => {
    await use(serverUrl);
  },
  persistentContext: [
    async ({ playwright, serverUrl, profileServiceWorkers }, use) => {
      const env = readE2eEnv();
      const userDataDir = await mkdtemp(join(tmpdir(), 'veso-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(userDataDir, {
        executablePath: findChromium(env),
        args: [...CHROMIUM_ARGS],
        headless: true,
        ...PHONE_CONTEXT,
        serviceWorkers: profileServiceWorkers,
        ...(serverUrl ? { baseURL: serverUrl } : {}),
      });
      await use(context);
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  context: async ({ persistentContext }, use) => {
    await use(persistentContext);
    await persistentContext.clearCookies();
  },
  page: async ({ context, serverUrl }, use) => {
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    waitForHydrationOnLoad(page);
    await use(page);
    expect(problems, 'uncaught errors, hydration mismatches or CSP refusals in the page').toEqual(
      [],
    );
    if (serverUrl) {
      const session = await context.newCDPSession(page);
      await session.send('Storage.clearDataForOrigin', {
        origin: serverUrl,
        storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
      });
      await session.detach();
    }
    await page.close();
  },
});

export { expect } from '@playwright/test';
