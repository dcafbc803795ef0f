import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const MENU_BUTTON = /menu|danh mục/i;
const EMBED_MENU = ['Trang chủ', 'Hướng dẫn', 'Điều khoản & chính sách'];

test('the embed home renders with its menu', async ({ page }) => {
  await page.goto('/webview/?tab=1');
  await expect(page.getByText('This page could not be found')).toHaveCount(0);

  const menuButton = page.getByRole('button', { name: MENU_BUTTON });
  await expect(menuButton).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menuButton.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  for (const label of EMBED_MENU) {
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  }
  // The wallet app owns the session: the embed menu has no logout (spec §1).
  await expect(menu.getByText('Đăng xuất')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
