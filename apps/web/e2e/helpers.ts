import type { Locator, Page } from '@veso/e2e';
import {
  addDays,
  enterKenoSalesHours,
  expect,
  moveClockTo,
  parseDrawDateTime,
  serverNow,
  vnDayOf,
  vnInstant as vnDayInstant,
  vnMinuteOfDay,
} from '@veso/e2e';

export { enterKenoSalesHours, moveClockTo, serverNow };

/** The server's answer envelope (spec §7). */
export type Envelope<T> = { code: number; message: string; data: T };

/** `1.234.567đ`, as the shop writes money. */
export function money(amount: number): string {
  return `${amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')}đ`;
}

/** `07`: a ball number as the shop writes it. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Clicks numbers on a play screen's number grid (buttons named by the padded number). */
export async function pick(grid: Locator, numbers: readonly number[]): Promise<void> {
  for (const n of numbers) {
    await grid.getByRole('button', { name: new RegExp(`^${pad2(n)}`) }).click();
  }
}

/** Matches exactly `amount` in a text (`40.000đ` but not inside `140.000đ`). */
export function moneyPattern(amount: number): RegExp {
  return new RegExp(`(?<![\\d.])${money(amount).replace(/\./g, '\\.')}`);
}

/** The whole đồng of a money text such as `1.234.567đ`. */
export function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/\D/g, ''));
}

/** docs/domain.md §5: personal income tax of 10% on the part of a prize above 10,000,000đ. */
export function afterTax(gross: number): number {
  return gross <= 10_000_000 ? gross : gross - Math.floor(((gross - 10_000_000) * 10) / 100);
}

/** POSTs to the API (sandbox routes included) and answers `data` once the code is 0. */
export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const envelope = (await (await page.request.post(`/api${path}`, { data })).json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

/** A fresh adult customer with a funded main balance (sandbox route), signed in by cookie. */
export async function signInFundedCustomer(
  page: Page,
  amount: number,
): Promise<{ msisdn: string }> {
  const customer = await post<{ msisdn: string; session: string }>(page, '/dev/orders/customer', {
    amount,
  });
  const url = new URL((await page.request.get('/')).url()).origin;
  await page.context().addCookies([
    { name: 'session', value: customer.session, url },
    { name: 'account_id', value: customer.msisdn, url },
  ]);
  return { msisdn: customer.msisdn };
}

/**
 * The draw code of the period checked in a play screen's period picker ('Kỳ #…'): a number,
 * or a day (`YYYY-MM-DD`) for the loto games and 6x36.
 */
export async function chosenDrawCode(main: Locator): Promise<string> {
  const checked = main.getByRole('checkbox', { name: /Kỳ #/, checked: true });
  await expect(checked).toHaveCount(1);
  const label = await checked.locator('xpath=ancestor::label[1]').textContent();
  const code = /Kỳ #(\d{4}-\d{2}-\d{2}|\d+)/.exec(label ?? '')?.[1];
  expect(code, `checked period: ${label}`).toMatch(/^(\d{4}-\d{2}-\d{2}|\d+)$/);
  return code ?? '';
}

/**
 * From the cart to the confirm page: 'Thanh toán', the agent keeps the ticket, the main
 * balance pays. Answers the confirm page's total.
 */
export async function checkoutToConfirm(main: Locator): Promise<number> {
  const page = main.page();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/hinh-thuc-nhan-ve$/);
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/chon-hinh-thuc-thanh-toan$/);
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang$/);
  const total = main.getByTestId('confirm-total');
  await expect(total).toContainText('đ');
  return amountOf(await total.textContent());
}

/** Pays on the confirm page and answers the new order's id ('Xem đơn hàng'). */
export async function payConfirmed(main: Locator): Promise<string> {
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(main.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  const href = (await main.getByRole('link', { name: 'Xem đơn hàng' }).getAttribute('href')) ?? '';
  const orderId = /(\d+)$/.exec(href)?.[1] ?? '';
  expect(orderId).toMatch(/^\d+$/);
  return orderId;
}

/** The whole purchase from the cart: answers the order id. */
export async function checkoutFromCart(main: Locator): Promise<string> {
  await checkoutToConfirm(main);
  return payConfirmed(main);
}

/**
 * A paid and printed Mega 6/45 order of the signed-in customer (session cookie), made
 * through the API (reserve, confirm, the sandbox agent prints it); answers its id.
 */
export async function printedMegaOrder(
  page: Page,
  numbers: readonly (string | number)[],
  requestPrefix: string,
): Promise<number> {
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  expect(session).toBeDefined();
  const headers = { 'x-access-token': session?.value ?? '' };
  const call = async (path: string, data: unknown) => {
    const body = (await (await page.request.post(`/api${path}`, { data, headers })).json()) as {
      code: number;
      message: string;
      data: { orderId: number };
    };
    expect(body.code, `${path}: ${body.message}`).toBe(0);
    return body.data;
  };
  const { orderId } = await call('/order', {
    requestId: `${requestPrefix}-${Date.now()}`,
    orderItemInfos: [{ product: 'mega645', numberInfos: [{ numbers }] }],
  });
  await call('/order/confirm', { requestId: `${requestPrefix}-${Date.now()}-pay`, orderId });
  // Printed now, so the page never shows it half way between waiting and printed.
  await runOrderJobs(page);
  return orderId;
}

/** Runs the sandbox order jobs once: the agent prints paid tickets, drawn ones are settled and paid. */
export async function runOrderJobs(page: Page): Promise<void> {
  await post(page, '/dev/orders/run', {});
}

type DrawnResult = { drawCode: string; openDate: string };

/** Whether draw code `a` comes before `b`: numbers (Vietlott, Keno) or days (`YYYY-MM-DD`: loto, 6x36). */
function drawsBefore(a: string, b: string): boolean {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) < Number(b) : a < b;
}

