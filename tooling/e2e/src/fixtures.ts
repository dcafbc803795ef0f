import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { test as base } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { readE2eEnv } from './env';
import { PHONE_CONTEXT } from './phone';

type WorkerFixtures = {
  /** One Chromium profile on disk per worker, like a customer's own browser. */
  persistentContext: BrowserContext;
};

/**
 * Playwright `test` whose `context` and `page` come from a persistent browser profile:
 * a normal profile has a large storage quota, so the private-browsing gate stays away.
 * Cookies and site storage are cleared after every test. For an incognito-like context,
 * use `browser.newContext()` (it gets the same phone settings).
 */
export const test = base.extend<object, WorkerFixtures>({
  persistentContext: [
    async ({ playwright }, use) => {
      const env = readE2eEnv();
      const userDataDir = await mkdtemp(join(tmpdir(), 'veso-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(userDataDir, {
        executablePath: findChromium(env),
        args: [...CHROMIUM_ARGS],
        headless: true,
        ...PHONE_CONTEXT,
        ...(env.baseUrl ? { baseURL: env.baseUrl } : {}),
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
  page: async ({ context }, use) => {
    const page = await context.newPage();
    await use(page);
    const origin = readE2eEnv().baseUrl;
    if (origin) {
      const session = await context.newCDPSession(page);
      await session.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
      });
      await session.detach();
    }
    await page.close();
  },
});

export { expect } from '@playwright/test';
