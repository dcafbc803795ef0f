import { createHmac } from 'node:crypto';
import { expect, expectNoSeriousA11yViolations, serverNow, test } from '@veso/e2e';
import { cartToWalletPayment, post } from './helpers';

/**
 * The webview inside MoMo's app (partner `momo`, `VESO_GATEWAYS=momo`, the worker's own
 * sandbox server): a Mega 6/45 order paid on MoMo's emulator, its IPN sent twice, the
 * customer back on the webview's payment page with the order paid once.
 */
const MOMO_PARTNER_SECRET = 'e2e-momo-partner-secret-0123456789';
test.use({
  ownServer: true,
  ownServerEnv: {
    VESO_GATEWAYS: 'momo',
    VESO_EMBED_PARTNERS: `momo:${MOMO_PARTNER_SECRET}`,
  },
});

test('a Mega 6/45 order paid through MoMo’s emulator from its webview is paid once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 0,
    password: 'vi123456',
  });
  // MoMo's server signs the launch at the shop's (sandbox) time.
  const data = Buffer.from(
    JSON.stringify({
      msisdn,
      fullName: 'Khách MoMo',
      mid: `momo-${msisdn}`,
      time: await serverNow(page),
    }),
  ).toString('base64url');
  const sig = createHmac('sha256', MOMO_PARTNER_SECRET).update(data).digest('hex');
  await page.goto(`/webview/?tab=1&source=momo&data=${data}&sig=${sig}`);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session'))
    .toBe(true);

  await page.goto('/webview/mega-645');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mega 6/45', level: 1 })).toBeVisible();
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of ['03', '14', '21', '28', '35', '42']) {
    await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();
  }
  await main.getByRole('button', { name: 'Mua ngay' }).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await cartToWalletPayment(main, '10.000đ');
  await main.getByRole('button', { name: 'Thanh toán qua ví' }).click();

  // MoMo's page (the emulator), the order's words and amount, the IPN sent twice.
  await expect(page).toHaveURL(/\/sandbox\/momo\/pay\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Ví MoMo (giả lập)', level: 1 })).toBeVisible();
  await expect(page.getByText(/Thanh toán đơn hàng #\d+/)).toBeVisible();
  await page.getByLabel('Thông báo kết quả (IPN) tới cửa hàng').selectOption('duplicate');
  await page.getByRole('button', { name: 'Thanh toán 10.000đ' }).click();

  await expect(page).toHaveURL(/\/webview\/.*chon-hinh-thuc-thanh-toan\?orderId=\d+&paymentId=/);
  await expect(main.getByText('Thanh toán thành công')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderId = /orderId=(\d+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`/webview/lich-su-dat-mua/${orderId}`);
  await expect(main).toContainText(/Tổng tiền\s*10\.000đ/);
  // The duplicated IPN moved the money once: one top-up by MoMo, one purchase.
  const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? '';
  const answer = await page.request.get('/api/wallet/statement', {
    headers: { 'x-access-token': session },
  });
  const statement = (await answer.json()) as {
    code: number;
    data: { items: { kind: string; amount: number }[] };
  };
  expect(statement.code).toBe(0);
  expect(statement.data.items.map((i) => [i.kind, i.amount]).sort()).toEqual([
    ['order.pay', -10_000],
    ['topup', 10_000],
  ]);
});
