import { screen, within } from '@testing-library/react';
import type { PaperTicket } from '@veso/contract';
import { PRIZE_TABLES, formatMoney } from '@veso/domain';
import {
  createFakeFetch,
  errorResponse,
  initialSessionState,
  makeTestTicket,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { FakeApiHandler, FakeFetch } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { KENO_0150001 } from '../test/fixtures';
import { FakeEventSource } from './fake-event-source';
import { KenoLivePage } from './keno-live-page';

const PAPER_TICKETS = '/api/order/get_paper_xsdt/draw_category';
const SIGNED_IN = { session: { ...initialSessionState, signedIn: true, accountId: '0912345678' } };

/** The 20 numbers of draw 0150002 in the order they come out: 9 Lớn (41–80), 11 Nhỏ. */
const DRAWN = [5, 61, 3, 8, 10, 12, 15, 20, 22, 27, 30, 33, 41, 44, 50, 57, 63, 70, 75, 80];

type NumberInfo = PaperTicket['numberInfos'][number];

function line(numbers: number[], stake = 1): NumberInfo {
  return {
    numbers,
    form: 'single',
    special: null,
    specials: [],
    stake,
    lines: 1,
    price: stake * 10_000,
  };
}

function sideBet(bet: NonNullable<NumberInfo['bet']>, stake = 1): NumberInfo {
  return { ...line([], stake), form: 'kenoSideBet', bet };
}

/** A printed Keno ticket of the ticket book. */
function kenoTicket(
  id: number,
  drawCode: string,
  numberInfos: NumberInfo[],
  overrides: Partial<PaperTicket> = {},
): PaperTicket {
  return {
    ...makeTestTicket(1, { id, product: 'keno', productName: 'Keno', drawCode }),
    orderId: 900 + id,
    numberInfos,
    ...overrides,
  };
}

/** A bậc 5 line staked 2 units (3 of its numbers come out) and a Nhỏ side bet. */
const MINE = kenoTicket(11, '0150002', [line([3, 5, 7, 9, 61], 2), sideBet('small')]);
const OTHER_DRAW = kenoTicket(12, '0150001', [line([1, 2])]);
const CANCELLED = kenoTicket(13, '0150002', [line([40])], { status: 3 });

function page(items: PaperTicket[], pageIndex = 1, total = items.length) {
  return okResponse({ items, page_index: pageIndex, page_size: 50, total });
}

function server(tickets: FakeApiHandler): FakeFetch {
  return createFakeFetch((request, url) => {
    if (url.pathname === PAPER_TICKETS) return tickets(request, url);
    if (url.pathname === '/api/keno-stats/v2/last_result')
      return okResponse({ items: [KENO_0150001] });
    return errorResponse(-1, 503);
  });
}

function ticketCalls(fetch: FakeFetch): URL[] {
  return fetch.requests.map((r) => new URL(r.url)).filter((url) => url.pathname === PAPER_TICKETS);
}

function renderLive(fetch: FakeFetch, signedIn = true) {
  FakeEventSource.instances = [];
  const view = renderWithProviders(
    <KenoLivePage createEventSource={(url) => new FakeEventSource(url)} />,
    { route: '/keno-live', fetch, preloadedState: signedIn ? SIGNED_IN : undefined },
  );
  const source = FakeEventSource.instances[0]!;
  source.open();
  return { ...view, source };
}

function startDraw(source: FakeEventSource, drawCode = '0150002') {
  source.emit(
    'draw',
    { drawCode, openDate: '21/11/2026 08:10:00', drawAt: '', generated: false },
    `${drawCode}:0`,
  );
}

function reveal(source: FakeEventSource, index: number) {
  source.emit('number', { drawCode: '0150002', index, number: DRAWN[index - 1] });
}

function finish(source: FakeEventSource) {
  source.emit('summary', {
    drawCode: '0150002',
    numbers: DRAWN,
    summary: { big: 9, small: 11, even: 10, odd: 10 },
    generated: false,
  });
}

function ownSection() {
  return screen.getByRole('region', { name: 'Vé của bạn kỳ #0150002' });
}

describe('KenoLivePage: the customer’s own tickets', () => {
  it('marks own numbers as they come out and counts the matches', async () => {
    const fetch = server(() => page([MINE, OTHER_DRAW, CANCELLED]));
    const { source } = renderLive(fetch);
    startDraw(source);
    const numbers = await screen.findByRole('list', { name: 'Bộ số A' });
    expect(ticketCalls(fetch)[0]?.searchParams.get('product')).toBe('keno');
    // Only the printed ticket of this draw: not the other draw's, not the cancelled one.
    expect(within(ownSection()).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Vé #11 · Đơn hàng #911' })).toBeInTheDocument();
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['03', '05', '07', '09', '61']);
    expect(within(ownSection()).getByText('Trúng 0/5 số')).toBeInTheDocument();

    reveal(source, 1);
    expect(within(numbers).getByText('05')).toHaveTextContent('05 đã về');
    expect(within(numbers).getByText('03')).toHaveTextContent(/^03$/);
    expect(within(ownSection()).getByText('Trúng 1/5 số')).toBeInTheDocument();
    expect(screen.getByText('Số 05 có trong vé của bạn')).toHaveAttribute('aria-live', 'polite');

    reveal(source, 2);
    reveal(source, 3);
    expect(within(numbers).getByText('61')).toHaveTextContent('61 đã về');
    expect(within(numbers).getByText('03')).toHaveTextContent('03 đã về');
    expect(within(numbers).getByText('07')).toHaveTextContent(/^07$/);
    expect(within(ownSection()).getByText('Trúng 3/5 số')).toBeInTheDocument();
    expect(within(ownSection()).getByText('Đã về 3/20 số: Lớn 1 – Nhỏ 2')).toBeInTheDocument();
    // Nothing provisional before the draw is over.
    expect(within(ownSection()).queryByText(/Dự kiến/)).not.toBeInTheDocument();
  });

  it('shows the provisional prize by the prize table once the draw is over', async () => {
    const { source } = renderLive(server(() => page([MINE])));
    startDraw(source);
    await screen.findByRole('list', { name: 'Bộ số A' });
    finish(source);
    const section = ownSection();
    const [lineItem, betItem] = within(section).getByRole('list', {
      name: 'Các bộ số của vé #11',
    }).children;
    // Bậc 5, 3 numbers matched, staked 2 units of 10,000đ.
    const linePrize = PRIZE_TABLES.keno.levels[5]![3]! * 2;
    expect(linePrize).toBe(20_000);
    expect(lineItem).toHaveTextContent('Trúng 3/5 số');
    expect(lineItem).toHaveTextContent(`Dự kiến trúng ${formatMoney(linePrize)}`);
    // Nhỏ with 11 small numbers: the 11–12 band, one unit.
    const betPrize = PRIZE_TABLES.keno.sideBets.small.bands.find((b) => b.min === 11)!.amount;
    expect(betItem).toHaveTextContent('B · Nhỏ');
    expect(betItem).toHaveTextContent('Kết quả: Lớn 9 – Nhỏ 11');
    expect(betItem).toHaveTextContent(`Dự kiến trúng ${formatMoney(betPrize)}`);
    expect(within(section).getByText(/Tổng tiền thưởng dự kiến/)).toHaveTextContent(
      formatMoney(linePrize + betPrize),
    );
  });

  it('says when a line wins nothing and shows a settled ticket’s credited prize', async () => {
    const settled = kenoTicket(14, '0150002', [line([1, 2]), sideBet('even')], {
      status: 2,
      settledAt: '2026-11-21T01:12:00.000Z',
      prizeNet: 0,
    });
    const { source } = renderLive(server(() => page([settled])));
    startDraw(source);
    await screen.findByRole('list', { name: 'Bộ số A' });
    finish(source);
    const section = ownSection();
    expect(within(section).getAllByText('Dự kiến: không trúng thưởng')).toHaveLength(2);
    expect(within(section).getByText('Vé đã dò thưởng: không trúng')).toBeInTheDocument();
    expect(within(section).getByText(/Tổng tiền thưởng dự kiến/)).toHaveTextContent('0đ');
  });

  it('invites a signed-out visitor to sign in and reads no tickets', () => {
    const fetch = server(() => page([MINE]));
    const { source } = renderLive(fetch, false);
    startDraw(source);
    expect(within(ownSection()).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/dang-nhap',
    );
    expect(ticketCalls(fetch)).toHaveLength(0);
  });

  it('says when the customer has no ticket for the draw, with a link to buy', async () => {
    const { source } = renderLive(server(() => page([OTHER_DRAW, CANCELLED])));
    startDraw(source);
    expect(await screen.findByText(/Bạn không có vé cho kỳ này/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mua vé Keno' })).toHaveAttribute('href', '/keno');
  });

  it('keeps the live board when the tickets cannot be read, and retries', async () => {
    let fail = true;
    const { source, user } = renderLive(
      server(() => (fail ? errorResponse(-1, 503) : page([MINE]))),
    );
    startDraw(source);
    reveal(source, 1);
    expect(await within(ownSection()).findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Các số đã quay' })).toHaveTextContent('05');
    reveal(source, 2);
    expect(screen.getByRole('list', { name: 'Các số đã quay' })).toHaveTextContent('0561');
    fail = false;
    await user.click(within(ownSection()).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Trúng 2/5 số')).toBeInTheDocument();
  });

  it('says when it is offline without hiding the board', async () => {
    const { source } = renderLive(server(() => Promise.reject(new TypeError('Failed to fetch'))));
    startDraw(source);
    reveal(source, 1);
    expect(await within(ownSection()).findByText('Không có kết nối mạng')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kỳ #0150002' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Các số đã quay' })).toHaveTextContent('05');
  });

  it('reads the tickets again when a new draw starts', async () => {
    const next = kenoTicket(21, '0150003', [line([44, 45])]);
    const fetch = server(() => page([next, MINE]));
    const { source } = renderLive(fetch);
    startDraw(source);
    await screen.findByRole('heading', { name: 'Vé #11 · Đơn hàng #911' });
    expect(ticketCalls(fetch)).toHaveLength(1);
    startDraw(source, '0150003');
    expect(
      await screen.findByRole('heading', { name: 'Vé #21 · Đơn hàng #921' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vé của bạn kỳ #0150003' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Vé #11 · Đơn hàng #911' }),
    ).not.toBeInTheDocument();
    expect(ticketCalls(fetch)).toHaveLength(2);
  });

  it('reads further pages of the ticket book to find the draw’s tickets', async () => {
    const later = Array.from({ length: 50 }, (_, i) => kenoTicket(100 + i, '0150004', [line([1])]));
    const fetch = server((_request, url) =>
      url.searchParams.get('page_index') === '1' ? page(later, 1, 51) : page([MINE], 2, 51),
    );
    const { source } = renderLive(fetch);
    startDraw(source);
    expect(
      await screen.findByRole('heading', { name: 'Vé #11 · Đơn hàng #911' }),
    ).toBeInTheDocument();
    expect(ticketCalls(fetch).map((url) => url.searchParams.get('page_index'))).toEqual(['1', '2']);
  });
});
