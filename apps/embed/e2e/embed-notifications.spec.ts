import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { launchSignedIn, post } from './helpers';

// The webview's notifications are a tab of the home: the tab shows the unread count.

test('the Thông báo tab shows the unread count, in its name too, and drops it once read', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { msisdn } = await post<{ msisdn: string }>(page, '/dev/orders/customer', {
    amount: 50_000,
    password: 'vi123456',
  });
  await launchSignedIn(page, msisdn, 'Khách Ví');
  // A Mega 6/45 order paid from the main balance, printed by the sandbox agent: one notice.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  const headers = { 'x-access-token': session?.value ?? '' };
  const call = async (path: string, data: unknown) => {
    const body = (await (await page.request.post(`/api${path}`, { data, headers })).json()) as {
      code: number;
      message: string;
      data: { orderId: number };
    };
    expect(body.code, `${path}: ${body.message}`).toBe(0);
    return body.data;
  };
  const { orderId } = await call('/order', {
    requestId: `embed-notices-${Date.now()}`,
    orderItemInfos: [{ product: 'mega645', numberInfos: [{ numbers: [4, 9, 17, 26, 33, 40] }] }],
  });
  await call('/order/confirm', { requestId: `embed-notices-${Date.now()}-pay`, orderId });
  await post(page, '/dev/orders/run', {});

  await page.goto('/webview/?tab=1');
  const tabs = page.getByRole('navigation', { name: 'Mục trang chủ' });
  const tab = tabs.getByRole('link', { name: 'Thông báo, 1 chưa đọc' });
  await expect(tab.getByTestId('unread-count')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  await tab.click();
  await expect(page).toHaveURL(/\/webview\/?\?tab=4$/);
  const main = page.getByRole('main');
  await expect(main.getByText('1 thông báo chưa đọc')).toBeVisible();
  await main.getByRole('link', { name: /Vé đã được in/ }).click();
  await expect(main.getByRole('heading', { name: 'Vé đã được in', level: 2 })).toBeVisible();
  await expect(main).toContainText(`đơn hàng #${orderId}`);

  // Back to the tab, without a reload: read, so no count.
  await page.goBack();
  await expect(page).toHaveURL(/\/webview\/?\?tab=4$/);
  await expect(main.getByText('Đã đọc hết thông báo')).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Thông báo', exact: true })).toBeVisible();
  await expect(tabs.getByTestId('unread-count')).toHaveCount(0);
});
