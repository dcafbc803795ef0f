import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const PRIVATE_NOTICE =
  'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.';

test('home lists the product cards', async ({ page }) => {
  await page.goto('/');
  for (const product of ['Mega 6/45', 'Power 6/55', 'Keno', 'Max 3D', 'Lotto 5/35']) {
    await expect(
      page.getByText(product, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  }
  // A normal browser profile never sees the private-browsing gate.
  await expect(page.getByText(PRIVATE_NOTICE)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
