import { expect, test, watchRemovedMarkup } from '@veso/e2e';

/**
 * The server renders each page's first screen: with JavaScript off, the public
 * pages are readable from the HTML alone; an unknown page answers 404 with its screen.
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, results, a result, statistics, a game and the guide are in the HTML', async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: the worker's persistent profile keeps JavaScript on.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const main = page.getByRole('main');

    let answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    await expect(main.getByRole('link', { name: 'Mega 6/45', exact: true })).toBeVisible();
    await expect(main).toContainText('Power 6/55');

    answer = await page.goto('/ket-qua');
    expect(answer?.status()).toBe(200);
    // The page's own title, in the header and the document, from the server.
    await expect(page).toHaveTitle('Kết quả | VeSo');
    await expect(page.getByTestId('header-title')).toHaveText('Kết quả');
    const mega = main.getByRole('article', { name: 'Mega 6/45' });
    await expect(mega).toContainText(/Kỳ #\d+/);
    // A result's own page, reached by its link in the HTML.
    const detail = await mega.getByRole('link', { name: 'Xem chi tiết' }).getAttribute('href');
    expect(detail).toMatch(/^\/ket-qua\/mega\/\d+$/);
    answer = await page.goto(detail ?? '/');
    expect(answer?.status()).toBe(200);
    await expect(main).toContainText(/Jackpot/);

    answer = await page.goto('/thong-ke');
    expect(answer?.status()).toBe(200);
    await expect(main).toContainText('Thống kê Keno');

    answer = await page.goto('/mega-645');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle('Mega 6/45 | VeSo');
    // The game's open periods with their cut-off, from the server's data.
    await expect(main).toContainText(/Kỳ # ?\d+ · \d{2}\/\d{2}\/\d{4}/);
    await expect(main).toContainText('Hết giờ bán');

    answer = await page.goto('/huong-dan-choi');
    expect(answer?.status()).toBe(200);
    await expect(main).toContainText('Chọn 6 số khác nhau từ 01 đến 45.');
    await context.close();
  });
});

test('an unknown page answers HTTP 404 with the 404 screen in its HTML', async ({ request }) => {
  const answer = await request.get('/trang-nay-khong-ton-tai', {
    headers: { accept: 'text/html' },
  });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('404 Không tìm thấy trang này');
});

test('a page hydrates without asking again for the data in its HTML', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await page.goto('/ket-qua');
  await expect(page.getByRole('article', { name: 'Mega 6/45' })).toBeVisible();
  // Interactive: the drawer opens (hydrated), and the results were not fetched again.
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(calls.filter((url) => url.includes('/result/'))).toEqual([]);
});

test('hydration keeps the server’s home page: no card’s draw is replaced by its skeleton', async ({
  page,
}) => {
  const removed = await watchRemovedMarkup(page);
  await page.goto('/');
  const mega = page.getByRole('main').getByRole('link', { name: 'Mega 6/45', exact: true });
  await expect(mega).toBeVisible();
  // Hydrated (goto waits for it); the islands' updates after it must not drop their markup.
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await removed()).filter((text) => /Kỳ #|Jackpot/.test(text))).toEqual([]);
});
