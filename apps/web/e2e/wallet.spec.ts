import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const PASSWORD_MD5 = createHash('md5').update('123456').digest('hex');

type Envelope<T> = { code: number; message: string; data: T };

async function api<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, data: body, headers });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

/** A fresh account registered through the API (register → OTP from the sandbox outbox → sign in). */
async function signInFreshAccount(page: Page): Promise<{ msisdn: string }> {
  const msisdn = `8491${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  // One device per account: the server binds an OTP to the device that asked for it, and
  // the two tests of this file register in parallel.
  const DEVICE = { devId: `e2e-wallet-${randomUUID()}` };
  await api(page, 'POST', '/auth/register', {
    msisdn,
    password: PASSWORD_MD5,
    requestId: randomUUID(),
  });
  await api(page, 'POST', '/otp/message', {
    accountId: msisdn,
    deviceInfo: DEVICE,
    requestId: randomUUID(),
    type: 'register',
  });
  const outbox = await api<{ items: { code: string }[] }>(
    page,
    'GET',
    `/dev/otp-outbox?msisdn=${msisdn}`,
  );
  const otpCode = outbox.items[0]?.code ?? '';
  await api(page, 'POST', '/otp/verify', {
    accountId: msisdn,
    deviceInfo: DEVICE,
    otpCode,
    requestId: randomUUID(),
  });
  // The sandbox captcha accepts its fixed token (as the login page sends it in the sandbox).
  const session = await api<{ session: string; account_id: string }>(
    page,
    'POST',
    '/auth/signin',
    { msisdn, password: PASSWORD_MD5, requestId: randomUUID() },
    { captcha: 'veso-sandbox-captcha' },
  );
  const url = new URL((await page.request.get('/')).url()).origin;
  await page.context().addCookies([
    { name: 'session', value: session.session, url },
    { name: 'account_id', value: session.account_id, url },
  ]);
  return { msisdn: session.account_id };
}

/** The drawer's main balance (refreshed after every money movement) shows `text`. */
async function expectDrawerMainBalance(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Số dư tài khoản').locator('..')).toContainText(text);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('top up 50.000đ through the sandbox e-wallet page: the balance shows it', async ({ page }) => {
  await signInFreshAccount(page);
  await page.goto('/nap-tien');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Nạp tiền', level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('balance-main')).toContainText('0đ');
  await expect(page.getByRole('radio', { name: 'Ví MoMo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('radio', { name: 'Ví MoMo' }).check();
  await page.getByRole('button', { name: '50.000đ' }).click();
  await expect(page.getByLabel('Số tiền nạp (đ)')).toHaveValue('50000');
  await page.getByRole('button', { name: 'Nạp tiền', exact: true }).click();

  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible();
  await page.getByRole('button', { name: 'Thanh toán' }).click();

  await expect(page).toHaveURL(/\/nap-tien\?paymentId=/);
  await expect(page.getByRole('status').filter({ hasText: 'Nạp tiền thành công' })).toBeVisible();
  await expect(page.getByTestId('balance-main')).toContainText('50.000đ');
  await expectNoSeriousA11yViolations(page);
  await expectDrawerMainBalance(page, '50.000đ');
});

test('withdraw to a bank account: fee first, then history shows Đang trả thưởng then Hoàn tất', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { msisdn } = await signInFreshAccount(page);
  await api(page, 'POST', '/dev/prize-credit', { msisdn, amount: 200_000 });

  await page.goto('/tai-khoan-tra-thuong');
  await expect(page.getByTestId('balance-prize')).toContainText('200.000đ');
  await expect(page.getByRole('heading', { name: 'Chưa có giao dịch rút thưởng' })).toBeVisible();
  await page.getByRole('link', { name: /Chuyển khoản ngân hàng/ }).click();
  await expect(page).toHaveURL(/\/tai-khoan-tra-thuong\/chuyen-khoan-ngan-hang$/);

  await page.getByLabel('Số tiền rút (đ)').fill('100000');
  await page.getByLabel('Ngân hàng', { exact: true }).selectOption('VCB');
  await page.getByLabel('Số tài khoản', { exact: true }).fill('0123456789');
  await page.getByLabel('Tên chủ tài khoản').fill('nguyen van a');
  const summary = page.getByRole('definition').filter({ hasText: '5.500đ' });
  await expect(summary.first()).toBeVisible();
  await page.getByRole('button', { name: 'Rút thưởng' }).click();

  const dialog = page.getByRole('dialog', { name: 'Xác nhận rút thưởng' });
  await expect(dialog).toContainText('Phí rút thưởng5.500đ');
  await expect(dialog).toContainText('Tổng trừ tài khoản trả thưởng105.500đ');
  await expect(dialog).toContainText('Số tiền thực nhận100.000đ');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đang trả thưởng' })).toBeVisible();
  await expect(page.getByTestId('balance-prize')).toContainText('94.500đ');

  await page.getByRole('link', { name: 'Xem lịch sử rút thưởng' }).click();
  const history = page.getByRole('list', { name: 'Lịch sử rút thưởng' });
  const row = history.getByRole('listitem').first();
  await expect(row).toContainText('Chuyển khoản ngân hàng');
  await expect(row).toContainText('Đang trả thưởng');
  await expect(row).toContainText('100.000đ');

  // The sandbox payout pays 30 s (of the server's movable clock) after the request.
  await api(page, 'POST', '/dev/clock', { advanceMs: 31_000 });
  await expect(row).toContainText('Hoàn tất', { timeout: 25_000 });
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByTestId('balance-prize')).toContainText('94.500đ');
});
