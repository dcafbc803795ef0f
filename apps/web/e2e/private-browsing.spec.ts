import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const PRIVATE_NOTICE =
  'Quý khách vui lòng không sử dụng trình duyệt ở chế độ ẩn danh để đảm bảo quyền lợi của chính mình.';

test('a small storage quota shows only the private-browsing notice', async ({ browser }) => {
  // A fresh, non-persistent context whose quota looks like an incognito window's (spec §9: < 120000000).
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', {
      configurable: true,
      value: async () => ({ quota: 50_000_000, usage: 0 }),
    });
  });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByText(PRIVATE_NOTICE)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.body.innerText.trim()))
      .toBe(PRIVATE_NOTICE);
    await expect(page.getByText('Mega 6/45')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
});
