import { expect, expectNoSeriousA11yViolations, test } from '@veso/e2e';
import type { Page } from '@veso/e2e';
import {
  type Envelope,
  checkoutFromCart,
  expectBalances,
  post,
  runOrderJobs,
  serverNow,
  signInFundedCustomer,
} from './helpers';

// Runs with the other serial specs (it publishes a northern draw on the shared sandbox).
// The sandbox agent's stock is loaded for today and tomorrow, so that a northern draw is on
// sale whatever the time: before 18:00 today's, after it tomorrow's.

type StockTicket = {
  ticketId: number;
  number: string;
  symbolCode: string | null;
  province: string;
  drawCode: string;
};

type PaperTicket = {
  status: number;
  winStatus: number;
  prizeNet: number | null;
  claimInPerson: boolean;
  scannedAt: string | null;
};

type PaperOrder = { orderId: number; winStatus: number; paperTickets: PaperTicket[] };

/** `YYYY-MM-DD` of an instant in Vietnam (UTC+7). */
function vnDay(instant: number): string {
  return new Date(instant + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** GETs from the API as the signed-in customer (the session cookie's token as the header). */
async function get<T>(page: Page, path: string): Promise<T> {
  const session = (await page.context().cookies()).find((c) => c.name === 'session')?.value;
  const headers: Record<string, string> = session ? { 'x-access-token': session } : {};
  const envelope = (await (
    await page.request.get(`/api${path}`, { headers })
  ).json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(0);
  return envelope.data;
}

/** Loads the sandbox agent's northern stock of today and tomorrow; answers a ticket on sale. */
async function northernTicketOnSale(page: Page): Promise<StockTicket> {
  const today = vnDay(await serverNow(page));
  const tomorrow = vnDay(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
  for (const date of [today, tomorrow]) {
    await post(page, '/dev/xskt/stock', { date, perProvince: 300 });
  }
  const { items } = await get<{ items: StockTicket[] }>(
    page,
    '/core/webview/xskt/ticket/sale/list?category=3&page_size=50',
  );
  // The region page offers the first day still on sale: take a ticket of that day.
  const day = items[0]?.drawCode;
  const ticket = items.find((t) => t.drawCode === day && t.symbolCode !== null);
  expect(ticket, 'a northern ticket on sale').toBeDefined();
  return ticket as StockTicket;
}

test('a paper ticket: searched, held, bought, scanned by the agent, settled on the northern result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ticket = await northernTicketOnSale(page);
  await signInFundedCustomer(page, 100_000);

  // Search the exact number on the northern page and add that very ticket to the cart.
  await page.goto('/xo-so-kien-thiet-mien-bac');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Xổ số kiến thiết miền Bắc' })).toBeVisible();
  await expect(main.getByRole('region', { name: /Đài quay/ })).toContainText(ticket.province);
  const search = main.getByRole('search', { name: 'Tìm vé theo số' });
  await search.getByRole('radio', { name: 'Số chính xác' }).check();
  await search.getByLabel('Số cần tìm').fill(ticket.number);
  await search.getByRole('button', { name: 'Tìm vé' }).click();
  const card = main
    .getByRole('article')
    .filter({ hasText: `Ký hiệu ${ticket.symbolCode ?? ''}` })
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Vé ${ticket.number}`) }) })
    .first();
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: /Thêm vào giỏ/ }).click();
  await expect(card.getByTestId('hold-countdown')).toHaveText(
    /Vé được giữ cho bạn trong 1[45]:\d\d/,
  );

  // The cart shows the held ticket with its countdown; pay it on the one order path.
  await card.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await expect(main.getByRole('list', { name: 'Vé xổ số kiến thiết' })).toContainText(
    ticket.number,
  );
  await expect(main.getByTestId('hold-countdown')).toContainText('Vé được giữ cho bạn trong');
  await expectNoSeriousA11yViolations(page);
  const orderId = await checkoutFromCart(main);

  // The agent scans the actual ticket.
  await runOrderJobs(page);
  await page.goto(`/chi-tiet-don-kien-thiet?orderId=${orderId}`);
  const paper = main.getByRole('article', { name: new RegExp(`Vé ${ticket.number}`) });
  await expect(paper).toContainText(`Ký hiệu ${ticket.symbolCode ?? ''}`);
  await expect(paper).toContainText('Đại lý đã quét vé');
  await expect(paper.getByRole('button', { name: 'Xem ảnh vé' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The region's result is published (sandbox), earlier northern draws on the way.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { result } = await post<{ result: { drawCode: string } }>(page, '/dev/draws/run', {
      product: 'xsmb',
    });
    if (result.drawCode >= ticket.drawCode) break;
  }
  await runOrderJobs(page);

  // Settled: the detail and the prize balance say what the result gave.
  const settled = await get<PaperOrder>(page, `/order/xskt_info?orderId=${orderId}`);
  const [bought] = settled.paperTickets;
  expect(bought?.status).toBe(2);
  await page.reload();
  if (settled.winStatus === 1) {
    await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');
    await expect(paper.getByRole('list', { name: 'Giải trúng' })).toBeVisible();
    await expectBalances(page, { prize: bought?.claimInPerson ? 0 : (bought?.prizeNet ?? 0) });
  } else {
    await expect(paper).toContainText('Vé không trúng thưởng.');
    await expectBalances(page, { prize: 0 });
  }
});

test('a winning paper ticket shows its prize per tier and reaches the prize balance', async () => {
  // The sandbox cannot publish a regional result that contains a given number: POST
  // /api/dev/draws/run takes `numbers` for the ball games and 3-digit `groups` for the
  // Max 3D family only, so a bought paper ticket wins only by chance (the journey above
  // checks whichever outcome the random result gives). Needs on the server branch: a
  // sandbox way to publish the northern / regional result with given prize numbers (e.g.
  // `special` = the ticket's number and series), then: buy, scan, publish, see
  // 'Trúng thưởng', the tiers in /chi-tiet-don-kien-thiet and the prize balance.
  test.fixme(true, 'server: no sandbox result of a paper region with given numbers');
});
