import type { BrowserContext, Page } from '@veso/e2e';
import { MENU_BUTTON, expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { printedMegaOrder, signInFundedCustomer } from './helpers';

/** The web shell as an installed app: manifest, service worker, repeat visits, offline. */

/** Waits until the page is controlled by an activated service worker (its precache done). */
async function controlledByWorker(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const worker = navigator.serviceWorker.controller;
      return worker?.state === 'activated' ? worker.scriptURL : null;
    },
    undefined,
    // The worker precaches the whole release (~260 files) first: slow beside other suites.
    { timeout: 120_000 },
  );
  return (await handle.jsonValue()) as string;
}

/** Counts the network requests for the shell's files (the page's and the worker's). */
async function countShellDownloads(context: BrowserContext): Promise<string[]> {
  const fetched: string[] = [];
  await context.route('**/assets/**', async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await route.continue();
  });
  return fetched;
}

// The other specs block service workers; these run in their own project with them (tooling/e2e config).
test.describe.configure({ timeout: 240_000 });

test('the shell is installable: a valid manifest with PNG icons, the worker takes over', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    lang: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'VeSo',
    start_url: '/',
    display: 'standalone',
    lang: 'vi',
  });
  // Chromium's installability: a 192 and a 512 px PNG; a maskable one for Android's shapes.
  const wanted: [string, string][] = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ];
  for (const [sizes, purpose] of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const png = await page.request.get(icon?.src ?? '');
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    // The PNG header's width and height are the declared size.
    const [width, height] = sizes.split('x').map(Number);
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([width, height]);
  }

  expect(await controlledByWorker(page)).toMatch(/\/sw\.js$/);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // Chromium agrees the page is installable (manifest, icons, worker with a fetch handler).
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  expect(installabilityErrors).toEqual([]);
});

test('a repeat visit loads no JS from the network: the worker answers every file', async ({
  page,
  context,
}) => {
  await page.goto('/ket-qua');
  await expect(page.getByRole('article', { name: 'Mega 6/45' })).toBeVisible();
  await controlledByWorker(page);

  const fetched = await countShellDownloads(context);
  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    }
  });
  // The second visit: home, then a route whose code was not loaded yet in this tab.
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.goto('/lich-su-dat-mua');
  await page.goto('/ket-qua');
  await expect(page.getByRole('article', { name: 'Mega 6/45' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((s) => !s.fromWorker)).toEqual([]);
  expect(fetched).toEqual([]);
  await context.unrouteAll({ behavior: 'wait' });
});

test('offline, the latest results and the customer’s own tickets stay readable, marked offline', async ({
  page,
  context,
}) => {
  await signInFundedCustomer(page, 100_000);
  const orderId = await printedMegaOrder(page, [3, 11, 19, 25, 38, 44], 'pwa');

  await page.goto('/');
  await controlledByWorker(page);
  const main = page.getByRole('main');

  // Online: the pages as they are, no offline mark.
  await page.goto('/ket-qua');
  const mega = main.getByRole('article', { name: 'Mega 6/45' });
  const drawLine = /Kỳ #\d+ · \d{2}\/\d{2}\/\d{4}/.exec((await mega.textContent()) ?? '')?.[0];
  expect(drawLine).toBeDefined();
  await page.goto('/lich-su-dat-mua');
  const row = main.getByRole('link', { name: new RegExp(`Đơn #${orderId}`) });
  await expect(row).toContainText('10.000đ');
  await page.goto(`/lich-su-dat-mua/${orderId}`);
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Không có kết nối mạng' });
  await expect(status).toHaveCount(0);
  const savedBefore = Date.now();

  await context.setOffline(true);
  const offlineMark = /^Không có kết nối mạng – dữ liệu cập nhật lúc \d{2}:\d{2}$/;
  await page.goto('/ket-qua');
  await expect(main.getByRole('article', { name: 'Mega 6/45' })).toContainText(drawLine ?? '');
  await expect(status).toHaveText(offlineMark);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/lich-su-dat-mua');
  await expect(row).toContainText('10.000đ');
  await expect(status).toHaveText(offlineMark);
  // The time shown is when the copy was saved (in Vietnam), not now.
  const shown = /(\d{2}):(\d{2})$/.exec((await status.textContent()) ?? '');
  const saved = new Date(savedBefore + 7 * 3_600_000);
  const minutes = Number(shown?.[1]) * 60 + Number(shown?.[2]);
  const expected = saved.getUTCHours() * 60 + saved.getUTCMinutes();
  expect(Math.abs(minutes - expected) % 1440).toBeLessThanOrEqual(2);

  await page.goto(`/lich-su-dat-mua/${orderId}`);
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();
  await expect(status).toHaveText(offlineMark);

  // Back online: fresh answers, the mark goes.
  await context.setOffline(false);
  await page.reload();
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();
  await expect(status).toHaveCount(0);

  // Signing out deletes the customer's copies: only public answers are kept after it.
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  const owners = await page.evaluate(async () => {
    const cache = await caches.open('veso-api');
    return (await cache.keys()).map((key) => new URL(key.url).searchParams.get('__veso_session'));
  });
  expect(owners.filter((owner) => owner !== 'anon')).toEqual([]);
});
