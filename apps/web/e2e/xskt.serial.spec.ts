import { expect, expectNoSeriousA11yViolations, searchPaperNumber, test } from '@veso/e2e';
import type { Page } from '@veso/e2e';
import {
  type Envelope,
  checkoutFromCart,
  expectBalances,
  post,
  runOrderJobs,
  loadPaperStock,
  signInFundedCustomer,
} from './helpers';

// A serial spec, on its worker's own server (it publishes a northern draw early).

type StockTicket = {
  ticketId: number;
  number: string;
  symbolCode: string | null;
  province: string;
  drawCode: string;
};

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

/** A northern result in the sandbox shape (ĐB, G1 … G7) of made-up numbers. */
const NORTHERN_GROUPS = [
  ['81327'],
  ['40516'],
  ['11203', '56781'],
  ['00412', '31590', '77345', '62018', '90873', '15664'],
  ['3381', '6042', '1975', '8830'],
  ['5519', '2406', '7731', '0458', '9962', '4185'],
  ['306', '742', '119'],
  ['05', '68', '91', '43'],
];

/** `n` with its first digit moved on by one (a number that is not the ticket's). */
function other(n: string): string {
  return `${(Number(n[0]) + 1) % 10}${n.slice(1)}`;
}

/**
 * The groups of a northern result where `number` wins exactly Giải Bảy (its last two
 * digits drawn there) and Khuyến khích (the last two of Đặc biệt): no other drawn number
 * ends the ticket's number.
 */
function winningGroups(number: string): string[][] {
  const last2 = number.slice(-2);
  const free = (n: string): string => (number.endsWith(n) ? free(other(n)) : n);
  const groups = NORTHERN_GROUPS.map((group) => group.map(free));
  const special = `${number.slice(0, 3) === '813' ? '913' : '813'}${last2}`;
  return groups.map((group, i) => {
    if (i === 0) return [special];
    if (i === 7) return [last2, ...group.slice(1)];
    return group;
  });
}

/** Loads the sandbox agent's stock; answers a northern ticket of the first day on sale. */
async function northernTicketOnSale(page: Page): Promise<StockTicket> {
  await loadPaperStock(page);
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

test('a paper ticket: searched, held, bought, scanned by the agent, wins two tiers of the northern result', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ticket = await northernTicketOnSale(page);
  await signInFundedCustomer(page, 100_000);

  // Search the exact number on the northern page and add that very ticket to the cart.
  await page.goto('/xo-so-kien-thiet-mien-bac');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Xổ số kiến thiết miền Bắc' })).toBeVisible();
  await searchPaperNumber(main, ticket);
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

  // The northern result is published (sandbox) with the ticket's last two digits in Giải
  // Bảy and as the last two of Đặc biệt: it wins both tiers (domain PRIZE_TABLES.xsmb:
  // Giải Bảy 40,000đ, Giải Khuyến khích 40,000đ), no other. Earlier northern draws are
  // drawn on the way.
  const groups = winningGroups(ticket.number);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { result } = await post<{ result: { drawDate: string } }>(page, '/dev/draws/run', {
      product: 'xsmb',
      groups,
    });
    if (result.drawDate.split('/').reverse().join('-') >= ticket.drawCode) break;
  }
  await runOrderJobs(page);

  // /chi-tiet-don-kien-thiet shows each tier won; the prize balance holds the prize.
  await page.reload();
  await expect(main.getByTestId('order-status')).toHaveText('Trúng thưởng');
  const tiers = paper.getByRole('list', { name: 'Giải trúng' });
  await expect(tiers.getByRole('listitem')).toHaveText([
    /Giải Bảy\s*40\.000đ/,
    /Giải Khuyến khích\s*40\.000đ/,
  ]);
  await expect(main.getByTestId('order-prize')).toHaveText('80.000đ');
  await expect(paper).not.toContainText('Lĩnh thưởng trực tiếp');
  await expectBalances(page, { prize: 80_000 });
});
