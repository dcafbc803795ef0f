import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { cartToWalletPayment, launchWalletCustomer, payOnWalletGateway } from './helpers';

// In the wallet-embedded shell: the computer lottery is sold at the embed's
// 1,000đ unit (spec §9), reserved through `xsdt/xsdt/order/create` and paid through the
// wallet gateway (here the sandbox gateway's hosted page), like the Vietlott embed orders.

const NUMBERS = ['04', '09', '16', '22', '31', '35'];

test('a 6x36 ticket is bought in the webview at 1.000đ a unit and paid through the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await launchWalletCustomer(page);

  await page.goto('/webview/dien-toan-6x36');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Điện toán 6x36', level: 1 })).toBeVisible();
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of NUMBERS) await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();

  // The customer sees the embed's unit: a line at the first stake costs 1.000đ, not 10.000đ.
  const stakes = main.getByRole('group', { name: 'Giá mỗi dãy' });
  await expect(stakes.getByRole('radio', { name: '1.000đ', exact: true })).toBeChecked();
  await expect(main.getByTestId('price-total')).toContainText('1.000đ');
  await expect(main.getByTestId('price-total')).not.toContainText('10.000đ');
  // The payment minimum is 10.000đ: ten units on the line.
  await stakes.getByRole('radio', { name: '10.000đ', exact: true }).check();
  await expect(main.getByTestId('price-total')).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Mua ngay' }).click();

  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
  await cartToWalletPayment(main, '10.000đ');
  await main.getByRole('button', { name: 'Thanh toán qua ví' }).click();

  // The wallet gateway charges exactly what the customer was shown.
  await payOnWalletGateway(page, '10.000đ');

  await expect(page).toHaveURL(/\/webview\/.*chon-hinh-thuc-thanh-toan\?orderId=\d+&paymentId=/);
  await expect(main.getByText('Thanh toán thành công')).toBeVisible();
  await main.getByRole('link', { name: 'Xem đơn hàng' }).click();

  // The order: 10.000đ for one 6x36 line of ten 1.000đ units.
  // Paid: waiting for the agent, or already printed if the print job has run meanwhile.
  await expect(main.getByTestId('order-status')).toHaveText(/^(Chờ in vé|Đại lý giữ vé)$/);
  await expect(main).toContainText(/Tổng tiền\s*10\.000đ/);
  const ticket = main.getByRole('article', { name: /^Vé Điện toán 6x36 kỳ #/ });
  await expect(ticket.getByRole('list', { name: 'Các bộ số' })).toContainText(
    new RegExp(`${NUMBERS.join(' ')}\\s*1 dãy · Mức cược 10\\.000đ · 10\\.000đ`),
  );
  await expect(ticket.getByRole('list', { name: 'Tiến trình vé' })).toContainText('Đã thanh toán');
});
