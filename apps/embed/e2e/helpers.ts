import type { Locator, Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, searchPaperNumber } from '@veso/e2e';

/** The server's answer envelope (spec §7). */
export type Envelope<T> = { code: number; message: string; data: T };

/** POSTs to the API (sandbox routes included) and answers `data` once the code is 0. */
export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const envelope = (await (await page.request.post(`/api${path}`, { data })).json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

/**
 * A wallet launch signed by the sandbox partner at the server's time (`sandbox/launch`),
 * as a wallet partner's server signs it: the test runner's clock and the moved sandbox
 * clock may differ.
 */
export async function signedLaunch(
  page: Page,
  msisdn: string,
  fullName: string,
): Promise<{ data: string; sig: string; mid: string }> {
  const mid = `mid-${msisdn}-${Date.now()}`;
  const launch = await post<{ data: string; sig: string }>(page, '/app-service/sandbox/launch', {
    msisdn,
    fullName,
    mid,
  });
  return { data: launch.data, sig: launch.sig, mid };
}

/** The webview URL the wallet app opens with a signed launch. */
export function launchUrl({ data, sig }: { data: string; sig: string }): string {
  return `/webview/?tab=1&source=sandbox&data=${data}&sig=${sig}`;
}

/**
 * Opens the webview as the wallet app does for `msisdn` (a customer with a password, so the
 * MID is linked at once) and waits until the sign-on has opened the session.
 */
export async function launchSignedIn(page: Page, msisdn: string, fullName: string): Promise<void> {
  await page.goto(launchUrl(await signedLaunch(page, msisdn, fullName)));
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session'))
    .toBe(true);
}

/**
 * A fresh adult customer with a password and nothing on the main balance, opened by the
 * wallet app: the launch links the MID at once, so the wallet pays.
 */
export async function launchWalletCustomer(page: Page): Promise<{ msisdn: string }> {
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 0,
    password: 'vi123456',
  });
  await launchSignedIn(page, msisdn, 'Khách Ví');
  return { msisdn };
}

/**
 * From the webview cart to the confirm screen: 'Thanh toán', the agent keeps the tickets,
 * the payment method page (paying through the wallet is the checked choice), 'Tiếp tục';
 * the confirm screen shows the total and the wallet before anything is paid.
 */
export async function cartToWalletPayment(main: Locator, total: string): Promise<void> {
  const page = main.page();
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/hinh-thuc-nhan-ve$/);
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/chon-hinh-thuc-thanh-toan$/);
  await expect(main.getByRole('radio', { name: /Thanh toán qua ví/ })).toBeChecked();
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/xac-nhan-don-hang$/);
  await expect(main.getByTestId('confirm-method')).toHaveText('Ví điện tử đã liên kết');
  await expect(main.getByTestId('confirm-total')).toHaveText(total);
}

/**
 * On the sandbox wallet gateway's page: the test wallet by its name (never the raw method
 * id), the amount charged is `amount` in the house format; pays it.
 */
export async function payOnWalletGateway(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByTestId('wallet')).toHaveText('Ví điện tử thử nghiệm');
  await expect(page.getByTestId('amount')).toHaveText(amount);
  await expect(page.getByText('wallet:sandbox')).toHaveCount(0);
  await page.getByRole('button', { name: `Thanh toán ${amount}` }).click();
}

export type StockTicket = { ticketId: number; number: string; province: string; drawCode: string };

/** `YYYY-MM-DD` of an instant in Vietnam (UTC+7). */
function vnDay(instant: number): string {
  return new Date(instant + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Loads the sandbox agent's southern stock of today and tomorrow (a southern draw is on
 * sale whatever the time) and answers a ticket of the first day still on sale, the day
 * the region page opens on.
 */
export async function southernTicketOnSale(page: Page): Promise<StockTicket> {
  const clock = (await (await page.request.get('/api/dev/clock')).json()) as Envelope<{
    now: string;
  }>;
  const today = vnDay(Date.parse(clock.data.now));
  const tomorrow = vnDay(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
  for (const date of [today, tomorrow]) {
    await post(page, '/dev/xskt/stock', { date, perProvince: 300 });
  }
  const list = (await (
    await page.request.get('/api/core/webview/xskt/ticket/sale/list?category=4&page_size=50')
  ).json()) as Envelope<{ items: StockTicket[] }>;
  expect(list.code).toBe(0);
  const day = list.data.items[0]?.drawCode;
  // A random one: specs running side by side do not race for the same ticket.
  const onDay = list.data.items.filter((t) => t.drawCode === day);
  const ticket = onDay[Math.floor(Math.random() * onDay.length)];
  expect(ticket, 'a southern ticket on sale').toBeDefined();
  return ticket as StockTicket;
}

/**
 * Finds `ticket` by its exact number on the webview's southern page and adds it to the
 * cart (the hold's countdown shows); answers its card.
 */
export async function holdSouthernTicket(page: Page, ticket: StockTicket): Promise<Locator> {
  await page.goto('/webview/xo-so-kien-thiet-mien-nam');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Xổ số kiến thiết miền Nam', level: 1 }),
  ).toBeVisible();
  await searchPaperNumber(main, ticket);
  const card = main
    .getByRole('list', { name: 'Vé đang bán' })
    .getByRole('article', { name: new RegExp(`Vé ${ticket.number} ${ticket.province}`) })
    .first();
  await expect(card).toBeVisible();
  // The customer sees the paper ticket's price, not the embed's 1.000đ unit.
  await expect(card).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: /Thêm vào giỏ/ }).click();
  await expect(card.getByTestId('hold-countdown')).toHaveText(
    /Vé được giữ cho bạn trong 1[45]:\d\d/,
  );
  return card;
}
