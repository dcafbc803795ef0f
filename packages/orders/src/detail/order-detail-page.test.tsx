import { screen, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrder,
  makeTestTicket,
  offlineFetch,
  okResponse,
  renderWithProviders,
  TEST_API_ORIGIN,
} from '@veso/shop-core';
import type { Order } from '@veso/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeKenoOrder } from '../test/book-fixtures';
import { KenoOrderPage, OrderDetailView } from './order-detail-page';

function server(order: Order) {
  const reports: { requestId: string; ticketId: number; reason: string }[] = [];
  const fetch = createFakeFetch(async (request, url) => {
    if (url.pathname === '/api/xsdt/order/report') {
      const body = (await request.json()) as (typeof reports)[number];
      reports.push(body);
      for (const ticket of order.tickets) if (ticket.id === body.ticketId) ticket.reported = true;
      return okResponse({
        reportId: 1,
        ticketId: body.ticketId,
        createdAt: '2030-01-01T00:00:00Z',
      });
    }
    if (url.pathname === '/api/order/info') {
      return Number(url.searchParams.get('orderId')) === order.orderId
        ? okResponse(order)
        : Response.json({ code: 14, message: 'Không tìm thấy đơn hàng' }, { status: 404 });
    }
    if (url.pathname === '/api/order/ticket_image/501') {
      return new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }
    return errorResponse(-1, 503);
  });
  return Object.assign(fetch, { reports });
}

function renderDetail(fetch: ReturnType<typeof createFakeFetch>, orderId = 101, pending = false) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/x"
        element={
          <OrderDetailView
            orderId={orderId}
            pending={pending}
            fetchImpl={fetch}
            apiBase={`${TEST_API_ORIGIN}/api`}
          />
        }
      />
    </Routes>,
    { route: '/x', fetch },
  );
}

