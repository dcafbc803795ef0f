import type { Locator, Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { enterKenoSalesHours, pad2, pick } from './helpers';

// The buy button sat 2–6 screens below the number grid at 360 px. Serial, on
// its worker's own server: the Keno part moves the sandbox clock into Keno's sales hours.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Right after picking the numbers, with the page's end still screens below, the buy bar's
 * 'Mua ngay' is on screen and the total is the ticket's; at the page's end the bar sits
 * under the page's last content instead of covering it.
 */
async function expectBuyBarInView(page: Page, main: Locator, total: string): Promise<Locator> {
  const bar = main.getByTestId('buy-bar');
  const buy = bar.getByRole('button', { name: 'Mua ngay' });
  await expect(bar.getByTestId('price-total')).toHaveText(total);
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

test('Mega 6/45 at 360 px: the buy bar is on screen after picking, and buys', async ({ page }) => {
  await page.goto('/mega-645');
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const bar = main.getByTestId('buy-bar');
  await expect(bar.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
  const numbers = [3, 11, 19, 25, 38, 44];
  await pick(main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' }), numbers);
  const buy = await expectBuyBarInView(page, main, '10.000đ');
  await expectNoSeriousA11yViolations(page);
  await buy.click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(main.getByText(numbers.map(pad2).join(' '))).toBeVisible();
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
});

test('Keno at 360 px: the buy bar is on screen after picking, and buys', async ({ page }) => {
  await enterKenoSalesHours(page);
  await page.goto('/keno');
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const numbers = [7, 18, 29, 44, 63];
  await pick(main.getByRole('group', { name: 'Chọn 5 số cho bộ số A' }), numbers);
  const buy = await expectBuyBarInView(page, main, '10.000đ');
  await buy.click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(main.getByText(numbers.map(pad2).join(' '))).toBeVisible();
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
});
