import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { launchSignedIn, post } from './helpers';

// Issue #17 in the wallet-embedded shell: group play's pages answer under /webview, and a
// customer with money on the main balance creates a group and holds their own shares.

test('group play in the webview: the lists open, a group is created and the leader’s shares held', async ({
  page,
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
});
