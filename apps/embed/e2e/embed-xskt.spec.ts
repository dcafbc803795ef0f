import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import type { Page } from '@veso/e2e';
import {
  type Envelope,
  cartToWalletPayment,
  launchWalletCustomer,
  payOnWalletGateway,
  post,
} from './helpers';

// Issue #16 in the wallet-embedded shell: a customer opened by the wallet app finds a real
// paper ticket of the agent's stock, holds it, and pays it through the embed's order
// create call and the wallet gateway (the sandbox gateway's hosted page). A paper ticket
// costs 10.000đ in the embed too (reference §3), not the embed's 1.000đ unit of 6x36.

type StockTicket = { ticketId: number; number: string; province: string; drawCode: string };

/** `YYYY-MM-DD` of an instant in Vietnam (UTC+7). */
function vnDay(instant: number): string {
  return new Date(instant + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Loads the sandbox agent's southern stock of today and tomorrow (a southern draw is on
 * sale whatever the time) and answers a ticket of the first day still on sale, the day
 * the region page opens on.
 */
async function southernTicketOnSale(page: Page): Promise<StockTicket> {
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
  const ticket = list.data.items.find((t) => t.drawCode === day);
  expect(ticket, 'a southern ticket on sale').toBeDefined();
  return ticket as StockTicket;
}

test('a paper ticket is found, held and paid through the wallet in the webview at 10.000đ', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ticket = await southernTicketOnSale(page);
  await launchWalletCustomer(page);

  // Find the ticket by its exact number on the southern page of the webview.
  await page.goto('/webview/xo-so-kien-thiet-mien-nam');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Xổ số kiến thiết miền Nam', level: 1 }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: /Đài quay/ })).toContainText(ticket.province);
  const search = main.getByRole('search', { name: 'Tìm vé theo số' });
  await search.getByRole('radio', { name: 'Số chính xác' }).check();
  await search.getByLabel('Số cần tìm').fill(ticket.number);
  await search.getByRole('button', { name: 'Tìm vé' }).click();
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

  // The cart: the held ticket, 10.000đ; checkout by the wallet.
  await card.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByRole('list', { name: 'Vé xổ số kiến thiết' })).toContainText(
    ticket.number,
  );
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
  await cartToWalletPayment(main);
  // The embed's paper order create (spec §7 `xsdt/xskt/order/create`) reserves the held
  // ticket at 10.000đ.
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/xsdt\/xskt\/order\/create$/.test(r.url()),
  );
  await main.getByRole('button', { name: 'Thanh toán qua ví' }).click();
  const envelope = (await (await created).json()) as Envelope<{ orderId: number; amount: number }>;
  expect(envelope.code, envelope.message).toBe(0);
  const order = envelope.data;
  expect(order.amount).toBe(10_000);

  // The wallet gateway charges exactly what the customer was shown.
  await payOnWalletGateway(page, '10.000đ');
  await expect(page).toHaveURL(/\/webview\/.*chon-hinh-thuc-thanh-toan\?orderId=\d+&paymentId=/);
  await expect(main.getByText('Thanh toán thành công')).toBeVisible();

  // The paper history lists the order: its ticket, paid, 10.000đ.
  await page.goto('/webview/lich-su-mua-xskt');
  const row = main
    .getByRole('list', { name: 'Đơn xổ số kiến thiết' })
    .getByRole('link', { name: new RegExp(`Đơn #${order.orderId}`) });
  await expect(row).toContainText(ticket.number);
  await expect(row).toContainText(ticket.province);
  await expect(row).toContainText('1 vé');
  await expect(row).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);

  // Its detail: the ticket is the customer's, paid.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/chi-tiet-don-kien-thiet\\?orderId=${order.orderId}$`));
  await expect(
    main.getByRole('article', { name: new RegExp(`Vé ${ticket.number}`) }),
  ).toBeVisible();
  await expect(main).toContainText(/Tổng tiền\s*10\.000đ/);
});
