import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { post, printedMegaOrder, runOrderJobs, signInFundedCustomer } from './helpers';

// A serial spec (the worker's own server): it draws Mega's current period now.

/** The numbers the sandbox draw is told to produce. */
const DRAWN = [5, 12, 23, 31, 36, 42];

test('the menu button and the notifications entry show the unread count, one notice per order and result, updated as they are read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFundedCustomer(page, 100_000);
  // Two orders of the next draw: three numbers drawn (a prize), none drawn.
  const winning = await printedMegaOrder(page, [5, 12, 23, 1, 2, 3], 'notices-win');
  const losing = await printedMegaOrder(page, [1, 2, 3, 4, 6, 7], 'notices-lose');

  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /^Mở menu/ });
  // Each order's printed ticket: two unread notices.
  await expect(menuButton).toHaveAccessibleName('Mở menu, 2 thông báo chưa đọc');
  await expect(menuButton.getByTestId('unread-count')).toHaveText('2');

  // The draw, then its settlement: one notice per order, the page left open.
  await post(page, '/dev/draws/run', { product: 'mega645', numbers: DRAWN });
  await runOrderJobs(page);
  await expect(menuButton).toHaveAccessibleName('Mở menu, 4 thông báo chưa đọc', {
    timeout: 40_000,
  });

  await menuButton.click();
  const drawer = page.getByRole('dialog');
  const entry = drawer.getByRole('link', { name: 'Thông báo, 4 chưa đọc' });
  await expect(entry.getByTestId('unread-count')).toHaveText('4');
  await expectNoSeriousA11yViolations(page);
  await entry.click();

  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/thong-bao$/);
  await expect(main.getByText('4 thông báo chưa đọc')).toBeVisible();
  const list = main.getByRole('list', { name: 'Danh sách thông báo' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Chúc mừng bạn đã trúng' }),
  ).toContainText(
    `của đơn hàng #${winning} đã trúng 30.000đ. Đã cộng 30.000đ vào tài khoản trả thưởng.`,
  );
  const lost = list.getByRole('link', {
    name: new RegExp(`Đơn hàng #${losing} không trúng thưởng`),
  });
  await expect(lost).toContainText(`của đơn hàng #${losing} không trúng thưởng.`);

  // Reading one: the badges follow.
  await lost.click();
  await expect(
    main.getByRole('heading', { name: `Đơn hàng #${losing} không trúng thưởng` }),
  ).toBeVisible();
  await expect(menuButton).toHaveAccessibleName('Mở menu, 3 thông báo chưa đọc');
  await menuButton.click();
  await expect(drawer.getByRole('link', { name: 'Thông báo, 3 chưa đọc' })).toBeVisible();
  await expect(drawer.getByTestId('unread-count')).toHaveText('3');
});
