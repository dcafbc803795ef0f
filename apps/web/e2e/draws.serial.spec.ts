import { expect, expectNoSeriousA11yViolations, test, type Page } from '@veso/e2e';
import {
  afterTax,
  checkoutToConfirm,
  expectBalances,
  moveClockTo,
  pad2,
  payConfirmed,
  post,
  runOrderJobs,
  signInFundedCustomer,
  vnInstant,
} from './helpers';

// A serial spec, one test after the other on its worker's own server (see tooling/e2e
// config): the first two draw Mega's current period now, the third moves the server's sandbox
// clock to the next Keno draw, which at night is the next morning.

/** The customer's numbers, which the sandbox draw is then told to produce. */
const NUMBERS = [5, 12, 23, 31, 36, 42];
/** Five of them and another: Giải Nhất, 10.000.000đ, the most credited without a claim. */
const FIVE = [5, 12, 23, 31, 36, 44];

/** Signs a funded customer in and buys one Mega 6/45 ticket of {@link NUMBERS} for the next draw. */
async function buyMegaTicket(page: Page): Promise<{ orderId: string; total: number }> {
  await signInFundedCustomer(page, 100_000);
  await page.goto('/mega-645');
  const main = page.getByRole('main');
  // The next open draw is chosen once the periods have loaded (under load "Mua ngay" could
  // come first and be refused with "Vui lòng chọn ít nhất 1 kỳ quay.").
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of NUMBERS) {
    await grid.getByRole('button', { name: new RegExp(`^${pad2(n)}`) }).click();
  }
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  const total = await checkoutToConfirm(main);
  const orderId = await payConfirmed(main);
  // The payment refreshed the drawer's balances on this page.
  await expectBalances(page, { main: 100_000 - total, prize: 0 });
  return { orderId: String(orderId), total };
}

test('a Mega 6/45 ticket that wins Giải Nhất is printed, settled and paid to the prize balance, which the open page shows without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await buyMegaTicket(page);
  const main = page.getByRole('main');

  // The agent prints it, the draw produces five of the customer's numbers, settlement pays it.
  await runOrderJobs(page);
  const { result } = await post<{ result: { drawCode: string } }>(page, '/dev/draws/run', {
    product: 'mega645',
    numbers: FIVE,
  });
  await runOrderJobs(page);

  // Still the same page, never reloaded: the settlement's notification refreshes the
  // drawer's prize balance.
  await expect(main.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  await expectBalances(page, { prize: afterTax(10_000_000) }, 40_000);

  await main.getByRole('link', { name: 'Xem đơn hàng' }).click();
  await expect(page).toHaveURL(new RegExp(`/${orderId}$`));
  await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');
  await expect(main).toContainText(`Kỳ #${result.drawCode}`);
});

test('a Mega 6/45 jackpot is held for an in-person claim at Vietlott: the order says where, what to bring and by when, nothing is credited', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await buyMegaTicket(page);
  const main = page.getByRole('main');
  await runOrderJobs(page);
  const { result } = await post<{ result: { drawCode: string } }>(page, '/dev/draws/run', {
    product: 'mega645',
    numbers: NUMBERS,
  });
  await runOrderJobs(page);

  await page.goto(`/lich-su-dat-mua/${orderId}`);
  await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');
  await expect(main).toContainText(`Kỳ #${result.drawCode}`);
  const claim = main.getByRole('note', { name: 'Lĩnh thưởng trực tiếp' });
  await expect(claim).toContainText(
    'phải được lĩnh trực tiếp tại văn phòng hoặc chi nhánh của Vietlott',
  );
  await expect(claim).toContainText('mang vé gốc (đại lý giao cho quý khách) và CCCD');
  await expect(claim).toContainText(
    /trong 60 ngày kể từ ngày mở thưởng, chậm nhất ngày \d{2}\/\d{2}\/\d{4}/,
  );
  await expect(main.getByText('Tiền thưởng lĩnh tại công ty xổ số')).toBeVisible();
  await expectBalances(page, { prize: 0 });
  await expectNoSeriousA11yViolations(page);
});

test('a Keno draw streams live to /ket-qua-truc-tuyen', async ({ page }) => {
  await page.goto('/ket-qua-truc-tuyen');
  await expect(page.getByRole('region', { name: 'Keno trực tiếp' })).toBeVisible();
  const run = await page.request.post('/api/dev/draws/run', { data: { product: 'keno' } });
  expect(run.ok()).toBe(true);
  const body = (await run.json()) as {
    data: { result: { drawCode: string; openDate: string; result: { numbers: number[] } } };
  };
  const { drawCode, openDate, result } = body.data.result;
  // The stream reveals a draw from its draw time on: move the sandbox clock there.
  await moveClockTo(page, vnInstant(openDate) + 1000);
  // The sandbox made this draw up: the board says so.
  await expect(
    page.getByRole('heading', { name: `Kỳ #${drawCode} Kết quả mô phỏng`, exact: true }),
  ).toBeVisible({ timeout: 20_000 });
  // Numbers are revealed one by one and announced in the live region.
  const balls = page.getByRole('list', { name: 'Các số đã quay' }).getByRole('listitem');
  await expect(balls.first()).toHaveText(pad2(result.numbers[0]!), { timeout: 20_000 });
  await expect(page.getByText(/^Số thứ \d+: \d\d$/)).toBeVisible();
  // The next number comes out seconds later in real time: more beside the other suites.
  await expect(balls).toHaveCount(2, { timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