/**
 * Draws a product's periods now (sandbox), earliest first, until `drawCode` is drawn, each
 * with the given results (`numbers` for ball games, `groups` for the Max 3D family).
 * Earlier periods the draw job has not reached yet are drawn on the way.
 */
export async function drawPeriod<R extends DrawnResult>(
  page: Page,
  drawCode: string,
  body: { product: string; numbers?: number[]; groups?: string[][] },
): Promise<R> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const { result } = await post<{ result: R }>(page, '/dev/draws/run', body);
    if (result.drawCode === drawCode) return result;
    expect(
      drawsBefore(result.drawCode, drawCode),
      `drew ${result.drawCode} before ${drawCode}`,
    ).toBe(true);
  }
  throw new Error(`Period ${drawCode} of ${body.product} was never drawn`);
}

/** `DD/MM/YYYY HH:mm:ss` (Vietnam time) → epoch milliseconds. */
export function vnInstant(openDate: string): number {
  return parseDrawDateTime(openDate).getTime();
}

/** The days the region pages offer (`xstt/list`'s default window): today and the next two. */
const REGION_PAGE_DAYS = 3;

/**
 * Loads the sandbox agent's paper stock of today and the next four days (Vietnam time, on the
 * server's clock) so that a northern draw is on sale whatever the time: after 18:00 today's
 * has closed, and the serial specs that draw the north early (loto, ticket-results, xskt) may
 * each have drawn the next northern day on this worker's server (its stock is withdrawn and
 * never delivered again). When those early draws left the first northern day on sale past the
 * region pages' three days, the clock moves forward to 06:00 of that day, as the real shop's
 * would have reached it. Answers that day.
 */
export async function loadPaperStock(page: Page, perProvince = 300): Promise<string> {
  const today = vnDayOf(new Date(await serverNow(page)));
  for (let day = 0; day < 5; day += 1) {
    await post(page, '/dev/xskt/stock', { date: addDays(today, day), perProvince });
  }
  const answer = await page.request.get(
    '/api/core/webview/xskt/ticket/sale/list?category=3&page_size=1',
  );
  const list = (await answer.json()) as Envelope<{ items: { drawCode: string }[] }>;
  const first = list.data.items[0]?.drawCode;
  expect(first, 'a northern day on sale in the next five days').toBeDefined();
  const day = first as string;
  if (day >= addDays(today, REGION_PAGE_DAYS)) {
    await moveClockTo(page, vnDayInstant(day, 6 * 60).getTime());
  }
  return day;
}

/** Keno draws on the minutes of the Vietnam day that are multiples of 8. */
const KENO_EVERY_MINUTES = 8;

/**
 * A Keno group buys the first draw whose group deadline (its sales cut-off, 60 s before the
 * draw, minus 30 minutes) is still ahead, so on the minutes of the day that are 1 past a
 * multiple of 8: in Keno's sales hours that deadline may be seconds away. Moves the server's
 * clock into the sales hours ({@link enterKenoSalesHours}) and then, when needed, to 5 s past
 * the next such minute, so that a new group has at least 7 minutes to fill.
 */
export async function enterKenoGroupHours(page: Page): Promise<void> {
  await enterKenoSalesHours(page);
  const now = new Date(await serverNow(page));
  const minuteOfDay = vnMinuteOfDay(now);
  const pastDeadline = (minuteOfDay - 1 + KENO_EVERY_MINUTES) % KENO_EVERY_MINUTES;
  // Within the minute of a deadline: the next one is 7 to 8 minutes away already.
  if (pastDeadline === 0) return;
  const next = minuteOfDay + KENO_EVERY_MINUTES - pastDeadline;
  await moveClockTo(page, vnDayInstant(vnDayOf(now), next).getTime() + 5_000);
}

/**
 * Opens the menu drawer and checks the balances the server reports ('Số dư tài khoản',
 * 'Tài khoản trả thưởng'), waiting up to `timeout` ms for them, then closes it.
 */
export async function expectBalances(
  page: Page,
  balances: { main?: number; prize?: number },
  timeout?: number,
): Promise<void> {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  if (balances.main !== undefined) {
    await expect(drawer.getByText('Số dư tài khoản', { exact: true }).locator('..')).toContainText(
      moneyPattern(balances.main),
      { timeout },
    );
  }
  if (balances.prize !== undefined) {
    await expect(drawer.getByText('Tài khoản trả thưởng').locator('..')).toContainText(
      moneyPattern(balances.prize),
      { timeout },
    );
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}
