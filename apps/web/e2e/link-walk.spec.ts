import { expect, NOT_FOUND_TEXT, shellLinks, test, walkLinks } from '@veso/e2e';

/**
 * The walk in parts, one test each (a part takes every third route), so that both workers
 * share it instead of one walking some 40 routes while the other runs out of specs.
 */
const PARTS = 3;

for (let part = 0; part < PARTS; part += 1) {
  test(`every link of the home page and of the drawer opens a page, none the 404 (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    // axe (strict) on each of some 14 routes: a minute or more on a busy 2-core machine.
    test.setTimeout(600_000);
    // The walk sees a 404 when there is one.
    await page.goto('/khong-co-trang-nay');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();

    const { home, drawer } = await shellLinks(page);
    const cards = await page.getByRole('article').count();
    expect(home.length).toBeGreaterThan(cards);
    expect(drawer).toEqual(expect.arrayContaining(['/lien-he', '/dang-nhap', '/dang-ky']));
    // Group play has its pages: its drawer entry is no longer 'Sắp ra mắt'.
    expect(drawer).toContain('/nhom-mua-chung');

    const all = [...new Set([...home, ...drawer])];
    const mine = all.filter((_, index) => index % PARTS === part);
    // A product or entry not on sale yet says 'Sắp ra mắt' (until its feature lands).
    const soon = await walkLinks(page, mine);
    for (const path of soon) expect(mine).toContain(path);
    expect(soon).not.toContain('/nhom-mua-chung');
  });
}

test('the information pages show what the server answers', async ({ page }) => {
  await page.goto('/chinh-sach');
  await expect(page.getByRole('heading', { name: '1. Chính sách thanh toán' })).toBeVisible();
  await page.goto('/policy');
  await expect(page.getByRole('heading', { name: 'Quy định chi tiết dịch vụ' })).toBeVisible();
  await page.goto('/dieu-khoan-chinh-sach');
  await expect(page.getByRole('heading', { name: '2. Điều kiện tham gia' })).toBeVisible();
  await page.goto('/lien-he');
  await expect(page.getByRole('link', { name: /^1900/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: 'đăng nhập' })).toBeVisible();
  await page.goto('/huong-dan-choi/loto2');
  await expect(page.getByRole('link', { name: 'Xem video hướng dẫn Lô tô 2 số' })).toBeVisible();
  await page.goto('/data-debug');
  await expect(page.getByText('Chưa đăng nhập')).toBeVisible();
});
