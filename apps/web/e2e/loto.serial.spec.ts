import type { Locator, Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  checkoutToConfirm,
  chosenDrawCode,
  drawPeriod,
  expectBalances,
  money,
  pad2,
  payConfirmed,
  pick,
  runOrderJobs,
  signInFundedCustomer,
} from './helpers';

// End to end: a loto 2 số ticket and a 6x36 bao are bought in the shop in one
// order, printed, drawn through the sandbox with chosen results (the northern result for
// loto, a generated 6x36 draw) and paid to the prize balance; the win shows in
// /lich-su-mua-xsdt and in the order's detail with the ticket image and the result.
// Serial, on its worker's own server: it draws the northern and 6x36 periods now (see
// tooling/e2e config).

/** The loto 2 số number bought. */
const LOTO_NUMBER = 27;

/**
 * The northern result the sandbox draw is told to produce, in its drawn shape: Đặc biệt,
 * Nhất, Nhì ×2, Ba ×6 (5 digits), Tư ×4, Năm ×6 (4), Sáu ×3 (3), Bảy ×4 (2). Đặc biệt ends
 * in 27; Giải Nhất does not.
 */
const NORTHERN_GROUPS = [
  ['81327'],
  ['40516'],
  ['11203', '56781'],
  ['00412', '31590', '77345', '62018', '90873', '15664'],
  ['3381', '6042', '1975', '8830'],
  ['5519', '2406', '7731', '0458', '9962', '4185'],
  ['306', '742', '119'],
  ['05', '68', '91', '43'],
];

/** The 6x36 bao of 7 numbers (C(7,6) = 7 lines) and the 6x36 draw: 4 of them come out. */
const BAO_NUMBERS = [3, 8, 14, 19, 25, 30, 36];
const X636_DRAW = [1, 2, 3, 8, 14, 19];

/** The history row of an order on /lich-su-mua-xsdt. */
function historyRow(page: Page, orderId: string): Locator {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`Đơn #${orderId}\\b`) });
}

test('a loto 2 số ticket and a 6x36 bao are bought, printed, drawn and paid to the prize balance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const funded = 200_000;
  await signInFundedCustomer(page, funded);
  const main = page.getByRole('main');

  // Loto 2 số: one number at the first stake (1 × 10,000đ), for the next northern draw.
  await page.goto('/lo-to-2-so');
  await expect(main.getByRole('heading', { name: 'Lô tô 2 số', level: 1 })).toBeVisible();
  const lotoDraw = await chosenDrawCode(main);
  await pick(main.getByRole('group', { name: 'Chọn 1 số cho bộ số A' }), [LOTO_NUMBER]);
  await expect(main.getByTestId('price-total')).toContainText('10.000đ');
  await main.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(page.getByText('Đã thêm vé vào giỏ hàng')).toBeVisible();

  // Bao 6x36 of 7 numbers: 7 lines of 10,000đ, for the next 6x36 draw.
  await page.goto('/bao-xsdt-6x36');
  await expect(main.getByRole('heading', { name: 'Bao điện toán 6x36', level: 1 })).toBeVisible();
  await main.getByLabel('Số lượng số bao').selectOption('7');
  const baoDraw = await chosenDrawCode(main);
  await pick(main.getByRole('group', { name: 'Chọn 7 số để bao' }), BAO_NUMBERS);
  await expect(main.getByTestId('line-total')).toHaveText('7');
  await expect(main.getByTestId('price-total')).toContainText('70.000đ');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Mua ngay' }).click();

  // One order for both, paid from the main balance: the server charges the confirm total.
  await expect(main.getByTestId('cart-total')).toContainText('80.000đ');
  const total = await checkoutToConfirm(main);
  expect(total).toBe(80_000);
  const orderId = await payConfirmed(main);
  await page.goto('/lich-su-mua-xsdt');
  await expectBalances(page, { main: funded - total, prize: 0 });

  // The agent prints both tickets; the order waits for its draws.
  await runOrderJobs(page);
  await page.reload();
  await expect(historyRow(page, orderId)).toContainText('Đại lý giữ vé');

  // The sandbox publishes the northern result and the 6x36 draw chosen above.
  const northern = await drawPeriod(page, lotoDraw, { product: 'xsmb', groups: NORTHERN_GROUPS });
  expect(northern.drawCode).toBe(lotoDraw);
  await drawPeriod(page, baoDraw, { product: 'dientoan636', numbers: X636_DRAW });
  await runOrderJobs(page);

  // packages/domain PRIZE_TABLES.loto.loto2.special: ×70 the 10,000đ staked = 700,000đ.
  // PRIZE_TABLES.dientoan636 per 10,000đ line: 3, 8, 14, 19 came out, so the 3 lines
  // holding all four match 4 (Giải Ba 100,000đ) and the 4 lines missing one match 3
  // (Giải Tư 15,000đ). Every ticket stays under the 10,000,000đ tax threshold.
  const lotoPrize = 70 * 10_000;
  const baoPrize = 3 * 100_000 + 4 * 15_000;
  const prize = lotoPrize + baoPrize;

  await page.goto('/lich-su-mua-xsdt');
  await expect(main.getByRole('heading', { name: 'Lịch sử mua xổ số điện toán' })).toBeVisible();
  const row = historyRow(page, orderId);
  await expect(row).toContainText('Trúng thưởng');
  await expect(row).toContainText(`Tiền thưởng: ${money(prize)}`);
  await expectNoSeriousA11yViolations(page);

  // The detail: each ticket with its image, its prize and the result it was settled on.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/${orderId}$`));
  await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');

  const loto = main.getByRole('article', { name: `Vé Lô tô 2 số kỳ #${lotoDraw}` });
  await expect(loto).toContainText(`Số seri LOTO2-${lotoDraw}-`);
  await loto.getByRole('button', { name: 'Xem ảnh vé' }).click();
  await expect(loto.getByRole('img', { name: `Ảnh vé Lô tô 2 số kỳ #${lotoDraw}` })).toBeVisible();
  await expect(loto).toContainText('Trùng 2 số cuối giải Đặc biệt');
  await expect(loto).toContainText(`Tiền thưởng nhận được${money(lotoPrize)}`);
  const lotoResult = loto.getByRole('region', { name: `Kết quả kỳ #${lotoDraw}` });
  await expect(lotoResult).toContainText('81327');
  await expect(lotoResult).toContainText('40516');

  const bao = main.getByRole('article', { name: `Vé Bao điện toán 6x36 kỳ #${baoDraw}` });
  await expect(bao).toContainText(`Số seri BAO636-${baoDraw}-`);
  await bao.getByRole('button', { name: 'Xem ảnh vé' }).click();
  await expect(
    bao.getByRole('img', { name: `Ảnh vé Bao điện toán 6x36 kỳ #${baoDraw}` }),
  ).toBeVisible();
  await expect(bao).toContainText(`Giải Ba${money(3 * 100_000)}`);
  await expect(bao).toContainText(`Giải Tư${money(4 * 15_000)}`);
  await expect(bao).toContainText(`Tiền thưởng nhận được${money(baoPrize)}`);
  const baoResult = bao.getByRole('region', { name: `Kết quả kỳ #${baoDraw}` });
  for (const n of X636_DRAW) await expect(baoResult).toContainText(pad2(n));
  await expectNoSeriousA11yViolations(page);

  await expectBalances(page, { main: funded - total, prize });
});
