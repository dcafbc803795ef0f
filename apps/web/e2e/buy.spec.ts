import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { runOrderJobs, signInFundedCustomer } from './helpers';

test('buy a Mega 6/45 ticket from the main balance and find it in the order history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInFundedCustomer(page, 100_000);

  await page.goto('/mega-645');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
  // The next open draw is chosen by default.
  await expect(main.getByRole('checkbox', { name: /Kỳ #/ }).first()).toBeChecked();
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of ['03', '11', '19', '25', '38', '44']) {
    await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();
  }
  await expect(main.getByTestId('price-total')).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Mua ngay' }).click();

  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();
  await expect(main.getByTestId('cart-total')).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Thanh toán' }).click();

  await expect(page).toHaveURL(/\/hinh-thuc-nhan-ve$/);
  await expect(main.getByRole('radio', { name: /Đại lý giữ vé hộ/ })).toBeChecked();
  await main.getByRole('button', { name: 'Tiếp tục' }).click();

  await expect(page).toHaveURL(/\/hinh-thuc-nhan-ve\/chon-hinh-thuc-thanh-toan$/);
  await expect(main.getByText(/Số dư:/)).toContainText('100.000đ');
  await main.getByRole('button', { name: 'Tiếp tục' }).click();

  await expect(page).toHaveURL(/\/xac-nhan-don-hang$/);
  await expect(main.getByTestId('confirm-total')).toContainText('10.000đ');
  await expect(main.getByText(/Trúng giải bất kỳ: khoảng 1\/42/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Thanh toán' }).click();

  await expect(main.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible();
  await expect(main.getByText('Số dư tài khoản chính').locator('..')).toContainText('90.000đ');
  const orderLink = main.getByRole('link', { name: 'Xem đơn hàng' });
  const href = (await orderLink.getAttribute('href')) ?? '';
  const orderId = /\/lich-su-dat-mua\/(\d+)$/.exec(href)?.[1];
  expect(orderId).toMatch(/^\d+$/);

  await page.goto('/lich-su-dat-mua');
  const row = main
    .getByRole('list', { name: 'Đơn hàng' })
    .getByRole('link', { name: new RegExp(`Đơn #${orderId}`) });
  // Waiting for the agent, unless its job (every few seconds on the e2e server) printed it already.
  await expect(row).toContainText(/Chờ in vé|Đại lý giữ vé/);
  await expect(row).toContainText('10.000đ');
  await expectNoSeriousA11yViolations(page);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/lich-su-dat-mua/(dang-cho/)?${orderId}$`));
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();

  // The sandbox printing agent prints it: the timeline and the ticket image follow.
  await runOrderJobs(page);
  await page.goto(`/lich-su-dat-mua/${orderId}`);
  await expect(main.getByTestId('order-status')).toHaveText('Đại lý giữ vé');
  await expect(main.getByRole('list', { name: 'Tiến trình vé' })).toContainText(
    'Đại lý đã in vé · ',
  );
  await main.getByRole('button', { name: 'Xem ảnh vé' }).click();
  await expect(main.getByRole('img', { name: /Ảnh vé Mega 6\/45/ })).toBeVisible();

  // The cart was emptied by the payment.
  await page.goto('/gio-hang');
  await expect(main.getByRole('heading', { name: 'Giỏ hàng trống' })).toBeVisible();
});
