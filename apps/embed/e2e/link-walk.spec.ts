import { a11yReport, expect, linkPaths, NOT_FOUND_TEXT, test, walkLinks } from '@veso/e2e';

const MENU_BUTTON = /menu|danh mục/i;

/**
 * The walk in parts, one test each (a part takes every other route), so that both workers
 * share it.
 */
const PARTS = 2;

for (let part = 0; part < PARTS; part += 1) {
  test(`every link of the embed home and of its menu opens a page, none the 404 (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    // axe (strict) on each of some 20 routes: a minute or more on a busy 2-core machine.
    test.setTimeout(600_000);
    // The walk sees a 404 when there is one.
    await page.goto('/webview/khong-co-trang-nay');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();

    await page.goto('/webview/?tab=1');
    // The webview's banners come from `get_banner` (channel WEBVIEW).
    await expect(
      page.getByRole('region', { name: 'Khuyến mãi' }).getByRole('link').first(),
    ).toBeVisible();
    const cards = await page.getByRole('article').count();
    const home = await linkPaths(page, 'main a[href]', '/webview/');
    expect(home.length).toBeGreaterThan(cards);

    await page.getByRole('button', { name: MENU_BUTTON }).click();
    const menu = await linkPaths(page, '[role="dialog"] a[href]', '/webview/');
    expect(menu).toEqual(
      expect.arrayContaining(['/webview/huong-dan-choi', '/webview/dieu-khoan-chinh-sach']),
    );

    const all = [...new Set([...home, ...menu])];
    await walkLinks(
      page,
      all.filter((_, index) => index % PARTS === part),
    );
  });
}

test('a game page passes axe (strict) while its live draw loads, and once it is in', async ({
  page,
}) => {
  // The draw's data is held back: the top bar shows its loading lines (bars the size of
  // the text to come) until the test lets it through.
  let release!: () => void;
  const dataHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/result/latest*', async (route) => {
    await dataHeld;
    await route.continue();
  });
  // The page as the browser renders it (the server's render holds the draw already): the
  // shell's plain page, as a client-side visit or an installed app's cached shell gets it.
  const plainShell = await page.request.get('/webview/index.html');
  await page.route('**/webview/lotto-535', (route) => route.fulfill({ response: plainShell }));
  await page.goto('/webview/lotto-535');
  const bar = page.getByRole('region', { name: 'Kỳ quay đang bán' });
  await expect(bar.getByText('Đang tải kỳ quay…')).toBeVisible();
  await expect(bar.locator('[aria-busy="true"]')).toHaveCount(1);
  expect(await a11yReport(page, { strict: true })).toBeNull();

  release();
  // On a loaded machine the strict scan can outlast the client's 15 s timeout: the held call
  // then failed and the bar offers its retry, whose answer must fill it the same way.
  const retry = bar.getByRole('button', { name: 'Tải lại kỳ quay' });
  await expect(bar.getByRole('timer').or(retry)).toBeVisible();
  if (await retry.isVisible()) await retry.click();
  await expect(bar.getByRole('timer')).toBeVisible();
  await expect(bar.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await a11yReport(page, { strict: true })).toBeNull();
});
