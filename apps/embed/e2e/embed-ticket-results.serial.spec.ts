import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { launchSignedIn, post } from './helpers';

// A serial spec (its worker's own server): it draws the northern and Mega periods early.

type NorthResult = {
  drawDate: string;
  result: { groups: { name: string; numbers: string[] }[]; specialSeries: string[] };
};

test('in the webview the ticket checker offers the latest draw day and states every prize a Đặc biệt number without its series can win', async ({
  page,
}) => {
  const { result } = await post<{ result: NorthResult }>(page, '/dev/draws/run', {
    product: 'xsmb',
  });
  const special = result.result.groups[0]?.numbers[0] ?? '';
  await page.goto('/webview/so-ket-qua-xo-so-kien-thiet');
  const checker = page.getByRole('region', { name: 'Dò vé' });
  await expect(checker.getByLabel('Ngày quay')).toHaveValue(result.drawDate);
  await checker.getByLabel('Số vé (5 chữ số)').fill(special);
  await checker.getByRole('button', { name: 'Dò vé' }).click();
  const report = checker.getByRole('list', { name: 'Kết quả dò vé' });
  await expect(report).toContainText('Giải Đặc biệt: 200.000.000đ');
  await expect(report).toContainText('Nếu vé có ký hiệu khác:');
  await expect(report).toContainText('Giải Khuyến khích: 40.000đ');
  await expectNoSeriousA11yViolations(page);
});

test("in the webview an order page waits for the draw, then shows the drawn numbers with the ticket's matches", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 100_000,
    password: 'vi123456',
  });
  await launchSignedIn(page, msisdn, 'Khách Ví');
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  const headers = { 'x-access-token': session?.value ?? '' };
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const body = (await (await page.request.post(`/api${path}`, { data, headers })).json()) as {
      code: number;
      message: string;
      data: T;
    };
    expect(body.code, `${path}: ${body.message}`).toBe(0);
    return body.data;
  };
  const { orderId, tickets } = await call<{ orderId: number; tickets: { drawCode: string }[] }>(
    '/order',
    {
      requestId: `e2e-embed-drawn-${Date.now()}`,
      orderItemInfos: [
        { product: 'mega645', numberInfos: [{ numbers: ['04', '15', '22', '33', '40', '45'] }] },
      ],
    },
  );
  await call('/order/confirm', { requestId: `e2e-embed-drawn-${Date.now()}-pay`, orderId });
  await post(page, '/dev/orders/run', {});

  await page.goto(`/webview/lich-su-dat-mua/${orderId}`);
  const ticket = page.getByRole('main').getByRole('article', { name: /Vé Mega 6\/45 kỳ #/ });
  const drawCode = /kỳ #(\d+)/.exec((await ticket.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(tickets.length === 0 || tickets[0]?.drawCode === drawCode).toBe(true);
  const steps = ticket.getByRole('list', { name: 'Tiến trình vé' });
  await expect(steps).toContainText('Chờ quay thưởng lúc');
  await expect(ticket).not.toContainText('Đã có kết quả');

  // Draw the ticket's period with three of its numbers (earlier periods on the way).
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const { result } = await post<{ result: { drawCode: string } }>(page, '/dev/draws/run', {
      product: 'mega645',
      numbers: [4, 15, 22, 1, 2, 3],
    });
    if (result.drawCode === drawCode) break;
  }
  await post(page, '/dev/orders/run', {});
  await page.reload();
  const result = ticket.getByRole('region', { name: `Kết quả kỳ #${drawCode}` });
  await expect(result).toContainText('Số trùng với vé: 04, 15, 22');
  await expect(steps).toContainText('Đã có kết quả ·');
  await expectNoSeriousA11yViolations(page);
});

test('in the webview the statistics say which days they count and the simulated draws they leave out', async ({
  page,
}) => {
  await page.goto('/webview/thong-ke-so/bo-so');
  await expect(page.getByText(/chỉ tính kết quả quay thưởng thật/)).toBeVisible();
  await expect(
    page.getByText(/Thống kê 30 kỳ quay từ .* Không tính \d+ kỳ có kết quả mô phỏng sau ngày/),
  ).toBeVisible();
});
