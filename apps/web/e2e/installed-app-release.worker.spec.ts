import { resolve } from 'node:path';
import type { Page } from '@veso/e2e';
import { expect, test } from '@veso/e2e';
import {
  NEXT_RELEASE_SUFFIX,
  makeNextRelease,
  removeRelease,
  startReleaseHost,
} from './release-host';

// The other specs block service workers; these run in their own project with them (tooling/e2e config).
test.describe.configure({ timeout: 300_000 });

/**
 * A new release of the installed app replaces the old one without mixing their files:
 * while the new worker waits, the open page keeps running the old release (its files from
 * the old worker, though the server has only the new ones) and offers the update; on
 * "Cập nhật" every file comes from the new release.
 */

const DIST = resolve(import.meta.dirname, '../dist');

/** The JS files the page receives from now on, and whether the worker answered them. */
function watchScripts(page: Page): { url: string; fromWorker: boolean }[] {
  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js') && path !== '/sw.js') {
      scripts.push({ url: path, fromWorker: response.fromServiceWorker() });
    }
  });
  return scripts;
}

/** The JS files the current document loaded (its resource timing entries). */
async function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

const isNext = (url: string) => url.endsWith(`${NEXT_RELEASE_SUFFIX}.js`);

test('a new release waits, offers "Cập nhật", then replaces the old one whole', async ({
  page,
  context,
  baseURL,
}) => {
  const nextRelease = await makeNextRelease(DIST);
  const host = await startReleaseHost(baseURL ?? '', nextRelease);
  try {
    await page.goto(`${host.url}/ket-qua`);
    await expect(page.getByRole('article', { name: 'Mega 6/45' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

    // The new release is deployed: the server no longer has the old files.
    host.deploy();
    const oldScripts = watchScripts(page);
    // A page not opened yet in this tab: the old worker still serves the old release whole.
    await page.goto(`${host.url}/mega-645`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="veso-release"]')).toHaveCount(0);
    const prompt = page.getByRole('complementary', { name: 'Trạng thái ứng dụng' });
    await expect(prompt).toContainText('Đã có phiên bản mới của VeSo.', { timeout: 120_000 });
    expect(oldScripts.length).toBeGreaterThan(3);
    expect(oldScripts.filter((s) => isNext(s.url) || !s.fromWorker)).toEqual([]);
    expect((await loadedScripts(page)).filter(isNext)).toEqual([]);

    // "Cập nhật": the new worker takes over and the page reloads on the new release only.
    const newScripts = watchScripts(page);
    oldScripts.length = 0;
    await prompt.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(page.locator('meta[name="veso-release"]')).toHaveAttribute('content', '2');
    await expect(main.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
    await expect(prompt).not.toContainText('Đã có phiên bản mới');
    await page.waitForLoadState('networkidle');
    // Every script this document ran is of the new release, and came from the worker.
    const ran = await loadedScripts(page);
    expect(ran.length).toBeGreaterThan(3);
    expect(ran.filter((url) => !isNext(url))).toEqual([]);
    expect(newScripts.filter((s) => isNext(s.url) && !s.fromWorker)).toEqual([]);

    // The old release's files are gone from the precache.
    const precached = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.includes('precache'));
      const urls: string[] = [];
      for (const name of names) {
        for (const key of await (await caches.open(name)).keys()) urls.push(key.url);
      }
      return urls.filter((url) => url.includes('/assets/'));
    });
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.filter((url) => !url.includes(NEXT_RELEASE_SUFFIX))).toEqual([]);
  } finally {
    // The host's origin is not the one the fixture clears after each test.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: host.url, storageTypes: 'all' });
    await cdp.detach();
    await host.close();
    await removeRelease(nextRelease);
  }
});
