import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

// Runs after every other spec, one test after the other (see tooling/e2e config): the first
// draws Mega's current period now, the second moves the shared sandbox clock to the next
// Keno draw, which at night is the next morning.

type Envelope<T> = { code: number; message: string; data: T };

/** The customer's numbers, which the sandbox draw is then told to produce. */
const NUMBERS = [5, 12, 23, 31, 36, 42];

/** `1.234.567đ`, as the shop writes money. */
function money(amount: number): string {
  return `${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}đ`;
}

/** domain-reference: personal income tax of 10% on the part of a prize above 10,000,000đ. */
function afterTax(gross: number): number {
  return gross - Math.floor(((gross - 10_000_000) * 10) / 100);
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const envelope = (await (await page.request.post(`/api${path}`, { data })).json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

test('a Mega 6/45 ticket that hits the jackpot is printed, settled and paid to the prize balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await post<{ msisdn: string; session: string }>(page, '/dev/orders/customer', {
    amount: 100_000,
  });
  const url = new URL((await page.request.get('/')).url()).origin;
  await page.context().addCookies([
    { name: 'session', value: customer.session, url },
    { name: 'account_id', value: customer.msisdn, url },
  ]);

  // Buy the ticket in the shop, for the next draw.
  await page.goto('/mega-645');
  const main = page.getByRole('main');
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of NUMBERS) {
    await grid.getByRole('button', { name: new RegExp(`^${String(n).padStart(2, '0')}`) }).click();
  }
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(main.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  const href = (await main.getByRole('link', { name: 'Xem đơn hàng' }).getAttribute('href')) ?? '';
  const orderId = /(\d+)$/.exec(href)?.[1];
  expect(orderId).toMatch(/^\d+$/);

  // The agent prints it, the draw produces the customer's numbers, settlement pays it.
  await post(page, '/dev/orders/run', {});
  const { result } = await post<{ result: { drawCode: string; jackpot: { jackpot: number } } }>(
    page,
    '/dev/draws/run',
    { product: 'mega645', numbers: NUMBERS },
  );
  await post(page, '/dev/orders/run', {});
  const net = afterTax(result.jackpot.jackpot);

  await page.goto(`/lich-su-dat-mua/${orderId}`);
  await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');
  await expect(main).toContainText(`Kỳ #${result.drawCode}`);

  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Tài khoản trả thưởng').locator('..')).toContainText(money(net));
});

const pad = (n: number) => String(n).padStart(2, '0');

/** `DD/MM/YYYY HH:mm:ss` (Vietnam time) → epoch milliseconds. */
function vnInstant(openDate: string): number {
  const [day, month, year, time] = openDate.split(/[/ ]/);
  return Date.parse(`${year}-${month}-${day}T${time}+07:00`);
}

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
  const clock = (await (await page.request.get('/api/dev/clock')).json()) as {
    data: { now: string };
  };
  const jumpMs = vnInstant(openDate) + 1000 - Date.parse(clock.data.now);
  if (jumpMs > 0) {
    const moved = await page.request.post('/api/dev/clock', { data: { advanceMs: jumpMs } });
    expect(moved.ok()).toBe(true);
  }
  await expect(page.getByRole('heading', { name: `Kỳ #${drawCode}` })).toBeVisible({
    timeout: 20_000,
  });
  // Numbers are revealed one by one and announced in the live region.
  const balls = page.getByRole('list', { name: 'Các số đã quay' }).getByRole('listitem');
  await expect(balls.first()).toHaveText(pad(result.numbers[0]!), { timeout: 20_000 });
  await expect(page.getByText(/^Số thứ \d+: \d\d$/)).toBeVisible();
  await expect(balls).toHaveCount(2, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
});
