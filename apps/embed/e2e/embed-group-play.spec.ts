import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { launchSignedIn, launchWalletCustomer, payOnWalletGateway, post } from './helpers';

// In the wallet-embedded shell: group play's pages answer under /webview; a
// customer with money on the main balance creates a group and holds their own shares from
// it, and another pays their shares through the linked wallet (the gateway's paid callback
// buys them).

test('group play in the webview: a group is created from the main balance, shares are paid through the wallet', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await post(page, '/dev/group/flag', { enabled: true });
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 50_000,
    password: 'vi123456',
  });
  await launchSignedIn(page, msisdn, 'Khách Nhóm');

  await page.goto('/webview/nhom-mua-chung');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Nhóm mua chung', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Tạo nhóm cùng chọn số' }).click();
  await expect(page).toHaveURL(/\/webview\/nhom-mua-chung\/cung-chon-so\/thong-tin-khach-hang$/);
  await main.getByRole('button', { name: 'Chọn nhanh' }).click();
  await expect(main.getByTestId('create-share-price')).toHaveText('1.000đ');
  await main.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }).click();
  await expect(page).toHaveURL(/\/webview\/nhom-mua-chung\/cung-chon-so\/gop-co-phan\/\d+$/);
  const groupId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  // The webview offers the wallet first; this leader pays from the main balance.
  await expect(main.getByRole('radio', { name: /Thanh toán qua ví/ })).toBeChecked();
  await main.getByRole('radio', { name: /Tài khoản chính/ }).check();
  await main.getByRole('button', { name: 'Thanh toán 1.000đ' }).click();
  await expect(main.getByRole('region', { name: 'Góp cổ phần thành công' })).toContainText(
    '49.000đ',
  );
  await expectNoSeriousA11yViolations(page);

  await main.getByRole('link', { name: 'Xem nhóm của tôi' }).click();
  await expect(page).toHaveURL(/\/webview\/thong-tin-nhom\/cung-chon-so\/\d+$/);
  await expect(main.getByText('Hoàn thành 10%', { exact: true })).toBeVisible();
  await page.goto('/webview/lich-su-choi-nhom');
  await expect(main.getByRole('list', { name: 'Nhóm của tôi' }).getByRole('article')).toHaveCount(
    1,
  );

  // A wallet customer with nothing on the main balance pays 2 shares through the wallet.
  const walletContext = await browser.newContext();
  const wallet = await walletContext.newPage();
  await launchWalletCustomer(wallet);
  await wallet.goto(`/webview/nhom-mua-chung/cung-chon-so/gop-co-phan/${groupId}`);
  const walletMain = wallet.getByRole('main');
  await expect(walletMain.getByRole('radio', { name: /Thanh toán qua ví/ })).toBeChecked();
  await walletMain.getByRole('button', { name: 'Thêm 1 cổ phần' }).click();
  await expectNoSeriousA11yViolations(wallet);
  await walletMain.getByRole('button', { name: 'Thanh toán qua ví 2.000đ' }).click();
  await payOnWalletGateway(wallet, '2.000đ');
  await expect(wallet).toHaveURL(
    new RegExp(`/webview/nhom-mua-chung/cung-chon-so/gop-co-phan/${groupId}\\?paymentId=`),
  );
  const result = walletMain.getByRole('region', { name: 'Góp cổ phần thành công' });
  await expect(result).toContainText('2.000đ');
  await result.getByRole('link', { name: 'Xem nhóm của tôi' }).click();
  await expect(walletMain.getByText('Hoàn thành 30%', { exact: true })).toBeVisible();
  await expect(walletMain.getByText('Đang tạm giữ')).toBeVisible();
  await walletContext.close();
});
