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

for (const width of [360, 450]) {
  test(`at ${width} px the cards keep their place while the data arrives (layout shift < 0.1)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The data is held back until the cards have been measured: every card and the
    // banners' row are drawn before it.
    let release!: () => void;
    const dataHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/**', async (route) => {
      await dataHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cardHeights = () =>
      page
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => Math.round(card.getBoundingClientRect().height)),
        );
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const before = await cardHeights();
    release();
    // The data is in: jackpots and countdowns on the cards, the banners at the top.
    await expect(page.getByRole('timer').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Khuyến mãi' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await cardHeights()).toEqual(before);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.1);
  });
}
