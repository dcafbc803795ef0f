import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  drawPeriod,
  pad2,
  post,
  printedMegaOrder,
  runOrderJobs,
  signInFundedCustomer,
} from './helpers';

// A serial spec (its worker's own server): it draws the northern and Mega periods early.

type NorthResult = {
  drawCode: string;
  drawDate: string;
  result: { groups: { name: string; numbers: string[] }[]; specialSeries: string[] };
};

test('the ticket checker offers the latest draw day and never under-reports a Đặc biệt number checked without its series', async ({
  page,
}) => {
  // The sandbox's northern draw publishes the winning series of Đặc biệt, as the real one does.
  const { result } = await post<{ result: NorthResult }>(page, '/dev/draws/run', {
    product: 'xsmb',
  });
  const special = result.result.groups[0]?.numbers[0] ?? '';
  expect(result.result.specialSeries.length).toBeGreaterThan(0);

  await page.goto('/so-ket-qua-xo-so-kien-thiet');
  const checker = page.getByRole('region', { name: 'Dò vé' });
  await expect(checker.getByLabel('Ngày quay')).toHaveValue(result.drawDate);
  await checker.getByLabel('Số vé (5 chữ số)').fill(special);
  await checker.getByRole('button', { name: 'Dò vé' }).click();
  const report = checker.getByRole('list', { name: 'Kết quả dò vé' });
  await expect(report).toContainText(
    `Nếu vé có ký hiệu trúng giải Đặc biệt (${result.result.specialSeries.join(', ')}):`,
  );
  await expect(report).toContainText('Giải Đặc biệt: 200.000.000đ');
  await expect(report).toContainText('Nếu vé có ký hiệu khác:');
  await expect(report).toContainText('Giải Khuyến khích: 40.000đ');
  await expectNoSeriousA11yViolations(page);

  // With a winning series the answer is Đặc biệt alone.
  await checker.getByLabel('Ký hiệu vé (không bắt buộc)').fill(result.result.specialSeries[0]!);
  await checker.getByRole('button', { name: 'Dò vé' }).click();
  await expect(report).not.toContainText('Khuyến khích');
  await expect(report).toContainText('Giải Đặc biệt: 200.000.000đ');
});

test("an order page waits for the draw, then shows the drawn numbers with the ticket's matches", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFundedCustomer(page, 100_000);
  const numbers = [4, 15, 22, 33, 40, 45];
  const orderId = await printedMegaOrder(page, numbers.map(pad2), 'e2e-drawn');
  await page.goto(`/lich-su-dat-mua/${orderId}`);
  const main = page.getByRole('main');
  const ticket = main.getByRole('article', { name: /Vé Mega 6\/45 kỳ #/ });
  const drawCode = /kỳ #(\d+)/.exec((await ticket.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  const steps = ticket.getByRole('list', { name: 'Tiến trình vé' });
  await expect(steps).toContainText('Chờ quay thưởng lúc');
  await expect(ticket).not.toContainText('Đã có kết quả');
  await expect(ticket.getByRole('region', { name: /Kết quả kỳ/ })).toHaveCount(0);

  // The draw brings three of the ticket's numbers; settlement checks the ticket.
  await drawPeriod(page, drawCode, { product: 'mega645', numbers: [4, 15, 22, 1, 2, 3] });
  await runOrderJobs(page);
  await page.reload();
  const result = ticket.getByRole('region', { name: `Kết quả kỳ #${drawCode}` });
  await expect(result).toContainText('Số trùng với vé: 04, 15, 22');
  await expect(result.getByText('04 (trùng)')).toBeVisible();
  await expect(steps).toContainText('Đã có kết quả ·');
  await expectNoSeriousA11yViolations(page);
});
