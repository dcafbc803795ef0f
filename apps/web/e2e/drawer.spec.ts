import type { Locator, Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const MENU_BUTTON = /menu|danh mục/i;

async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The menu button cannot be reached with Tab.');
}

test('the drawer opens and closes by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText('Mega 6/45', { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();
  const menuButton = page.getByRole('button', { name: MENU_BUTTON });
  await expect(menuButton).toBeVisible();

  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Logged out, the drawer offers to sign in or register (spec §2 Drawer).
  await expect(drawer.getByText('Đăng nhập', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByText('Đăng ký', { exact: true }).first()).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();
});
