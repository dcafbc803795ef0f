import { screen, waitFor, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { OrderListPage } from './order-list-page';

const ROWS = [
  makeTestOrderSummary(105, 0),
  makeTestOrderSummary(104, 1),
  makeTestOrderSummary(103, 2, { winStatus: 1, prizeNet: 300_000 }),
  makeTestOrderSummary(102, 3),
  makeTestOrderSummary(101, 4, { productNames: ['Power 6/55'], products: ['power655'] }),
];

function server(path: string) {
  return createFakeFetch((_request, url) => {
    if (url.pathname !== path) return errorResponse(-1, 503);
    const status = url.searchParams.get('status');
    const page = Number(url.searchParams.get('page_index'));
    const items = ROWS.filter(
      (row) => status === null || status === '-1' || row.status === Number(status),
    );
    return okResponse({
      items: page === 1 ? items : [],
      page_index: page,
      page_size: 10,
      total: items.length,
    });
  });
}

describe('OrderListPage', () => {
  it('lists Mega/Power orders newest first with the spec §4 labels and links', async () => {
    const fetch = server('/api/webview/api/customer/history/get_orders');
    renderWithProviders(<OrderListPage kind="vietlott" />, { fetch });
    const list = await screen.findByRole('list', { name: 'Đơn hàng' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/lich-su-dat-mua/dang-cho/105',
      '/lich-su-dat-mua/104',
      '/lich-su-dat-mua/103',
      '/lich-su-dat-mua/102',
      '/lich-su-dat-mua/101',
    ]);
    expect(rows[0]).toHaveTextContent('Chờ in vé');
    expect(rows[1]).toHaveTextContent('Đại lý giữ vé');
    expect(rows[2]).toHaveTextContent('Trúng thưởng');
    expect(rows[2]).toHaveTextContent('300.000đ');
    expect(rows[3]).toHaveTextContent('Đã huỷ');
    expect(rows[4]).toHaveTextContent('Hoàn huỷ lỗi');
  });

  it('filters by status', async () => {
    const fetch = server('/api/customer/history/get_orders');
    const { user } = renderWithProviders(<OrderListPage kind="all" />, { fetch });
    await screen.findByRole('list', { name: 'Đơn hàng' });
    await user.click(screen.getByRole('button', { name: 'Đại lý giữ vé' }));
    expect(screen.getByRole('button', { name: 'Đại lý giữ vé' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The list keeps the previous rows until the filtered ones arrive.
    await waitFor(() => expect(screen.queryByText(/Đơn #105/)).not.toBeInTheDocument());
    expect(screen.getByText(/Đơn #104/)).toBeInTheDocument();
    const last = fetch.requests.at(-1);
    expect(new URL(last?.url ?? '').searchParams.get('status')).toBe('1');
  });

  it('asks the Lotto 5/35 history for every status by default', async () => {
    const fetch = server('/api/lotto535/history');
    renderWithProviders(<OrderListPage kind="lotto535" />, { fetch });
    await screen.findByRole('list', { name: 'Đơn hàng' });
    expect(new URL(fetch.requests[0]?.url ?? '').searchParams.get('status')).toBe('-1');
  });

  it('pages through the orders and starts again from the first page on a new filter', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => makeTestOrderSummary(200 - i, 1));
    const fetch = createFakeFetch((_request, url) => {
      const page = Number(url.searchParams.get('page_index'));
      return okResponse({
        items: rows.slice((page - 1) * 10, page * 10),
        page_index: page,
        page_size: 10,
        total: rows.length,
      });
    });
    const { user } = renderWithProviders(<OrderListPage kind="all" />, { fetch });
    await screen.findByText(/Đơn #200/);
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    await user.click(within(pager).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText(/Đơn #190/)).toBeInTheDocument();
    expect(pager).toHaveTextContent('Trang 2/2');
    expect(
      within(screen.getByRole('list', { name: 'Đơn hàng' })).getAllByRole('link'),
    ).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Đại lý giữ vé' }));
    expect(await screen.findByText(/Đơn #200/)).toBeInTheDocument();
    const last = new URL(fetch.requests.at(-1)?.url ?? '').searchParams;
    expect([last.get('page_index'), last.get('status')]).toEqual(['1', '1']);
  });

  it('says when there are no orders', async () => {
    const fetch = createFakeFetch(() =>
      okResponse({ items: [], page_index: 1, page_size: 10, total: 0 }),
    );
    renderWithProviders(<OrderListPage kind="all" />, { fetch });
    expect(await screen.findByRole('heading', { name: 'Chưa có đơn hàng' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    renderWithProviders(<OrderListPage kind="all" />, {
      fetch: createFakeFetch(() => errorResponse(14)),
    });
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<OrderListPage kind="all" />, { fetch: offlineFetch() });
    expect(
      await screen.findByText('Không có kết nối mạng', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
