import { createHash } from 'node:crypto';
import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';

const MENU_BUTTON = /menu|danh mục/i;
const DEMO_PHONE = '0912345678';
const DEMO_PASSWORD = '123456';

type Envelope<T> = { code: number; message: string; data: T };

/** A number nobody has registered yet in this run's fresh database. */
function freshPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

function msisdnOf(phone: string): string {
  return `84${phone.slice(1)}`;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The latest code the sandbox "sent" to `phone` (GET /api/dev/otp-outbox). */
async function latestOtp(page: Page, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/otp-outbox?msisdn=${msisdnOf(phone)}`);
      const body = (await response.json()) as Envelope<{ items: { code: string }[] }>;
      code = body.data.items[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers `phone` through the API (OTP by the sandbox outbox), as the register page does. */
async function registerViaApi(page: Page, phone: string, password: string): Promise<void> {
  const msisdn = msisdnOf(phone);
  // A device of its own: the server binds an OTP to the device that asked for it.
  const deviceInfo = { devId: `e2e-device-${msisdn}` };
  const sent = await page.request.post('/api/otp/message', {
    data: { accountId: msisdn, deviceInfo, requestId: `${Date.now()}`, type: 'register' },
  });
  expect(((await sent.json()) as Envelope<unknown>).code).toBe(0);
  const otpCode = await latestOtp(page, phone);
  const verified = await page.request.post('/api/otp/verify', {
    data: { accountId: msisdn, deviceInfo, otpCode, requestId: `${Date.now()}` },
  });
  const { token } = ((await verified.json()) as Envelope<{ token: string }>).data;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      msisdn,
      password: md5(password),
      token,
      requestId: `${Date.now()}`,
      activeMethod: 'sms',
    },
  });
  expect(((await registered.json()) as Envelope<unknown>).code).toBe(0);
}

async function signInThroughUi(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/dang-nhap');
  await page.getByLabel(/Số điện thoại của bạn/).fill(phone);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Miền Bắc' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

test('registers from a protected page and comes back to it, with its query, signed in', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const phone = freshPhone();
  // A protected page sends the visitor to sign in; from there, to registration.
  await page.goto('/nap-tien?amount=100000');
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await page.getByRole('link', { name: 'ĐĂNG KÝ' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Đăng ký' })).toBeVisible();
  // Typed with +84, spaces and dots: normalised (spec §5).
  await page
    .getByLabel(/Số điện thoại của bạn/)
    .fill(`+84 ${phone.slice(1, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`);
  await page.getByLabel(/Ngày sinh/).fill('1990-05-17');
  await page.getByLabel('Mật khẩu', { exact: true }).fill('12');
  await page.getByLabel('Nhập lại mật khẩu').fill('12');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Mật khẩu không được ít hơn 8 ký tự.')).toBeVisible();
  await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau1');
  await page.getByLabel('Nhập lại mật khẩu').fill('matkhau1');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();

  const dialog = page.getByRole('dialog', { name: 'Xác thực số điện thoại' });
  await expect(dialog).toContainText('60 giây');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();

  await page.getByLabel('Mã OTP').fill(await latestOtp(page, phone));
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/nap-tien\?amount=100000$/);
  // check_account answers 200 for a new number: no failed request in the console.
  expect(consoleErrors).toEqual([]);

  const drawer = await openDrawer(page);
  await expect(drawer.getByText(phone, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Nạp', exact: true })).toHaveAttribute(
    'href',
    '/nap-tien',
  );
  await expect(drawer.getByRole('link', { name: 'Rút', exact: true })).toHaveAttribute(
    'href',
    '/tai-khoan-tra-thuong',
  );
});

test('signs in the demo account after a wrong password, then logs out', async ({ page }) => {
  await page.goto('/dang-nhap');
  await page.getByLabel(/Số điện thoại của bạn/).fill(DEMO_PHONE);
  await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tài khoản hoặc mật khẩu không đúng' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dang-nhap$/);

  await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('heading', { name: 'Chọn khu vực của bạn' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Miền Nam' }).click();
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'userArea')?.value).toBe('xsmn');

  const drawer = await openDrawer(page);
  await expect(drawer.getByText(DEMO_PHONE, { exact: true })).toBeVisible();
  // 'Làm mới số dư' keeps focus while the balances load (the answer is held back here
  // until the drawer is closed): Escape still closes the drawer, and focus goes back to
  // the menu button.
  let release!: () => void;
  const answerHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/info*', async (route) => {
    await answerHeld;
    await route.continue();
  });
  const refresh = drawer.getByRole('button', { name: 'Làm mới số dư' });
  await refresh.click();
  await expect(refresh).toHaveAttribute('aria-busy', 'true');
  await expect(refresh).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: MENU_BUTTON })).toBeFocused();
  release();
  await page.unrouteAll({ behavior: 'wait' });

  await openDrawer(page);
  await drawer.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);
  const after = await page.context().cookies();
  expect(after.find((c) => c.name === 'session')).toBeUndefined();
});

test('forgot password: confirm, code by call, new password, sign in with it', async ({ page }) => {
  const phone = freshPhone();
  await registerViaApi(page, phone, 'cu123456');
  // The registration code was sent moments ago: a new one needs 60 s (code 100), so the
  // sandbox clock moves on instead of the test waiting.
  const clock = await page.request.post('/api/dev/clock', { data: { advanceMs: 61_000 } });
  expect(clock.ok()).toBe(true);

  await page.goto('/dang-nhap');
  await page.getByLabel(/Số điện thoại của bạn/).fill(phone);
  await page.getByRole('button', { name: 'Quên mật khẩu?' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: 'Đóng' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Gọi cho tôi' }).click();
  await expect(page).toHaveURL(/\/xac-thuc-so-dien-thoai\?account_id=84\d+&type=forgot-password/);

  await page.getByLabel('Mã OTP').fill(await latestOtp(page, phone));
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/thiet-lap-mat-khau$/);
  await page.getByLabel('Mật khẩu mới').fill('moi12345');
  await page.getByLabel('Nhập lại mật khẩu').fill('moi12345');
  await page.getByRole('button', { name: 'Lưu mật khẩu' }).click();
  await expect(page).toHaveURL(/\/dang-nhap$/);

  await signInThroughUi(page, phone, 'moi12345');
});

test('edits the profile', async ({ page }) => {
  const phone = freshPhone();
  await registerViaApi(page, phone, 'matkhau1');
  await signInThroughUi(page, phone, 'matkhau1');

  await page.goto('/cap-nhat-thong-tin-tai-khoan');
  await page.getByLabel(/Họ và tên/).fill('Trần Thị Bích');
  await page.getByLabel(/Ngày sinh/).fill('1992-03-04');
  await page.getByLabel('Giới tính').selectOption('female');
  await page.getByLabel('Email').fill('bich@example.com');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Lưu thông tin' }).click();
  await expect(page.getByText('Cập nhật thông tin thành công')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/Họ và tên/)).toHaveValue('Trần Thị Bích');
  await expect(page.getByLabel(/Ngày sinh/)).toHaveValue('1992-03-04');
  const drawer = await openDrawer(page);
  await expect(drawer.getByText('Trần Thị Bích')).toBeVisible();
});

test('guards: a signed-out visitor signs in and returns to the page wanted, with its query', async ({
  page,
}) => {
  await page.goto('/cai-dat?muc=mat-khau');
  await expect(page).toHaveURL(/\/dang-nhap$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByLabel(/Số điện thoại của bạn/).fill(DEMO_PHONE);
  await page.getByLabel('Mật khẩu').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Miền Bắc' }).click();
  await expect(page).toHaveURL(/\/cai-dat\?muc=mat-khau$/);

  // A signed-in customer opening the login page without a page to return to goes home.
  await page.goto('/');
  await page.goto('/dang-nhap');
  await expect(page).toHaveURL(/\/$/);
});
