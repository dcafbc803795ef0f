import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  checkoutFromCart,
  checkoutToConfirm,
  chosenDrawCode,
  drawPeriod,
  enterKenoSalesHours,
  expectBalances,
  moveClockTo,
  payConfirmed,
  pick,
  runOrderJobs,
  signInFundedCustomer,
  vnInstant,
} from './helpers';

// End to end: a Keno bao and a Max 3D+ ticket are bought in the shop, printed,
// drawn with chosen results and paid; a live Keno draw marks the customer's own ticket.
// Serial, on its worker's own server: the tests move the sandbox clock into Keno's sales
// hours and draw the products' current periods (see tooling/e2e config).

/** 20 distinct Keno numbers: `hits` first, the rest from 1 up, never one of `misses`. */
function kenoDraw(hits: readonly number[], misses: readonly number[]): number[] {
  const drawn = [...hits];
  for (let n = 1; drawn.length < 20; n += 1) {
    if (!drawn.includes(n) && !misses.includes(n)) drawn.push(n);
  }
  return drawn;
}

/** The order page: its status and its draw. */
async function expectOrder(page: Page, orderId: string, status: string, drawCode: string) {
  await page.goto(`/lich-su-dat-mua/${orderId}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('order-status')).toHaveText(status);
  await expect(main).toContainText(`Kỳ #${drawCode}`);
}

test('a Keno bao is priced by the server as on the confirm page, printed, drawn and paid', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const funded = 500_000;
  await signInFundedCustomer(page, funded);
  await enterKenoSalesHours(page);

  await page.goto('/choi-bao-keno');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bao Keno', level: 1 })).toBeVisible();
  const drawCode = await chosenDrawCode(main);
  // Bao 5 numbers at level 3: C(5,3) = 10 lines of 10,000đ.
  await main.getByLabel('Số lượng số (N)').selectOption('5');
  await main.getByLabel('Bậc (k)').selectOption('3');
  await expect(main.getByTestId('combinations')).toHaveText('C(5,3) = 10 dãy');
  const bought = [7, 18, 29, 44, 63];
  await pick(main.getByRole('group', { name: 'Chọn 5 số' }), bought);
  await expect(main.getByTestId('price-total')).toContainText('100.000đ');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Mua ngay' }).click();

  await expect(main.getByTestId('cart-total')).toContainText('100.000đ');
  const total = await checkoutToConfirm(main);
  expect(total).toBe(100_000);
  const orderId = await payConfirmed(main);
  // The server charged exactly the confirm page's total.
  await page.goto('/lich-su-dat-mua');
  await expectBalances(page, { main: funded - total, prize: 0 });

  await runOrderJobs(page);
  await expectOrder(page, orderId, 'Đại lý giữ vé', drawCode);

  // Four of the five numbers come out (63 does not).
  const result = await drawPeriod(page, drawCode, {
    product: 'keno',
    numbers: kenoDraw([7, 18, 29, 44], [63]),
  });
  expect(result.drawCode).toBe(drawCode);
  await runOrderJobs(page);

  // packages/domain PRIZE_TABLES.keno.levels[3] = { 2: 20_000, 3: 200_000 } per 10,000đ:
  // the C(4,3) = 4 lines without 63 match 3, the other 6 lines (with 63) match 2.
  const prize = 4 * 200_000 + 6 * 20_000;
  await expectOrder(page, orderId, 'Trúng thưởng', drawCode);
  await expectBalances(page, { main: funded - total, prize });
});

