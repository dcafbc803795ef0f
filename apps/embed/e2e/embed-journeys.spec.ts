import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  cartToWalletPayment,
  holdSouthernTicket,
  launchWalletCustomer,
  payOnWalletGateway,
  southernTicketOnSale,
} from './helpers';

// what a wallet customer meets in the webview —
// the cart, history and notifications reached from the home's tabs, the embedded 404, and
// a mixed cart (paper and Vietlott) paid once through the confirm screen and the wallet.

const MENU_BUTTON = /menu|danh mục/i;

test('the home tabs reach the cart, the history and the notifications; the menu stays the spec’s', async ({
  page,
}) => {
  await launchWalletCustomer(page);
  await page.goto('/webview/?tab=1');
  const tabs = page.getByRole('navigation', { name: 'Mục trang chủ' });
  await expect(tabs.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Mega 6/45' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole('link', { name: 'Giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=2$/);
  await expect(main.getByRole('heading', { name: 'Giỏ hàng', level: 1 })).toBeVisible();
  await expect(main.getByText('Giỏ hàng trống')).toBeVisible();

  await tabs.getByRole('link', { name: 'Lịch sử' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=3$/);
  await expect(main.getByRole('heading', { name: 'Lịch sử mua vé', level: 1 })).toBeVisible();
  await expect(main.getByText('Chưa có đơn hàng')).toBeVisible();

  await tabs.getByRole('link', { name: 'Thông báo' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=4$/);
  await expect(main.getByRole('heading', { name: 'Thông báo', level: 1 })).toBeVisible();
  await expect(main.getByText('Chưa có thông báo')).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Thông báo' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);

  // Back returns to the tab before.
  await page.goBack();
  await expect(page).toHaveURL(/\/webview\/?\?tab=3$/);

  // The drawer keeps the spec's three entries.
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Hướng dẫn' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Điều khoản & chính sách' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Giỏ hàng' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Thông báo' })).toHaveCount(0);
});

test('an unknown page of the webview reads "This page could not be found"', async ({ page }) => {
  await page.goto('/webview/khong-co-trang-nay');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(main.getByText('404 Không tìm thấy trang này')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=1$/);
});

test('a cart mixing a paper ticket and Mega 6/45 is confirmed and paid once through the wallet', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ticket = await southernTicketOnSale(page);
  await launchWalletCustomer(page);
  await holdSouthernTicket(page, ticket);

  await page.goto('/webview/mega-645');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of ['05', '12', '18', '27', '33', '41']) {
    await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();
  }
  await main.getByRole('button', { name: 'Mua ngay' }).click();

  // The cart holds both parts: one total.
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(main.getByText('05 12 18 27 33 41')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Vé xổ số kiến thiết' })).toContainText(
    ticket.number,
  );
  await expect(main.getByTestId('cart-total')).toContainText('20.000đ');

  // The confirm screen lists both before anything is paid.
  await cartToWalletPayment(main, '20.000đ');
  await expect(main.getByRole('article', { name: /Mega 6\/45/ })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Vé xổ số kiến thiết trong đơn' })).toContainText(
    ticket.number,
  );
  await expectNoSeriousA11yViolations(page);

  // One order create call for both parts, then one wallet payment of the whole total.
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/xsdt\/xs(dt|kt)\/order\/create$/.test(request.url()))
      creates.push(new URL(request.url()).pathname);
  });
  await main.getByRole('button', { name: 'Thanh toán qua ví' }).click();
  await payOnWalletGateway(page, '20.000đ');
  await expect(page).toHaveURL(/\/webview\/.*chon-hinh-thuc-thanh-toan\?orderId=\d+&paymentId=/);
  await expect(main.getByText('Thanh toán thành công')).toBeVisible();
  expect(creates).toEqual(['/api/xsdt/xsdt/order/create']);
  const orderId = /orderId=(\d+)/.exec(page.url())?.[1] ?? '';
  await expect(main.getByText('Số tiền').locator('..')).toContainText('20.000đ');

  // Both parts are the customer's: the paper ticket in the paper history, paid in the
  // same order as the Mega ticket.
  await page.goto('/webview/lich-su-mua-xskt');
  const row = main
    .getByRole('list', { name: 'Đơn xổ số kiến thiết' })
    .getByRole('link', { name: new RegExp(`Đơn #${orderId}`) });
  await expect(row).toContainText(ticket.number);
  await page.goto(`/webview/lich-su-dat-mua/${orderId}`);
  await expect(main).toContainText(/Tổng tiền\s*20\.000đ/);
  await expect(main).toContainText('Mega 6/45');
  // The cart is empty afterwards: nothing left to pay twice.
  await page.goto('/webview/?tab=2');
  await expect(main.getByText('Giỏ hàng trống')).toBeVisible();
});
