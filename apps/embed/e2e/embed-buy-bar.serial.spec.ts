import type { Locator, Page } from '@veso/e2e';
import { enterKenoSalesHours, expect, test } from '@veso/e2e';
import { launchWalletCustomer } from './helpers';

// In the webview: the buy button sat screens below the number grid at
// 360 px. Serial, on its worker's own server: the Keno part moves the sandbox clock into
// Keno's sales hours.
test.use({ viewport: { width: 360, height: 740 } });

/** Clicks the numbers on a number grid (buttons named by the padded number). */
async function pick(grid: Locator, numbers: readonly string[]): Promise<void> {
  for (const n of numbers) await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();
}

/**
 * Right after picking, with the page's end still screens below, the buy bar's 'Mua ngay' is
 * on screen; at the page's end the bar sits under the page's last content, not over it.
 */
async function expectBuyBarInView(page: Page, main: Locator): Promise<Locator> {
  const bar = main.getByTestId('buy-bar');
  const buy = bar.getByRole('button', { name: 'Mua ngay' });
  await expect(buy).toBeEnabled();
  await expect(buy).toBeInViewport({ ratio: 1 });
  const belowFold = await page.evaluate(
    () => document.documentElement.scrollHeight - (window.scrollY + window.innerHeight),
  );
  expect(belowFold).toBeGreaterThan(700);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(buy).toBeInViewport({ ratio: 1 });
  const overlap = await bar.evaluate((element) => {
    const before = element.previousElementSibling?.getBoundingClientRect().bottom ?? 0;
    return before - element.getBoundingClientRect().top;
  });
  expect(overlap).toBeLessThanOrEqual(0);
  return buy;
}

test('webview Mega 6/45 and Keno at 360 px: the buy bar is on screen after picking, and buys', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await launchWalletCustomer(page);
  await enterKenoSalesHours(page);
  const main = page.getByRole('main');

  await page.goto('/webview/mega-645');
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const mega = ['05', '12', '18', '27', '33', '41'];
  await pick(main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' }), mega);
  await (await expectBuyBarInView(page, main)).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByText(mega.join(' '))).toBeVisible();

  await page.goto('/webview/keno');
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const keno = ['07', '18', '29', '44', '63'];
  await pick(main.getByRole('group', { name: 'Chọn 5 số cho bộ số A' }), keno);
  await (await expectBuyBarInView(page, main)).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByText(keno.join(' '))).toBeVisible();
});
