import { screen, within } from '@testing-library/react';
import type { OrderSummary } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { KenoHistoryView } from './keno-history-page';

const ACCESS = '/api/customer/keno/operator_access';
const ORDERS = '/api/customer/draw_category/get_orders';

function kenoOrder(orderId: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return makeTestOrderSummary(orderId, 1, {
    products: ['keno'],
    productNames: ['Keno'],
    drawCodes: ['0100001'],
    ...overrides,
  });
}

/** A stand-in server: the operator-access flag counts the paid Keno orders, as the server does. */
function server(orders: OrderSummary[]) {
  return createFakeFetch((_request, url) => {
    if (url.pathname === ACCESS) {
      const kenoOrders = orders.filter((order) => order.state === 'paid').length;
      return okResponse({ kenoOrders, operatorAccess: kenoOrders >= 1 });
    }
    if (url.pathname === ORDERS && url.searchParams.get('product') === 'keno') {
      const page = Number(url.searchParams.get('page_index'));
      const size = Number(url.searchParams.get('page_size'));
      return okResponse({
        items: orders.slice((page - 1) * size, page * size),
        page_index: page,
        page_size: size,
        total: orders.length,
      });
    }
    return errorResponse(-1, 503);
  });
}

describe('KenoHistoryView', () => {
  it('lists the Keno orders newest first, each to its Keno order', async () => {
    const fetch = server([
      kenoOrder(305, { state: 'reserved', status: 0 }),
      kenoOrder(304, { state: 'cancelled', status: 3 }),
      kenoOrder(303, { status: 2, winStatus: 1, prizeNet: 40_000 }),
      kenoOrder(302),
      kenoOrder(301, { status: 0 }),
    ]);
    renderWithProviders(<KenoHistoryView />, { fetch });
    expect(screen.getByRole('heading', { name: 'Lịch sử chơi Keno' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Đơn Keno' });
    const rows = within(list).getAllByRole('link');
    const expected: [number, string][] = [
      [305, 'Chưa thanh toán'],
      [304, 'Đã huỷ'],
      [303, 'Trúng thưởng'],
      [302, 'Đại lý giữ vé'],
      [301, 'Chờ in vé'],
    ];
    expect(rows).toHaveLength(expected.length);
    for (const [index, [orderId, label]] of expected.entries()) {
      const row = rows[index] as HTMLElement;
      expect(row).toHaveAttribute('href', `/don-keno/${orderId}`);
      expect(within(row).getByText(`Keno · Đơn #${orderId}`)).toBeInTheDocument();
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    expect(rows[2]).toHaveTextContent('Tiền thưởng: 40.000đ');
    expect(screen.getByRole('link', { name: 'Sổ vé Keno' })).toHaveAttribute('href', '/so-ve-keno');
    const asked = fetch.requests.map((request) => new URL(request.url));
    expect(asked.map((url) => url.pathname)).toEqual([ACCESS, ORDERS]);
    expect(Object.fromEntries(asked[1]?.searchParams ?? [])).toEqual({
      product: 'keno',
      page_index: '1',
      page_size: '10',
    });
  });

  it('invites to play Keno, without asking for orders, while the account has no access', async () => {
    const fetch = server([kenoOrder(310, { state: 'expired', status: 0 })]);
    renderWithProviders(<KenoHistoryView />, { fetch });
    expect(await screen.findByRole('heading', { name: 'Bạn chưa chơi Keno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chơi Keno ngay' })).toHaveAttribute('href', '/keno');
    expect(screen.queryByRole('list', { name: 'Đơn Keno' })).not.toBeInTheDocument();
    expect(fetch.requests.map((request) => new URL(request.url).pathname)).toEqual([ACCESS]);
  });

  it('pages through the orders', async () => {
    const fetch = server(Array.from({ length: 23 }, (_, i) => kenoOrder(400 - i)));
    const { user } = renderWithProviders(<KenoHistoryView />, { fetch });
    const list = await screen.findByRole('list', { name: 'Đơn Keno' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(pager).toHaveTextContent('Trang 1/3');
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText(/Đơn #378/)).toBeInTheDocument();
    expect(pager).toHaveTextContent('Trang 3/3');
    expect(
      within(screen.getByRole('list', { name: 'Đơn Keno' })).getAllByRole('link'),
    ).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  });

  it('says when a customer with access has no order to list', async () => {
    const fetch = createFakeFetch((_request, url) =>
      url.pathname === ACCESS
        ? okResponse({ kenoOrders: 1, operatorAccess: true })
        : okResponse({ items: [], page_index: 1, page_size: 10, total: 0 }),
    );
    renderWithProviders(<KenoHistoryView />, { fetch });
    expect(await screen.findByRole('heading', { name: 'Chưa có đơn Keno' })).toBeInTheDocument();
  });

  it('shows the error of the access check with a retry', async () => {
    let fail = true;
    const healthy = server([kenoOrder(300)]);
    const fetch = createFakeFetch((request) => (fail ? errorResponse(14) : healthy(request)));
    const { user } = renderWithProviders(<KenoHistoryView />, { fetch });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: /Đơn #300/ })).toHaveAttribute(
      'href',
      '/don-keno/300',
    );
  });

  it('shows the error of the order list', async () => {
    const fetch = createFakeFetch((_request, url) =>
      url.pathname === ACCESS
        ? okResponse({ kenoOrders: 2, operatorAccess: true })
        : errorResponse(14),
    );
    renderWithProviders(<KenoHistoryView />, { fetch });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<KenoHistoryView />, { fetch: offlineFetch() });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
