import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import type { Locator, Page } from '@veso/e2e';
import {
  type Envelope,
  checkoutToConfirm,
  expectBalances,
  loadPaperStock,
  money,
  payConfirmed,
  signInFundedCustomer,
} from './helpers';

// A serial spec, on its worker's own server (it reloads the sandbox agent's northern stock). A whole
// set ("cặp nguyên", /ve-so-cap-nguyen) is every ticket of one number of one draw, bought
// all or nothing: the first customer gets all of them, a second one trying the same set
// is refused in Vietnamese and charged nothing.

type NumberSet = {
  province: string;
  drawCode: string;
  number: string;
  setSize: number;
  setPrice: number;
  whole: boolean;
};

const SET_TAKEN =
  'Không thể mua nguyên cặp: có vé trong cặp đã được khách hàng khác giữ hoặc mua. Quý khách vui lòng chọn cặp khác.';

/** Loads the sandbox agent's stock; answers a northern whole set on sale. */
async function northernSetOnSale(page: Page): Promise<NumberSet> {
  await loadPaperStock(page);
  const list = (await (
    await page.request.get('/api/xskt/ticket/whole_set/list?category=3&page_size=10')
  ).json()) as Envelope<{ items: NumberSet[] }>;
  expect(list.code).toBe(0);
  const set = list.data.items.find((s) => s.whole && s.setSize > 1);
  expect(set, 'a northern whole set on sale').toBeDefined();
  return set as NumberSet;
}

/** Opens /ve-so-cap-nguyen narrowed to the set's number; answers the set's card. */
async function openSet(page: Page, set: NumberSet): Promise<Locator> {
  await page.goto('/ve-so-cap-nguyen?region=xsmb');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Vé cặp nguyên', level: 1 })).toBeVisible();
  const filter = main.getByRole('search', { name: 'Lọc cặp theo đuôi số' });
  await filter.getByLabel('Đuôi số').fill(set.number);
  await filter.getByRole('button', { name: 'Lọc' }).click();
  const card = main
    .getByRole('list', { name: 'Cặp nguyên' })
    .getByRole('article', { name: `Cặp ${set.setSize} vé số ${set.number} ${set.province}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(money(set.setPrice));
  return card;
}

test('a whole set is bought entirely by one customer; a second one is refused and not charged', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const set = await northernSetOnSale(page);
  expect(set.setPrice).toBe(set.setSize * 10_000);

  // The second customer already has the set on screen.
  const other = await browser.newContext();
  const late = await other.newPage();
  await signInFundedCustomer(late, 500_000);
  const lateCard = await openSet(late, set);

  // The first customer buys the whole set: every ticket held together, then paid.
  await signInFundedCustomer(page, 500_000);
  const card = await openSet(page, set);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: /Mua cả cặp/ }).click();
  await expect(card.getByTestId('hold-countdown')).toHaveText(
    /Vé được giữ cho bạn trong 1[45]:\d\d/,
  );
  await card.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  const main = page.getByRole('main');
  const cartTickets = main.getByRole('list', { name: 'Vé xổ số kiến thiết' });
  await expect(cartTickets).toContainText(set.number);
  expect(await checkoutToConfirm(main)).toBe(set.setPrice);
  const orderId = await payConfirmed(main);

  // All the set's tickets are the customer's: the order holds each of them.
  await page.goto(`/chi-tiet-don-kien-thiet?orderId=${orderId}`);
  const tickets = main.getByRole('article', { name: new RegExp(`Vé ${set.number}`) });
  await expect(tickets).toHaveCount(set.setSize);
  for (const ticket of await tickets.all()) await expect(ticket).toContainText(set.province);
  await expect(main).toContainText(new RegExp(`Tổng tiền\\s*${money(set.setPrice)}`));
  await expectBalances(page, { main: 500_000 - set.setPrice });

  // The second customer tries the same set: refused in Vietnamese, nothing held or charged.
  await lateCard.getByRole('button', { name: /Mua cả cặp/ }).click();
  await expect(lateCard.getByRole('alert')).toHaveText(SET_TAKEN);
  await expect(lateCard.getByTestId('hold-countdown')).toHaveCount(0);
  await expectNoSeriousA11yViolations(late);
  await expectBalances(late, { main: 500_000 });
  await late.goto('/lich-su-mua-xskt');
  await expect(late.getByRole('main')).toContainText('Chưa có đơn xổ số kiến thiết');
  // The set is gone from the list for everyone.
  await late.goto('/ve-so-cap-nguyen?region=xsmb');
  const filter = late.getByRole('main').getByRole('search', { name: 'Lọc cặp theo đuôi số' });
  await filter.getByLabel('Đuôi số').fill(set.number);
  await filter.getByRole('button', { name: 'Lọc' }).click();
  await expect(
    late
      .getByRole('main')
      .getByRole('article', { name: `Cặp ${set.setSize} vé số ${set.number} ${set.province}` }),
  ).toHaveCount(0);
  await other.close();
});
