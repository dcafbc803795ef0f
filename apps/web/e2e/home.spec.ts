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

test('the home page and a game page break no rule of the content security policy', async ({
  page,
}) => {
  // Collected by the page itself: the browser fires `securitypolicyviolation` even for a
  // blocked call the script caught (e.g. a library probing `new Function`).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await page.goto('/');
  // The header's cart comes with the data layer (api-client and schemas), after interactive.
  await expect(page.getByRole('link', { name: /^Giỏ hàng, \d+ vé$/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  await page.goto('/mega-645');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});
