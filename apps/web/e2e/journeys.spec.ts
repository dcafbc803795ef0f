import type { Page } from '@veso/e2e';
import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import { pick, post, signInFundedCustomer } from './helpers';

// Journeys a newcomer got stuck in: the header's cart, the page titles, the
// support phone in the drawer, and withdrawing a prize above the per-withdrawal limit.

const MENU_BUTTON = 'Mở menu';

/** The header's page title (the layout's h1). */
function headerTitle(page: Page) {
  return page.getByRole('banner').getByRole('heading', { level: 1 });
}

/** The page's title as the header and the browser tab show it: both agree. */
async function expectTitles(page: Page, title: string | RegExp): Promise<string> {
  await expect(headerTitle(page)).toHaveText(title);
  const text = (await headerTitle(page).textContent()) ?? '';
  await expect(page).toHaveTitle(`${text} | VeSo`);
  return text;
}

test('a cart icon with the item count is in the header of every page, and opens the cart', async ({
  page,
}) => {
  await page.goto('/mega-645');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 0 vé' })).toBeVisible();
  const main = page.getByRole('main');
  await pick(main.getByRole('group', { name: 'Chọn 6 số cho bộ số A' }), [3, 11, 19, 25, 38, 44]);
  await main.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  const cart = header.getByRole('link', { name: 'Giỏ hàng, 1 vé' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-count')).toHaveText('1');

  // Another page (through the menu, no reload), and the sign-in page's own header.
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Kết quả xổ số' }).click();
  await expect(page).toHaveURL(/\/ket-qua$/);
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 1 vé' })).toBeVisible();
  await page.goto('/dang-nhap');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Giỏ hàng, 1 vé' }),
  ).toBeVisible();
  await page.goto('/lien-he');
  await expect(header.getByRole('link', { name: 'Giỏ hàng, 1 vé' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('link', { name: 'Giỏ hàng, 1 vé' }).click();
  await expect(page).toHaveURL(/\/gio-hang$/);
  await expect(main.getByText('03 11 19 25 38 44')).toBeVisible();
});

test('every page of the menu sets its own header and document title, none stale after navigation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFundedCustomer(page, 50_000);
  await page.goto('/');
  let previous = await expectTitles(page, /\S/);
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const entries = await page
    .getByRole('dialog')
    .getByRole('navigation', { name: 'Danh mục' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  expect(entries.length).toBeGreaterThan(8);
  const seen = new Set<string>([previous]);
  // Every entry but home, the account's page (the drawer's head), then back home.
  const pages = [...entries.filter((to) => to !== '/'), '/cap-nhat-thong-tin-tai-khoan', '/'];
  for (const href of pages) {
    await page.getByRole('button', { name: MENU_BUTTON }).click();
    await page.getByRole('dialog').locator(`a[href="${href}"]`).first().click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/\?/g, '\\?')}$`));
    await expect(headerTitle(page), `${href}: a title of its own`).not.toHaveText(previous);
    const title = await expectTitles(page, /\S/);
    expect(title, href).not.toBe('VeSo');
    seen.add(title);
    previous = title;
  }
  expect(seen.size).toBe(pages.length);
});

test('at 360 px a long header title wraps instead of being cut, its whole text in the tooltip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInFundedCustomer(page, 0);
  await page.goto('/cap-nhat-thong-tin-tai-khoan');
  const title = headerTitle(page);
  await expect(title).toHaveText('Cập nhật thông tin tài khoản');
  await expect(title).toHaveAttribute('title', 'Cập nhật thông tin tài khoản');
  const box = await title.evaluate((element) => ({
    clipped:
      element.scrollHeight > element.clientHeight + 1 ||
      element.scrollWidth > element.clientWidth + 1,
    lines: Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
  }));
  expect(box.clipped).toBe(false);
  expect(box.lines).toBeGreaterThanOrEqual(1);
  // The cart icon stays in the header beside it.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Giỏ hàng/ })).toBeInViewport();
  await expect(page).toHaveTitle('Cập nhật thông tin tài khoản | VeSo');
});

test('at 360 px the paper lottery day tabs are all in view, each on one or two lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    '/xo-so-kien-thiet-mien-bac',
    '/xo-so-kien-thiet-mien-trung',
    '/xo-so-kien-thiet-mien-nam',
  ]) {
    await page.goto(path);
    const tabs = page.getByRole('group', { name: 'Ngày quay' }).getByRole('button');
    await expect(tabs.first(), path).toBeVisible();
    const boxes = await tabs.evaluateAll((buttons) =>
      buttons.map((button) => {
        const text = document.createRange();
        text.selectNodeContents(button);
        const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
        const box = button.getBoundingClientRect();
        return { name: button.textContent, lines: lines.size, left: box.left, right: box.right };
      }),
    );
    expect(boxes.length, path).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.lines, `${path} ${box.name}`).toBeLessThanOrEqual(2);
      // Every tab in view at once, none scrolled off to the side.
      expect(box.left, `${path} ${box.name}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${path} ${box.name}`).toBeLessThanOrEqual(360);
    }
  }
});

test('the drawer shows the support phone number (spec §9), the one /lien-he gives', async ({
  page,
}) => {
  await page.goto('/lien-he');
  const contact = page.getByRole('main').getByRole('link', { name: /^1900/ });
  await expect(contact).toBeVisible();
  const phone = (await contact.textContent()) ?? '';
  await page.getByRole('button', { name: MENU_BUTTON }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Tổng đài hỗ trợ')).toBeVisible();
  const dial = drawer.getByRole('link', { name: phone });
  await expect(dial).toBeVisible();
  await expect(dial).toHaveAttribute('href', `tel:${phone.replace(/\D/g, '')}`);
  await expectNoSeriousA11yViolations(page);
});

test('a prize balance above 50.000.000đ: the withdraw page explains how to claim it, and refuses nothing silently', async ({
  page,
}) => {
  const { msisdn } = await signInFundedCustomer(page, 0);
  await post(page, '/dev/prize-credit', { msisdn, amount: 80_000_000 });
  await page.goto('/tai-khoan-tra-thuong/chuyen-khoan-ngan-hang');
  const main = page.getByRole('main');
  await expect(main.getByTestId('balance-prize')).toContainText('80.000.000đ');
  const claim = main.getByRole('region', { name: 'Nhận thưởng trên 50.000.000đ' });
  await expect(claim).toBeVisible();
  await expect(claim).toContainText('Mỗi lần rút qua ứng dụng tối đa 50.000.000đ');
  await expect(claim).toContainText('căn cước công dân hoặc hộ chiếu bản gốc');
  await expect(claim).toContainText('trụ sở hoặc chi nhánh của công ty xổ số');
  await expect(claim).toContainText('đã được khấu trừ khi trả thưởng');
  await expect(claim.getByRole('link', { name: /^1900/ })).toHaveAttribute('href', /^tel:/);

  await main.getByLabel('Số tiền rút (đ)').fill('60000000');
  await main.getByRole('button', { name: 'Rút thưởng' }).click();
  await expect(main.getByLabel('Số tiền rút (đ)')).toHaveAccessibleDescription(
    /Số tiền rút tối đa là 50\.000\.000đ/,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(claim).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing was withdrawn.
  await page.reload();
  await expect(main.getByTestId('balance-prize')).toContainText('80.000.000đ');
});
