import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import {
  enterKenoGroupHours,
  expectBalances,
  money,
  pad2,
  post,
  signInFundedCustomer,
} from './helpers';

// A Keno group is created on screen at 360 px, filled by a second customer and
// ordered. Serial (its worker's own server): it moves the sandbox clock into Keno's sales hours,
// just past a group deadline.

const FUNDS = 50_000;
/** A level-3 Keno line (10.000đ) over 4 shares of 2.500đ: the leader 2, a member 2. */
const NUMBERS = [7, 33, 80];

test('a Keno group: created on screen at 360 px in Keno hours, filled by a second customer, ordered', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await post(page, '/dev/group/flag', { enabled: true, keno: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await signInFundedCustomer(page, FUNDS);
  await enterKenoGroupHours(page);

  await page.goto('/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang');
  const main = page.getByRole('main');
  await main.getByLabel('Sản phẩm').selectOption('keno');
  await main.getByLabel('Bậc Keno').selectOption('3');
  await expect(main.getByText(/Keno bán từ 08:15–22:00 hằng ngày/)).toBeVisible();
  const grid = main.getByRole('group', { name: 'Chọn 3 số' });
  for (const n of NUMBERS) {
    await grid.getByRole('button', { name: new RegExp(`^${pad2(n)}`) }).click();
  }
  const shares = main.getByLabel('Số cổ phần của nhóm');
  await shares.fill('4');
  await expect(main.getByTestId('create-share-price')).toHaveText(money(2_500));
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }).click();
  await expect(page).toHaveURL(/\/nhom-mua-chung\/cung-chon-so\/gop-co-phan\/\d+$/);
  const groupId = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await main.getByRole('button', { name: 'Thêm 1 cổ phần' }).click();
  await main.getByRole('button', { name: `Thanh toán ${money(5_000)}` }).click();
  await expect(main.getByRole('region', { name: 'Góp cổ phần thành công' })).toBeVisible();
  await expect(main.getByText('Hoàn thành 50%', { exact: true })).toBeVisible();

  const otherContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const other = await otherContext.newPage();
  await signInFundedCustomer(other, FUNDS);
  await other.goto(`/nhom-mua-chung/cung-chon-so/gop-co-phan/${groupId}`);
  const otherMain = other.getByRole('main');
  await expect(otherMain).toContainText('Keno');
  await otherMain.getByRole('button', { name: 'Thêm 1 cổ phần' }).click();
  await otherMain.getByRole('button', { name: `Thanh toán ${money(5_000)}` }).click();
  await expect(other.getByText('Nhóm đã đủ cổ phần, vé của nhóm đã được đặt mua.')).toBeVisible();
  await expectBalances(other, { main: FUNDS - 5_000 });

  // The leader's page follows: the group is complete and its Keno ticket ordered.
  await expect(main.getByText('Hoàn thành', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectBalances(page, { main: FUNDS - 5_000 });
  await otherContext.close();
});
