import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, shiftPhoneClock, test } from '@veso/e2e';
import { type Envelope, launchUrl, signedLaunch } from './helpers';

const MENU_BUTTON = /menu|danh mục/i;

async function openMenu(page: Page) {
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  return menu;
}

/** What the customer reads when a launch's signature does not match: what to do. */
const BAD_SIGNATURE = 'Quý khách vui lòng đóng trang này và mở lại VeSo từ ứng dụng ví';

test('a launch with a valid signature arrives signed in, without logout', async ({ page }) => {
  // The demo account has a password: the MID is linked at once and the home stays.
  await page.goto(launchUrl(await signedLaunch(page, '84912345678', 'Khách Ví')));
  await expect(page).toHaveURL(/\/webview\/\?tab=1/);
  const menu = await openMenu(page);
  await expect(menu.getByText('0912345678', { exact: true })).toBeVisible();
  await expect(menu.getByText('Đăng xuất')).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a tampered signature does not sign in', async ({ page }) => {
  const launch = await signedLaunch(page, '84912345678', 'Khách Ví');
  const last = launch.sig.slice(-1) === '0' ? '1' : '0';
  await page.goto(launchUrl({ data: launch.data, sig: `${launch.sig.slice(0, -1)}${last}` }));
  // The webview says why instead of silently showing a signed-out shop.
  const notice = page.getByRole('status', { name: 'Thông báo' });
  await expect(notice).toContainText(BAD_SIGNATURE);
  await expect(notice).not.toContainText('Chữ ký không hợp lệ');
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await expect(menu.getByText('0912345678', { exact: true })).toHaveCount(0);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')).toBeUndefined();
});

test('a new wallet user goes through OTP, password and profile, then is linked', async ({
  page,
}) => {
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const msisdn = `84${phone.slice(1)}`;
  const launch = await signedLaunch(page, msisdn, 'Người Dùng Ví');
  await page.goto(launchUrl(launch));
  await expect(page).toHaveURL(/\/webview\/xac-thuc-so-dien-thoai\?account_id=84\d+&type=link/);

  const outbox = await page.request.get(`/api/dev/otp-outbox?msisdn=${msisdn}`);
  const code = ((await outbox.json()) as Envelope<{ items: { code: string }[] }>).data.items[0]
    ?.code;
  await page.getByLabel('Mã OTP').fill(code ?? '');
  await page.getByRole('button', { name: 'Xác nhận' }).click();

  await page.getByLabel('Mật khẩu mới').fill('vi123456');
  await page.getByLabel('Nhập lại mật khẩu').fill('vi123456');
  await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();

  await expect(page).toHaveURL(/\/webview\/cap-nhat-thong-tin-tai-khoan/);
  await page.getByLabel(/Họ và tên/).fill('Người Dùng Ví');
  await page.getByLabel(/Ngày sinh/).fill('1990-02-03');
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=1$/);
  const menu = await openMenu(page);
  await expect(menu.getByText('Người Dùng Ví')).toBeVisible();

  const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? '';
  const check = await page.request.post('/api/app-service/check_mid', {
    headers: { 'x-access-token': session },
    data: { source: 'sandbox', mid: launch.mid },
  });
  expect(((await check.json()) as Envelope<{ linked: boolean }>).data.linked).toBe(true);
});

for (const [label, offset] of [
  ['ahead', 10 * 60_000],
  ['behind', -10 * 60_000],
] as const) {
  test(`a phone whose clock is 10 minutes ${label} still opens the webview signed in`, async ({
    page,
  }) => {
    // The sandbox wallet page (the partner's stand-in) on a phone with a wrong clock: the
    // signing time comes from the server, so the launch is neither old nor from the future.
    await shiftPhoneClock(page, offset);
    await page.goto('/webview/gen-check-sum');
    await page.getByLabel(/Số điện thoại/).fill('0912345678');
    await page.getByLabel('Họ và tên').fill('Khách Ví');
    await page.getByLabel('Mã ví (MID)').fill(`mid-clock-${label}-${Date.now()}`);
    await page.getByRole('button', { name: 'Tạo liên kết' }).click();
    await page.getByRole('link', { name: 'Mở liên kết ví' }).click();

    await expect(page).toHaveURL(/\/webview\/\?tab=1/);
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session'))
      .toBe(true);
    // No toast in the (always present) toast region.
    await expect(page.getByRole('status', { name: 'Thông báo' }).getByRole('listitem')).toHaveCount(
      0,
    );
    const menu = await openMenu(page);
    await expect(menu.getByText('0912345678', { exact: true })).toBeVisible();
  });
}
