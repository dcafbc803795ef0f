import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { signInFundedCustomer } from './helpers';

/**
 * Top-ups through the payment providers' emulators (`VESO_GATEWAYS=vnpay,momo,zalopay`, the
 * worker's own sandbox server): the provider chosen on the top-up page with the keyboard,
 * paid on the emulator's page with its notification sent twice, back to the shop, the main
 * balance credited once.
 */
test.use({ ownServer: true, ownServerEnv: { VESO_GATEWAYS: 'vnpay,momo,zalopay' } });

const PROVIDERS = [
  { method: 'VNPAY', brand: 'VNPAY', page: /\/sandbox\/vnpay\/paymentv2\/vpcpay\.html\?/ },
  { method: 'Ví MoMo', brand: 'Ví MoMo', page: /\/sandbox\/momo\/pay\?/ },
  { method: 'Ví ZaloPay', brand: 'ZaloPay', page: /\/sandbox\/zalopay\/pay\?/ },
] as const;

for (const provider of PROVIDERS) {
  test(`top up 50.000đ through ${provider.brand}'s emulator: the balance is credited once`, async ({
    page,
  }) => {
    await signInFundedCustomer(page, 10_000);
    await page.goto('/nap-tien');
    const main = page.getByRole('main');
    await expect(main.getByTestId('balance-main')).toContainText('10.000đ');
    // Every configured provider is offered.
    for (const other of PROVIDERS) {
      await expect(main.getByRole('radio', { name: other.method })).toBeEnabled();
    }

    const radio = main.getByRole('radio', { name: provider.method });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    await main.getByRole('button', { name: '50.000đ' }).click();
    await main.getByRole('button', { name: 'Nạp tiền', exact: true }).click();

    await expect(page).toHaveURL(provider.page);
    await expect(
      page.getByRole('heading', { name: `${provider.brand} (giả lập)`, level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Thông báo kết quả (IPN) tới cửa hàng').selectOption('duplicate');
    await page.getByRole('button', { name: /^Thanh toán/ }).click();

    await expect(page).toHaveURL(/\/nap-tien\?paymentId=/);
    await expect(page.getByRole('status').filter({ hasText: 'Nạp tiền thành công' })).toBeVisible();
    await expect(main.getByTestId('balance-main')).toContainText('60.000đ');
    await expectNoSeriousA11yViolations(page);
    // The duplicated notification credited nothing more.
    await page.reload();
    await expect(page.getByRole('main').getByTestId('balance-main')).toContainText('60.000đ');
  });
}
