import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  type Envelope,
  cartToWalletPayment,
  launchWalletCustomer,
  payOnWalletGateway,
  holdSouthernTicket,
  southernTicketOnSale,
} from './helpers';

// In the wallet-embedded shell: a customer opened by the wallet app finds a real
// paper ticket of the agent's stock, holds it, and pays it through the embed's order
// create call and the wallet gateway (the sandbox gateway's hosted page). A paper ticket
// costs 10.000đ in the embed too (reference §3), not the embed's 1.000đ unit of 6x36.

test('a paper ticket is found, held and paid through the wallet in the webview at 10.000đ', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ticket = await southernTicketOnSale(page);
  await launchWalletCustomer(page);

  const main = page.getByRole('main');
  const card = await holdSouthernTicket(page, ticket);

  // The cart: the held ticket, 10.000đ; checkout by the wallet.
  await card.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByRole('list', { name: 'Vé xổ số kiến thiết' })).toContainText(
    ticket.number,
  );
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
  await cartToWalletPayment(main, '10.000đ');
  // The embed's paper order create (spec §7 `xsdt/xskt/order/create`) reserves the held
  // ticket at 10.000đ.
  // The answer is read on its way to the page: the page goes on to the wallet at once, after
  // which the browser no longer holds the body.
  let resolveCreated: (envelope: Envelope<{ orderId: number; amount: number }>) => void = () => {};
  const created = new Promise<Envelope<{ orderId: number; amount: number }>>((resolve) => {
    resolveCreated = resolve;
  });
  await page.route(/\/api\/xsdt\/xskt\/order\/create$/, async (route) => {
    const response = await route.fetch();
    resolveCreated((await response.json()) as Envelope<{ orderId: number; amount: number }>);
    await route.fulfill({ response });
  });
  await main.getByRole('button', { name: 'Thanh toán qua ví' }).click();
  const envelope = await created;
  expect(envelope.code, envelope.message).toBe(0);
  const order = envelope.data;
  expect(order.amount).toBe(10_000);

  // The wallet gateway charges exactly what the customer was shown.
  await payOnWalletGateway(page, '10.000đ');
  await expect(page).toHaveURL(/\/webview\/.*chon-hinh-thuc-thanh-toan\?orderId=\d+&paymentId=/);
  // The wallet's callback credits the order first: more than 15 s beside the other suites.
  await expect(main.getByText('Thanh toán thành công')).toBeVisible({ timeout: 30_000 });

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
