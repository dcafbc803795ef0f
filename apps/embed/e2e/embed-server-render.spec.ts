import { expect, test, watchRemovedMarkup } from '@veso/e2e';

/**
 * The webview's pages are rendered by the server too: readable with JavaScript
 * off, and a signed launch still signs on after the page shows.
 */
test('with JavaScript off, the webview home, results and a game are in the HTML', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const main = page.getByRole('main');

  let answer = await page.goto('/webview/?tab=1');
  expect(answer?.status()).toBe(200);
  await expect(main.getByRole('link', { name: 'Mega 6/45', exact: true })).toBeVisible();

  answer = await page.goto('/webview/ket-qua');
  expect(answer?.status()).toBe(200);
  await expect(main.getByRole('article', { name: 'Mega 6/45' })).toContainText(/Kỳ #\d+/);

  answer = await page.goto('/webview/mega-645');
  expect(answer?.status()).toBe(200);
  await expect(main).toContainText('Hết giờ bán');
  await context.close();
});

test('an unknown webview page answers HTTP 404 with the embedded 404 screen', async ({
  request,
}) => {
  const answer = await request.get('/webview/khong-co', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).toContain('This page could not be found');
});

test('hydration keeps the server’s webview home: no card’s draw is replaced by its skeleton', async ({
  page,
}) => {
  const removed = await watchRemovedMarkup(page);
  await page.goto('/webview/?tab=1');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mega 6/45', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Kỳ #\d+/);
  // Hydrated and answering (goto waited for it), after the updates that follow hydration.
  await page.getByRole('button', { name: /menu|danh mục/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await removed()).filter((text) => /Kỳ #|Jackpot/.test(text))).toEqual([]);
});
