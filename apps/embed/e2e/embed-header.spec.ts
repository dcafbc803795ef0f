import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { launchWalletCustomer } from './helpers';

// In the webview: the header's cart with its count, titles of their own on every
// page, and the support phone number in the drawer.

test('the webview header has the cart with its count on every page; the titles follow the page', async ({
  page,
}) => {
  await launchWalletCustomer(page);
  const header = page.getByRole('banner');
  const title = header.getByRole('heading', { level: 1 });
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 0 vé' })).toBeVisible();
  await expect(title).not.toHaveText('VeSo');
  const home = (await title.textContent()) ?? '';
  await expect(page).toHaveTitle(`${home} | VeSo`);

  await page.goto('/webview/mega-645');
  await expect(title).toHaveText('Mega 6/45');
  await expect(page).toHaveTitle('Mega 6/45 | VeSo');
  const main = page.getByRole('main');
  const grid = main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' });
  for (const n of ['02', '09', '17', '26', '33', '41']) {
    await grid.getByRole('button', { name: new RegExp(`^${n}`) }).click();
  }
  await main.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 1 vé' })).toBeVisible();

  // Through the menu (no reload): the guide has its own title, the cart icon its count.
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Hướng dẫn' }).click();
  await expect(page).toHaveURL(/\/webview\/huong-dan-choi$/);
  await expect(title).not.toHaveText('Mega 6/45');
  await expect(title).not.toHaveText('VeSo');
  const guide = (await title.textContent()) ?? '';
  await expect(page).toHaveTitle(`${guide} | VeSo`);
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 1 vé' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('link', { name: 'Giỏ hàng, 1 vé' }).click();
  await expect(page).toHaveURL(/\/webview\/gio-hang$/);
  await expect(title).toHaveText('Giỏ hàng');
  await expect(main.getByText('02 09 17 26 33 41')).toBeVisible();
});

test('the webview drawer shows the support phone number (spec §9); a tap dials it', async ({
  page,
}) => {
  await launchWalletCustomer(page);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Tổng đài hỗ trợ')).toBeVisible();
  const dial = drawer.getByRole('link', { name: /^1900/ });
  await expect(dial).toHaveAttribute('href', /^tel:1900\d+$/);
  await expectNoSeriousA11yViolations(page);
});