describe('OrderDetailView', () => {
  it('shows a printed ticket: numbers, timeline, serial and the ticket image', async () => {
    globalThis.URL.createObjectURL ??= () => 'blob:ticket';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    const fetch = server(makeTestOrder(1));
    const { user } = renderDetail(fetch);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Đại lý giữ vé');
    const ticket = screen.getByRole('article', { name: 'Vé Mega 6/45 kỳ #01200' });
    expect(within(ticket).getByText(/03 11 19 25 38 44/)).toBeInTheDocument();
    const steps = within(within(ticket).getByRole('list', { name: 'Tiến trình vé' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent?.split(' · ')[0])).toEqual([
      'Đã tiếp nhận đơn hàng',
      'Đã thanh toán',
      'Đại lý đã in vé',
      'Chờ quay thưởng lúc 01/01/2030 18:00:00',
    ]);
    // Before the draw nothing claims a result.
    expect(ticket).not.toHaveTextContent(/Đã có kết quả|Kết quả kỳ/);
    expect(within(ticket).getByText(/Số seri SR-000501/)).toBeInTheDocument();
    await user.click(within(ticket).getByRole('button', { name: 'Xem ảnh vé' }));
    expect(
      await within(ticket).findByRole('img', { name: 'Ảnh vé Mega 6/45 kỳ #01200' }),
    ).toBeInTheDocument();
  });

  it('reports an erroneous printed ticket with a reason', async () => {
    const fetch = server(makeTestOrder(1));
    const { user } = renderDetail(fetch);
    await user.click(await screen.findByRole('button', { name: 'Báo vé lỗi' }));
    await user.click(screen.getByRole('button', { name: 'Gửi báo lỗi' }));
    expect(screen.getByText('Vui lòng nhập lý do báo lỗi vé')).toBeInTheDocument();
    expect(fetch.reports).toHaveLength(0);
    await user.type(screen.getByLabelText('Lý do báo lỗi vé'), 'Ảnh vé sai số');
    await user.click(screen.getByRole('button', { name: 'Gửi báo lỗi' }));
    expect(await screen.findByText(/Đã gửi báo lỗi vé/)).toBeInTheDocument();
    expect(fetch.reports).toEqual([
      { requestId: expect.any(String) as string, ticketId: 501, reason: 'Ảnh vé sai số' },
    ]);
  });

  it('shows a settled winning ticket with prize and tax', async () => {
    const order = makeTestOrder(2, {
      winStatus: 1,
      prizeNet: 300_000,
      tickets: [
        makeTestTicket(2, {
          winStatus: 1,
          prizeGross: 300_000,
          prizeTax: 0,
          prizeNet: 300_000,
          wins: [{ tier: 'third', name: 'Giải ba', amount: 300_000 }],
        }),
      ],
    });
    renderDetail(server(order));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Trúng thưởng');
    expect(screen.getByText('Giải ba')).toBeInTheDocument();
    expect(screen.getByText('Tiền thưởng nhận được').parentElement).toHaveTextContent('300.000đ');
  });

  it("shows the drawn numbers with the ticket's matches, then the settled prize", async () => {
    const drawn = makeTestOrder(2, {
      results: [
        {
          product: 'mega645',
          name: 'Mega 6/45',
          drawCode: '01200',
          drawDate: '2030-01-01',
          openDate: '01/01/2030 18:00:00',
          result: {
            kind: 'balls',
            numbers: [3, 11, 19, 20, 21, 22],
            bonus: null,
            special: null,
            summary: null,
          },
          jackpot: null,
          prizes: [],
          source: 'import',
          generated: false,
        },
      ],
    });
    renderDetail(server(drawn));
    const result = await screen.findByRole('region', { name: 'Kết quả kỳ #01200' });
    expect(within(result).getByText('03').parentElement).toHaveTextContent('03 (trùng)');
    expect(within(result).getByText('20')).not.toHaveTextContent('trùng');
    expect(result).toHaveTextContent('Số trùng với vé: 03, 11, 19');
    const steps = within(screen.getByRole('list', { name: 'Tiến trình vé' })).getAllByRole(
      'listitem',
    );
    expect(steps[3]).toHaveTextContent('Đã có kết quả · 01/01/2030 19:00');
  });

  it('says a prize above 10.000.000đ is claimed in person: where, what to bring, by when', async () => {
    const note =
      'Giải thưởng trên 10.000.000đ phải được lĩnh trực tiếp tại văn phòng hoặc chi nhánh của Vietlott (Công ty Xổ số Điện toán Việt Nam): mang vé gốc (đại lý giao cho quý khách) và CCCD đến lĩnh trong 60 ngày kể từ ngày mở thưởng, chậm nhất ngày 02/03/2030; công ty khấu trừ thuế thu nhập cá nhân 10% phần trên 10.000.000đ. Khoản này không cộng vào tài khoản trả thưởng.';
    const won = {
      winStatus: 1,
      prizeGross: 6_000_000_000,
      prizeTax: 599_000_000,
      prizeNet: 5_401_000_000,
      wins: [{ tier: 'jackpot', name: 'Giải Jackpot', amount: 6_000_000_000 }],
      claimInPerson: true,
      claimNote: note,
    };
    const order = makeTestOrder(2, { winStatus: 1, tickets: [makeTestTicket(2, won)] });
    const view = renderDetail(server(order));
    const claim = await screen.findByRole('note', { name: 'Lĩnh thưởng trực tiếp' });
    expect(claim).toHaveTextContent(note);
    expect(screen.getByText('Tiền thưởng lĩnh tại công ty xổ số').parentElement).toHaveTextContent(
      '5.401.000.000đ',
    );
    expect(screen.queryByText('Tiền thưởng nhận được')).not.toBeInTheDocument();
    view.unmount();

    const claimed = makeTestOrder(2, {
      winStatus: 1,
      tickets: [makeTestTicket(2, { ...won, claimedAt: '2030-01-05T03:30:00.000Z' })],
    });
    renderDetail(server(claimed));
    expect(await screen.findByRole('note', { name: 'Lĩnh thưởng trực tiếp' })).toHaveTextContent(
      'Đã lĩnh thưởng lúc 05/01/2030 10:30:00.',
    );
  });

  it('shows a cancelled ticket refunded in full', async () => {
    renderDetail(server(makeTestOrder(3)));
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Đã huỷ');
    expect(screen.getByText(/Đã huỷ vé, hoàn tiền đầy đủ/)).toBeInTheDocument();
  });

  it('tells a pending order is waiting for the agent', async () => {
    renderDetail(server(makeTestOrder(0)), 101, true);
    expect(await screen.findByText(/Vé đang chờ đại lý in/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Đơn hàng chờ in vé' })).toBeInTheDocument();
  });

  it("says an unknown (or someone else's) order was not found, with the way back to the list", async () => {
    renderDetail(server(makeTestOrder(0)), 999);
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy đơn hàng' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Yêu cầu không hợp lệ/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thử lại/ })).not.toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderDetail(offlineFetch());
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);

  it('has nothing to load for an invalid id', () => {
    renderDetail(server(makeTestOrder(0)), Number.NaN);
    expect(screen.getByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
  });
});

describe('KenoOrderPage', () => {
  function renderKeno(route: string) {
    const order = makeKenoOrder(201);
    const fetch = server(order);
    renderWithProviders(
      <Routes>
        <Route path="/don-keno/:index" element={<KenoOrderPage />} />
      </Routes>,
      {
        route,
        fetch,
        preloadedState: {
          session: { signedIn: true, accountId: '84912345678', embed: false, embedParams: null },
        },
      },
    );
    return fetch;
  }

  it('shows a Keno order by its index: levels, side bets, stakes, draws, statuses and wins', async () => {
    const fetch = renderKeno('/don-keno/201');
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Trúng thưởng');
    expect(new URL(fetch.requests[0]?.url ?? '').searchParams.get('orderId')).toBe('201');
    const tickets = within(screen.getByRole('list', { name: 'Vé' })).getAllByRole('article');
    expect(tickets.map((ticket) => ticket.getAttribute('aria-label'))).toEqual([
      'Vé Keno kỳ #0100001',
      'Vé Keno kỳ #0100002',
    ]);
    const [won, held] = tickets as [HTMLElement, HTMLElement];
    const lines = within(within(won).getByRole('list', { name: 'Các bộ số' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]).toHaveTextContent('A Bậc 3 · 05 12 40');
    expect(lines[0]).toHaveTextContent('1 dãy · Mức cược 20.000đ · 20.000đ');
    expect(lines[1]).toHaveTextContent('B Lớn');
    expect(lines[1]).toHaveTextContent('1 dãy · Mức cược 10.000đ · 10.000đ');
    expect(within(won).getByText('Bậc 3 trúng 2 số')).toBeInTheDocument();
    expect(within(won).getByText('Tiền thưởng nhận được').parentElement).toHaveTextContent(
      '20.000đ',
    );
    // The drawn Keno numbers with the line's matches; the side bet plays none.
    const result = within(won).getByRole('region', { name: 'Kết quả kỳ #0100001' });
    expect(result).toHaveTextContent('Số trùng với vé: 05, 12');
    expect(within(held).queryByRole('region', { name: /Kết quả kỳ/ })).not.toBeInTheDocument();
    expect(within(held).getByText('Đại lý giữ vé')).toBeInTheDocument();
    expect(within(held).queryByText('Tiền thưởng nhận được')).not.toBeInTheDocument();
  });

  it('offers the Keno history for an index that is not an order', () => {
    renderKeno('/don-keno/abc');
    expect(screen.getByRole('heading', { name: 'Không tìm thấy đơn hàng' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lịch sử chơi Keno' })).toHaveAttribute(
      'href',
      '/lich-su-choi-keno',
    );
  });
});
