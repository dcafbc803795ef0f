import type { Page } from '@veso/e2e';
import {
  addDays,
  expect,
  expectNoSeriousA11yViolations,
  test,
  vnDayOf,
  vnInstant,
} from '@veso/e2e';
import {
  money,
  moveClockTo,
  serverNow,
  signInFundedCustomer,
  vnInstant as vnDrawInstant,
} from './helpers';

// Serial, on its worker's own server (see tooling/e2e config): both tests move the sandbox
// clock, the first to Keno's closed hours at night, the second past a Mega 6/45 draw.

type LiveItem = {
  product: string;
  next: {
    drawCode: string;
    drawAt: string;
    salesCloseAt: string;
    jackpot: { jackpot: number } | null;
  } | null;
  latest: { drawCode: string; openDate: string } | null;
};

async function live(page: Page, product: string): Promise<LiveItem> {
  const body = (await (await page.request.get('/api/result/latest')).json()) as {
    data: { items: LiveItem[] };
  };
  const item = body.data.items.find((entry) => entry.product === product);
  if (!item) throw new Error(`no ${product} in /result/latest`);
  return item;
}

const liveMega = (page: Page) => live(page, 'mega645');

/**
 * After a jump of the sandbox clock, waits for the server's draw job to catch up (every
 * Keno draw on the way, up to the last one before `within` ms ago), so the page's calls
 * are answered at once.
 */
async function waitForDrawJob(page: Page, within: number): Promise<void> {
  const now = await serverNow(page);
  await expect
    .poll(
      async () => {
        const keno = (await live(page, 'keno')).latest;
        return keno ? vnDrawInstant(keno.openDate) : 0;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(now - within);
}

/**
 * The customer refreshes the balances in the drawer ('Làm mới số dư'): a call to the
 * server, whose answer tells the page the (moved) server time. Nothing else reloads.
 */
async function refreshBalances(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  const refresh = drawer.getByRole('button', { name: 'Làm mới số dư' });
  await expect(refresh).toBeEnabled();
  const answered = page.waitForResponse((response) => response.url().includes('/api/auth/info'));
  await refresh.click();
  await answered;
  await drawer.getByRole('button', { name: 'Đóng menu' }).click();
  await expect(drawer).toBeHidden();
}

test('outside 8:15–22:00 every Keno page says so at the top, keeps it in view, gives the next opening and cannot add to the cart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // 22:05 Vietnam time, the next one on the sandbox clock.
  const now = new Date(await serverNow(page));
  let day = vnDayOf(now);
  if (vnInstant(day, 22 * 60 + 5).getTime() <= now.getTime()) day = addDays(day, 1);
  await moveClockTo(page, vnInstant(day, 22 * 60 + 5).getTime());
  // The last Keno draw of the day is at 21:52.
  await waitForDrawJob(page, 20 * 60_000);
  const [year, month, date] = addDays(day, 1).split('-');
  const opening = `Mở bán lại lúc 08:15 ngày mai (${date}/${month}/${year})`;

  await signInFundedCustomer(page, 100_000);
  await page.goto('/keno');
  const main = page.getByRole('main');
  const banner = main.getByTestId('keno-closed');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    'Keno chỉ bán từ 8:15 đến 22:00 hằng ngày, quý khách vui lòng chọn sản phẩm khác',
  );
  await expect(banner).toContainText(opening);
  // The page counts down to the opening only: not to the next morning's 06:08 draw, which
  // cannot be bought; it names the first draw sold from 08:15 instead.
  await expect(banner).toContainText(
    `Kỳ đầu tiên mở bán: quay lúc 08:24 ngày mai (${date}/${month}/${year})`,
  );
  await expect(main.getByRole('region', { name: 'Kỳ quay đang bán' })).not.toContainText('06:08');
  // Before the customer starts: on the first screen, above the numbers.
  await expect(banner).toBeInViewport();
  const grid = main.getByRole('button', { name: 'Chọn nhanh Bộ số A' });
  const bannerBox = await banner.boundingBox();
  const gridBox = await grid.boundingBox();
  expect(bannerBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(gridBox?.y ?? 0);

  // The customer may still choose numbers, but cannot put the ticket in the cart. The Keno
  // bar (banner, draw, last result) stays on top: the set's button is brought to the
  // middle of the screen, clear of it, then tapped.
  await grid.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await grid.click({ timeout: 15_000 });
  await expect(main.getByTestId('line-total')).toHaveText('1');
  const add = main.getByRole('button', { name: 'Thêm vào giỏ' });
  await expect(add).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Mua ngay' })).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Ngoài giờ bán Keno \(08:15–22:00\)/);
  // Scrolled down to the buttons, the banner is still on screen.
  await add.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(banner).toBeInViewport();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Giỏ hàng, 0 vé' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The live draw pages say it too, with the next opening.
  for (const path of ['/choi-bao-keno', '/nuoi-keno', '/keno-live', '/ket-qua-truc-tuyen']) {
    await page.goto(path);
    await expect(main.getByTestId('keno-closed'), path).toContainText(opening);
    await expect(main.getByTestId('keno-closed'), path).toBeInViewport();
  }
});

test('the Mega 6/45 page shows the new jackpot at its top once the draw result is in, without a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInFundedCustomer(page, 10_000);
  const before = await liveMega(page);
  const drawn = before.next;
  expect(drawn, 'a Mega period on sale').not.toBeNull();
  if (!drawn) return;
  // Close to its cut-off first, and wait for the server's draw job to catch up with the
  // jump (every Keno draw on the way), so the page's calls are answered at once.
  await moveClockTo(page, Date.parse(drawn.salesCloseAt) - 120_000);
  await waitForDrawJob(page, 10 * 60_000);
  await page.goto('/mega-645');
  const top = page.getByRole('region', { name: 'Kỳ quay đang bán' });
  await expect(top.getByText(new RegExp(`^Kỳ #${drawn.drawCode} · `))).toBeVisible();

  // Its sales close: the top moves on to the next draw, whose jackpot waits for the result.
  await moveClockTo(page, Date.parse(drawn.salesCloseAt) + 60_000);
  await refreshBalances(page);
  const closed = await liveMega(page);
  const following = closed.next;
  expect(following?.drawCode).not.toBe(drawn.drawCode);
  await expect(top.getByText(new RegExp(`^Kỳ #${following?.drawCode} · `))).toBeVisible({
    timeout: 30_000,
  });
  const provisional = following?.jackpot?.jackpot ?? 0;

  // The draw takes place (the server's draw job) and its result sets the next jackpot.
  await moveClockTo(page, Date.parse(drawn.drawAt) + 2_000);
  await expect
    .poll(async () => (await liveMega(page)).latest?.drawCode, { timeout: 30_000 })
    .toBe(drawn.drawCode);
  const after = await liveMega(page);
  const jackpot = after.next?.jackpot?.jackpot ?? 0;
  expect(after.next?.drawCode).toBe(following?.drawCode);
  expect(jackpot, 'the result changed the jackpot on offer').not.toBe(provisional);

  await refreshBalances(page);
  // The top follows at once (the minute's poll alone would come tens of seconds later).
  await expect(top.getByText(money(jackpot), { exact: true })).toHaveCount(1, { timeout: 8_000 });
  await expect(top.getByText(money(provisional), { exact: true })).toHaveCount(0);
});
