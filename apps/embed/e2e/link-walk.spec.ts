import { expect, linkPaths, NOT_FOUND_TEXT, test, walkLinks } from '@veso/e2e';

const MENU_BUTTON = /menu|danh mục/i;

test('every link of the embed home and of its menu opens a page, none the 404', async ({
  page,
}) => {
  // axe (strict) on each of some 40 routes: minutes on a busy 2-core machine.
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

  await walkLinks(page, [...home, ...menu]);
});
