import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/trang-nay-khong-ton-tai');
  await expect(page.getByText(/Không tìm thấy trang này/).first()).toBeVisible();
  await expect(page.locator('body')).toContainText(/404\s*Không tìm thấy trang này/);
  await expectNoSeriousA11yViolations(page);
});
