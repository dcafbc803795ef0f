import { screen, waitFor, within } from '@testing-library/react';
import type { DrawResult } from '@veso/contract';
import {
  createFakeFetch,
  errorResponse,
  makeTestOrderSummary,
  offlineFetch,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { SettledResult, settledDrawOf } from './settled-result';
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

const server = createFakeFetch((_request, url) => {
  if (url.pathname !== '/api/order/list_xsdt') return errorResponse(-1, 503);
  const category = url.searchParams.get('category');
  const status = url.searchParams.get('status');
  const items = ROWS.filter(
    (row) =>
      url.searchParams.get('lottery_type') === '1' &&
      (category === null || CATEGORY[row.products[0] ?? ''] === category) &&
      (status === null || row.status === Number(status)),
  );
  return okResponse({ items, page_index: 1, page_size: 10, total: items.length });
});

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

describe('SettledResult', () => {
  it('knows the draw each computer-lottery product is settled on', () => {
    expect(settledDrawOf('loto3')).toBe('xsmb');
    expect(settledDrawOf('bao636')).toBe('dientoan636');
    expect(settledDrawOf('mega645')).toBeNull();
  });

  for (const generated of [false, true]) {
    it(`shows the northern result a settled loto ticket was checked against (${generated ? 'generated: labelled' : 'real'})`, async () => {
      const result: DrawResult = {
        product: 'xsmb',
        name: 'Xổ số miền Bắc',
        drawCode: '2030-01-01',
        drawDate: '01/01/2030',
        openDate: '01/01/2030 18:15:00',
        result: {
          kind: 'groups',
          groups: [
            { name: 'Giải Đặc biệt', numbers: ['12345'] },
            { name: 'Giải Nhất', numbers: ['67890'] },
          ],
          specialSeries: [],
        },
        jackpot: null,
        prizes: [],
        source: generated ? 'sandbox' : 'import',
        generated,
      };
      const fetch = createFakeFetch((_request, url) =>
        url.pathname === '/api/result/period' &&
        url.searchParams.get('product') === 'xsmb' &&
        url.searchParams.get('drawCode') === '2030-01-01'
          ? okResponse(result)
          : errorResponse(14),
      );
      renderWithProviders(
        <SettledResult
          ticket={{ product: 'loto2', drawCode: '2030-01-01', settledAt: '2030-01-01T11:30:00Z' }}
        />,
        { fetch },
      );
      const section = screen.getByRole('region', { name: 'Kết quả kỳ #2030-01-01' });
      expect(await within(section).findByText('12345')).toBeInTheDocument();
      expect(within(section).getByText('Giải Đặc biệt')).toBeInTheDocument();
      expect(within(section).queryByText('Kết quả mô phỏng') !== null).toBe(generated);
    });
  }
});
