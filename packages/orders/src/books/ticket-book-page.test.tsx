import { screen, within } from '@testing-library/react';
import type { PaperTicket } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
  TEST_API_ORIGIN,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { makeBookTicket, makeWonLottoTicket } from '../test/book-fixtures';
import type { TicketBookKind } from './ticket-book-page';
import { TicketBookView } from './ticket-book-page';

const PATH = '/api/order/get_paper_xsdt/draw_category';

/** A stand-in server paging `tickets` (newest first) of the product asked for. */
function server(tickets: PaperTicket[]) {
  return createFakeFetch((_request, url) => {
    if (url.pathname.startsWith('/api/order/ticket_image/')) {
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }
    if (url.pathname !== PATH) return errorResponse(-1, 503);
    const product = url.searchParams.get('product');
    const page = Number(url.searchParams.get('page_index'));
    const size = Number(url.searchParams.get('page_size'));
    const mine = tickets.filter((ticket) => ticket.product === product);
    return okResponse({
      items: mine.slice((page - 1) * size, page * size),
      page_index: page,
      page_size: size,
      total: mine.length,
    });
  });
}

function renderBook(kind: TicketBookKind, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <TicketBookView kind={kind} fetchImpl={fetch} apiBase={`${TEST_API_ORIGIN}/api`} />,
    { fetch },
  );
}

describe('TicketBookView', () => {
  it('lists the printed Lotto 5/35 tickets with draw, numbers, status, serial, order and image', async () => {
    globalThis.URL.createObjectURL ??= () => 'blob:ticket';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    const fetch = server([
      makeWonLottoTicket(12, 102),
      makeBookTicket('lotto535', 11, 101),
      makeBookTicket('keno', 13, 103),
    ]);
    const { user } = renderBook('lotto535', fetch);
    expect(screen.getByRole('heading', { name: 'Sổ vé Lotto 5/35' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vé đã in' });
    const tickets = within(list).getAllByRole('article');
    expect(tickets.map((ticket) => ticket.getAttribute('aria-label'))).toEqual([
      'Vé Lotto 5/35 kỳ #00012',
      'Vé Lotto 5/35 kỳ #00011',
    ]);
    const [won, held] = tickets as [HTMLElement, HTMLElement];
    expect(within(won).getByText('Trúng thưởng')).toBeInTheDocument();
    expect(within(won).getByText('Giải ba')).toBeInTheDocument();
    expect(within(won).getByText('Tiền thưởng nhận được').parentElement).toHaveTextContent(
      '500.000đ',
    );
    expect(within(held).getByText('Đại lý giữ vé')).toBeInTheDocument();
    expect(within(held).getByText(/01 02 03 04 05 \| ĐB 03/)).toBeInTheDocument();
    expect(within(held).getByText(/Số seri SR-11/)).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: 'Xem đơn hàng #101' })).toHaveAttribute(
      'href',
      '/don-vietlott-535/101',
    );
    const asked = new URL(fetch.requests[0]?.url ?? '').searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      product: 'lotto535',
      page_index: '1',
      page_size: '10',
    });
    await user.click(within(held).getByRole('button', { name: 'Xem ảnh vé' }));
    expect(
      await within(held).findByRole('img', { name: 'Ảnh vé Lotto 5/35 kỳ #00011' }),
    ).toBeInTheDocument();
    expect(fetch.requests.at(-1)?.url).toBe(`${TEST_API_ORIGIN}/api/order/ticket_image/11`);
  });

  it('shows Keno lines with their level, stake and side bets, linked to the Keno order', async () => {
    const fetch = server([
      makeBookTicket('keno', 21, 201),
      makeBookTicket('keno', 20, 200, {
        numberInfos: [
          {
            numbers: [],
            form: 'kenoSideBet',
            special: null,
            specials: [],
            bet: 'even-11-12',
            stake: 1,
            lines: 1,
            price: 10_000,
          },
        ],
      }),
    ]);
    renderBook('keno', fetch);
    const list = await screen.findByRole('list', { name: 'Vé đã in' });
    const [line, sideBet] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(line).getByText(/Bậc 3 · 05 12 40/)).toBeInTheDocument();
    expect(within(line).getByRole('list', { name: 'Các bộ số' })).toHaveTextContent(
      '1 dãy · Mức cược 20.000đ · 20.000đ',
    );
    expect(within(line).getByRole('link', { name: 'Xem đơn hàng #201' })).toHaveAttribute(
      'href',
      '/don-keno/201',
    );
    expect(within(sideBet).getByText(/Chẵn 11-12/)).toBeInTheDocument();
    expect(new URL(fetch.requests[0]?.url ?? '').searchParams.get('product')).toBe('keno');
  });

  it('pages through the book', async () => {
    const fetch = server(
      Array.from({ length: 12 }, (_, i) => makeBookTicket('keno', 100 - i, 500 - i)),
    );
    const { user } = renderBook('keno', fetch);
    const list = await screen.findByRole('list', { name: 'Vé đã in' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(pager).toHaveTextContent('Trang 1/2');
    expect(within(pager).getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByRole('article', { name: 'Vé Keno kỳ #00089' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Vé đã in' })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(pager).toHaveTextContent('Trang 2/2');
    expect(within(pager).getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    expect(new URL(fetch.requests.at(-1)?.url ?? '').searchParams.get('page_index')).toBe('2');
    await user.click(within(pager).getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByRole('article', { name: 'Vé Keno kỳ #00100' })).toBeInTheDocument();
  });

  it('invites to play when nothing was printed yet', async () => {
    renderBook('lotto535', server([makeBookTicket('keno', 1, 1)]));
    expect(await screen.findByRole('heading', { name: 'Chưa có vé đã in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mua vé Lotto 5/35' })).toHaveAttribute(
      'href',
      '/lotto-535',
    );
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the book', async () => {
    let fail = true;
    const healthy = server([makeBookTicket('keno', 1, 1)]);
    const fetch = createFakeFetch((request) => {
      if (fail) return errorResponse(14);
      return healthy(request);
    });
    const { user } = renderBook('keno', fetch);
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Vé Keno kỳ #00001' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderBook('keno', offlineFetch());
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
