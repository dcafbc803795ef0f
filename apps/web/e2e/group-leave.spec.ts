import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { expectBalances, post, signInFundedCustomer } from './helpers';

// A member leaves a group before it is full and gets the held money back; the
// group's progress goes back for everyone.

const FUNDS = 50_000;

async function createGroup(page: Page): Promise<string> {
  await signInFundedCustomer(page, FUNDS);
  await page.goto('/nhom-mua-chung/cung-chon-so/thong-tin-khach-hang');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Chọn nhanh' }).click();
  await main.getByRole('button', { name: 'Tạo nhóm và góp cổ phần' }).click();
  await expect(page).toHaveURL(/\/gop-co-phan\/\d+$/);
  await main.getByRole('button', { name: 'Thanh toán 1.000đ' }).click();
  await expect(main.getByRole('region', { name: 'Góp cổ phần thành công' })).toBeVisible();
  return /(\d+)$/.exec(page.url())?.[1] ?? '';
}

test('a member leaves a group that is not full: the hold comes back, the group shrinks', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await post(page, '/dev/group/flag', { enabled: true });
  const groupId = await createGroup(page);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInFundedCustomer(other, FUNDS);
  await other.goto(`/nhom-mua-chung/cung-chon-so/gop-co-phan/${groupId}`);
  const main = other.getByRole('main');
  await main.getByRole('button', { name: 'Thêm 1 cổ phần' }).click();
  await main.getByRole('button', { name: 'Thanh toán 2.000đ' }).click();
  await expect(main.getByRole('region', { name: 'Góp cổ phần thành công' })).toBeVisible();
  await expectBalances(other, { main: FUNDS - 2_000 });

  await other.goto(`/thong-tin-nhom/cung-chon-so/${groupId}`);
  await expect(main.getByText('Hoàn thành 30%', { exact: true })).toBeVisible();
  await expect(main.getByText('Đang tạm giữ')).toBeVisible();
  await expectNoSeriousA11yViolations(other);
  await main.getByRole('button', { name: 'Rời nhóm' }).click();
  const dialog = other.getByRole('dialog');
  await expect(dialog).toContainText('Bạn sẽ được hoàn lại 2.000đ vào tài khoản chính.');
  await dialog.getByRole('button', { name: 'Rời nhóm' }).click();
  await expect(
    main.getByText('Bạn đã rời nhóm, tiền góp đã được hoàn lại tài khoản chính.'),
  ).toBeVisible();
  await expect(main.getByText('Hoàn thành 10%', { exact: true })).toBeVisible();
  await expectBalances(other, { main: FUNDS });

  // The group's own page follows for the leader too.
  await page.goto(`/nhom-mua-chung/cung-chon-so/thong-tin-nhom/${groupId}`);
  await expect(page.getByRole('main').getByText('Hoàn thành 10%', { exact: true })).toBeVisible();
  await otherContext.close();
});
