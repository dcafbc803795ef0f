import { screen, waitFor, within } from '@testing-library/react';
import { xsdtEndpoints } from '@veso/contract/endpoints/xsdt';
import {
  answers,
  createEndpointFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { XsdtHistoryList } from './xsdt-history-page';

const ROWS = [
  makeTestOrderSummary(207, 2, {
    products: ['loto2'],
    productNames: ['Lô tô 2 số'],
    winStatus: 1,
    prizeNet: 700_000,
  }),
  makeTestOrderSummary(206, 0, { products: ['dientoan636'], productNames: ['Điện toán 6x36'] }),
  makeTestOrderSummary(205, 2, { products: ['loto2cap'], productNames: ['Lô tô 2 cặp số'] }),
];
const CATEGORY: Record<string, string> = { loto2: '2', dientoan636: '1', loto2cap: '6' };

const server = createEndpointFetch(
  [
    answers(xsdtEndpoints.listXsdt, ({ url }) => {
      const category = url.searchParams.get('category');
      const status = url.searchParams.get('status');
      const items = ROWS.filter(
        (row) =>
          url.searchParams.get('lottery_type') === '1' &&
          (category === null || CATEGORY[row.products[0] ?? ''] === category) &&
          (status === null || row.status === Number(status)),
      );
      return { items, page_index: 1, page_size: 10, total: items.length };
    }),
  ],
  () => errorResponse(-1, 503),
);

describe('XsdtHistoryList', () => {
  it('lists the 6x36 and loto orders, each linked to its detail, with the prize won', async () => {
    renderWithProviders(<XsdtHistoryList />, { fetch: server });
    expect(
      screen.getByRole('heading', { name: 'Lịch sử mua xổ số điện toán' }),
    ).toBeInTheDocument();
    const win = await screen.findByRole('link', { name: /Lô tô 2 số · Đơn #207/ });
    expect(win).toHaveAttribute('href', '/lich-su-dat-mua/207');
    expect(win).toHaveTextContent('Trúng thưởng');
    expect(win).toHaveTextContent('700.000đ');
    expect(screen.getAllByRole('link', { name: /Đơn #/ })).toHaveLength(3);
  });

  it('filters by product category and by status', async () => {
    const { user } = renderWithProviders(<XsdtHistoryList />, { fetch: server });
    await screen.findByRole('link', { name: /Đơn #207/ });
    const products = screen.getByRole('group', { name: 'Lọc theo sản phẩm' });
    await user.click(within(products).getByRole('button', { name: 'Điện toán 6x36' }));
    // The list keeps the previous rows until the filtered ones arrive.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Đơn #207/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Điện toán 6x36 · Đơn #206/ })).toBeInTheDocument();
    await user.click(within(products).getByRole('button', { name: 'Lô tô cặp số' }));
    const statuses = screen.getByRole('group', { name: 'Lọc theo trạng thái' });
    await user.click(within(statuses).getByRole('button', { name: 'Chờ in vé' }));
    expect(await screen.findByText('Chưa có đơn xổ số điện toán')).toBeInTheDocument();
  });

  it('says when the phone is offline', async () => {
    renderWithProviders(<XsdtHistoryList />, { fetch: offlineFetch() });
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});
