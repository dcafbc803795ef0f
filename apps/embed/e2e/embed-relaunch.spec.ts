import type { Page } from '@veso/e2e';
import { expect, test } from '@veso/e2e';
import { type Envelope, launchUrl, signedLaunch } from './helpers';

// A wallet user whose first-time linking is interrupted by a reload of the launch URL (the
// webview reopened on it), on the OTP screen or on the profile screen: the launch still
// ends linked, so paying through the wallet works.

/** The newest code the sandbox messaging app sent to `msisdn`. */
async function otpOf(page: Page, msisdn: string): Promise<string> {
  const outbox = await page.request.get(`/api/dev/otp-outbox?msisdn=${msisdn}`);
  return (
    ((await outbox.json()) as Envelope<{ items: { code: string }[] }>).data.items[0]?.code ?? ''
  );
}

/** Is the launch's MID linked to the signed-in account (what paying through the wallet needs)? */
async function walletLinked(page: Page, mid: string): Promise<boolean> {
  const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? '';
  const check = await page.request.post('/api/app-service/check_mid', {
    headers: { 'x-access-token': session },
    data: { source: 'sandbox', mid },
  });
  return ((await check.json()) as Envelope<{ linked: boolean }>).data.linked;
}

async function newWalletUser(page: Page) {
  const msisdn = `849${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const launch = await signedLaunch(page, msisdn, 'Người Dùng Ví');
  await page.goto(launchUrl(launch));
  await expect(page).toHaveURL(/\/webview\/xac-thuc-so-dien-thoai\?account_id=84\d+&type=link/);
  return { msisdn, launch };
}

async function verifyAndSetPassword(page: Page, msisdn: string) {
  await page.getByLabel('Mã OTP').fill(await otpOf(page, msisdn));
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await page.getByLabel('Mật khẩu mới').fill('vi123456');
  await page.getByLabel('Nhập lại mật khẩu').fill('vi123456');
  await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
  await expect(page).toHaveURL(/\/webview\/cap-nhat-thong-tin-tai-khoan/);
}

async function saveProfile(page: Page) {
  await page.getByLabel(/Họ và tên/).fill('Người Dùng Ví');
  await page.getByLabel(/Ngày sinh/).fill('1990-02-03');
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=1$/);
}

test('reopening the launch on the OTP screen comes back to the OTP step, and the launch ends linked', async ({
  page,
}) => {
  const { msisdn, launch } = await newWalletUser(page);
  await page.goto(launchUrl(launch));
  // Not the home of a signed-in but unlinked customer: the OTP step again.
  await expect(page).toHaveURL(/\/webview\/xac-thuc-so-dien-thoai\?account_id=84\d+&type=link/);
  await expect(page.getByLabel('Mã OTP')).toBeVisible();
  await verifyAndSetPassword(page, msisdn);
  // A browser reload of the profile step keeps its linking mode.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lưu thông tin' })).toBeVisible();
  await saveProfile(page);
  expect(await walletLinked(page, launch.mid)).toBe(true);
});

test('reopening the launch on the profile screen still ends linked', async ({ page }) => {
  const { msisdn, launch } = await newWalletUser(page);
  await verifyAndSetPassword(page, msisdn);
  await page.goto(launchUrl(launch));
  await expect(page).toHaveURL(/\/webview\/\?tab=1/);
  // No refusal shown: the launch is the same customer's, and it is linked.
  await expect(page.getByRole('status', { name: 'Thông báo' }).getByRole('listitem')).toHaveCount(
    0,
  );
  await expect.poll(() => walletLinked(page, launch.mid)).toBe(true);
});