test('a Max 3D+ pair drawn in Giải Tư is paid every tier it meets', async ({ page }) => {
  test.setTimeout(60_000);
  const funded = 100_000;
  await signInFundedCustomer(page, funded);

  await page.goto('/max-3d-plus');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Max 3D+', level: 1 })).toBeVisible();
  const drawCode = await chosenDrawCode(main);
  await main.getByLabel('Số thứ nhất của bộ A').fill('246');
  await main.getByLabel('Số thứ hai của bộ A').fill('813');
  await expect(main.getByTestId('price-total')).toContainText('10.000đ');
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  await expect(main.getByText('246 813')).toBeVisible();
  const orderId = await checkoutFromCart(main);
  await runOrderJobs(page);
  await expectOrder(page, orderId, 'Đại lý giữ vé', drawCode);

  // Both numbers in the 4th group (8 numbers), neither in the 1st.
  await drawPeriod(page, drawCode, {
    product: 'max3d',
    groups: [
      ['101', '202'],
      ['303', '404', '505', '606'],
      ['111', '222', '333', '444', '555', '666'],
      ['246', '777', '888', '813', '999', '000', '121', '232'],
    ],
  });
  await runOrderJobs(page);

  // packages/domain PRIZE_TABLES.max3dPlus (cumulative, per 10,000đ): Giải Tư (both in
  // group 4) 5,000,000 + Giải Năm (both among all 20) 1,000,000 + Giải Bảy (one in groups
  // 2–4) 40,000; under the 10,000,000đ tax threshold.
  const prize = 5_000_000 + 1_000_000 + 40_000;
  await expectOrder(page, orderId, 'Trúng thưởng', drawCode);
  await expectBalances(page, { main: funded - 10_000, prize });
});

test('a live Keno draw marks the numbers of the customer’s own ticket as they come out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFundedCustomer(page, 100_000);
  await enterKenoSalesHours(page);

  // One Keno line at level 3 for the next draw, printed by the agent.
  await page.goto('/keno');
  const main = page.getByRole('main');
  const drawCode = await chosenDrawCode(main);
  await main.getByLabel('Bậc (số lượng số mỗi dãy)').selectOption('3');
  await pick(main.getByRole('group', { name: 'Chọn 3 số cho bộ số A' }), [10, 30, 77]);
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  await checkoutFromCart(main);
  await runOrderJobs(page);

  // The draw is made now and revealed from its draw time on, one number every 2 s in
  // ascending order: 1, 2, then 10 (3rd, +6 s) and 30 (12th, +24 s); 77 never comes out.
  // The 18 s between the two matches leave a loaded machine time to see 1/3 before 2/3.
  const numbers = [1, 2, 10, 11, 13, 14, 15, 16, 17, 18, 19, 30, 50, 51, 52, 53, 54, 55, 56, 57];
  const { openDate } = await drawPeriod(page, drawCode, { product: 'keno', numbers });
  await page.goto('/keno-live');
  await expect(main.getByRole('heading', { name: 'Keno trực tiếp', level: 1 })).toBeVisible();
  const drawAt = vnInstant(openDate);
  await moveClockTo(page, drawAt - 1_000);

  const own = main.getByRole('region', { name: `Vé của bạn kỳ #${drawCode}` });
  await expect(own).toBeVisible({ timeout: 15_000 });
  const line = own.getByRole('list', { name: 'Bộ số A' });
  await expect(own.getByText('Trúng 0/3 số')).toBeVisible();
  await expect(line.getByRole('listitem')).toHaveText(['10', '30', '77']);
  await expectNoSeriousA11yViolations(page);
  // What the live region announces, recorded as it changes: "Số 30 …" is there only while
  // 30 is the latest number (2 s), which a loaded machine's assertion could miss.
  await own.evaluate((section) => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const listen = () => heard.push(section.querySelector('[aria-live]')?.textContent ?? '');
    new MutationObserver(listen).observe(section, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });

  await expect(line.getByRole('listitem').first()).toHaveText('10 đã về', { timeout: 15_000 });
  await expect(own.getByText('Trúng 1/3 số')).toBeVisible();
  await expect(line.getByRole('listitem').nth(1)).toHaveText('30 đã về', { timeout: 30_000 });
  await expect(own.getByText('Trúng 2/3 số')).toBeVisible();
  // Announced while it was the latest number.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toContain('Số 30 có trong vé của bạn');

  // The rest of the draw at once: 77 stays unmarked, the provisional prize by the table
  // (PRIZE_TABLES.keno.levels[3][2] = 20,000đ).
  await moveClockTo(page, drawAt + 45_000);
  await expect(own.getByText('Dự kiến trúng 20.000đ')).toBeVisible({ timeout: 15_000 });
  await expect(line.getByRole('listitem')).toHaveText(['10 đã về', '30 đã về', '77']);
  await expect(own.getByText('Trúng 2/3 số')).toBeVisible();
});
