import type { Locator, Page } from '@veso/e2e';
import { expect } from '@veso/e2e';

/** The server's answer envelope (spec §7). */
export type Envelope<T> = { code: number; message: string; data: T };

/** POSTs to the API (sandbox routes included) and answers `data` once the code is 0. */
export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const envelope = (await (await page.request.post(`/api${path}`, { data })).json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

/**
 * A wallet launch signed by the sandbox partner at the server's time (`sandbox/launch`),
 * as a wallet partner's server signs it: the test runner's clock and the moved sandbox
 * clock may differ.
 */
export async function signedLaunch(
  page: Page,
  msisdn: string,
  fullName: string,
): Promise<{ data: string; sig: string; mid: string }> {
  const mid = `mid-${msisdn}-${Date.now()}`;
  const launch = await post<{ data: string; sig: string }>(page, '/app-service/sandbox/launch', {
    msisdn,
    fullName,
    mid,
  });
  return { data: launch.data, sig: launch.sig, mid };
}

/** The webview URL the wallet app opens with a signed launch. */
export function launchUrl({ data, sig }: { data: string; sig: string }): string {
  return `/webview/?tab=1&source=sandbox&data=${data}&sig=${sig}`;
}

/**
 * Opens the webview as the wallet app does for `msisdn` (a customer with a password, so the
 * MID is linked at once) and waits until the sign-on has opened the session.
 */
export async function launchSignedIn(page: Page, msisdn: string, fullName: string): Promise<void> {
  await page.goto(launchUrl(await signedLaunch(page, msisdn, fullName)));
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session'))
    .toBe(true);
}

/**
 * A fresh adult customer with a password and nothing on the main balance, opened by the
 * wallet app: the launch links the MID at once, so the wallet pays.
 */
export async function launchWalletCustomer(page: Page): Promise<{ msisdn: string }> {
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 0,
    password: 'vi123456',
  });
  await launchSignedIn(page, msisdn, 'Khách Ví');
  return { msisdn };
}

/**
 * From the webview cart to the payment method page ('Thanh toán', the agent keeps the
 * tickets), where paying through the wallet is the checked choice.
 */
export async function cartToWalletPayment(main: Locator): Promise<void> {
  const page = main.page();
  await main.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(page).toHaveURL(/\/hinh-thuc-nhan-ve$/);
  await main.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/chon-hinh-thuc-thanh-toan$/);
  await expect(main.getByRole('radio', { name: /Thanh toán qua ví/ })).toBeChecked();
}

/** On the sandbox wallet gateway's page: the amount charged is `amount`; pays it. */
export async function payOnWalletGateway(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await expect(page.getByTestId('amount')).toHaveText(amount);
  await page.getByRole('button', { name: 'Thanh toán' }).click();
}
