import { screen, waitFor, within } from '@testing-library/react';
import {
  createFakeFetch,
  errorResponse,
  offlineFetch,
  okResponse,
  renderWithProviders,
  setSessionCookie,
} from '@veso/shop-core';
import { describe, expect, it, vi } from 'vitest';
import { entry, SIGNED_IN } from '../test/fixtures';
import { StatementPage } from './statement-page';

function server() {
  const queries: URLSearchParams[] = [];
  const fetch = createFakeFetch((_request, url) => {
    if (url.pathname !== '/api/wallet/statement') return errorResponse(14, 404);
    queries.push(url.searchParams);
    if (url.searchParams.get('format') === 'csv') {
      return new Response('at,balance,kind,ref,amount\n', {
        headers: { 'content-type': 'text/csv' },
      });
    }
    const kind = url.searchParams.get('kind');
    const page = Number(url.searchParams.get('page'));
    const items =
      kind === 'refund'
        ? []
        : page === 2
          ? [entry(9, 'order.pay', -20_000)]
          : [
              entry(1, 'topup', 50_000),
              entry(2, 'withdraw.hold', -5_500, 'prize'),
              entry(3, 'group.hold', -10_000),
              entry(4, 'order.refund', 20_000),
              entry(5, 'something.new', 1_000),
            ];
    return okResponse({ items, page, pageSize: 20, total: kind === 'refund' ? 0 : 25 });
  });
  return { fetch, queries };
}

describe('StatementPage (/sao-ke)', () => {
  it('lists the movements with kind, balance and signed amounts, and pages', async () => {
    const { fetch, queries } = server();
    const { user } = renderWithProviders(<StatementPage />, { fetch, preloadedState: SIGNED_IN });
    const table = await screen.findByRole('table', { name: '25 giao dịch' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Nạp tiềnTK chính+50.000đ');
    expect(rows[1]).toHaveTextContent('Rút thưởngTK trả thưởng−5.500đ');
    // Every kind in words, a refund as a refund, never a ledger code.
    expect(rows[2]).toHaveTextContent('Góp mua chungTK chính−10.000đ');
    expect(rows[3]).toHaveTextContent('Hoàn tiền véTK chính+20.000đ');
    expect(rows[4]).toHaveTextContent('Giao dịch khác');
    expect(table).not.toHaveTextContent(/group\.hold|order\.refund|something\.new/);
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('Mua vé'));
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('filters by period and kind, refusing a reversed period', async () => {
    const { fetch, queries } = server();
    const { user } = renderWithProviders(<StatementPage />, { fetch, preloadedState: SIGNED_IN });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Từ ngày'), '2026-03-10');
    await user.type(screen.getByLabelText('Đến ngày'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
    );
    const before = queries.length;
    expect(queries.every((q) => !q.has('from'))).toBe(true);

    await user.clear(screen.getByLabelText('Đến ngày'));
    await user.type(screen.getByLabelText('Đến ngày'), '2026-03-31');
    await user.selectOptions(screen.getByLabelText('Loại giao dịch'), 'refund');
    await user.click(screen.getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByRole('heading', { name: 'Chưa có giao dịch' })).toBeInTheDocument();
    const last = queries.at(-1);
    expect(queries.length).toBeGreaterThan(before);
    expect(last?.get('from')).toBe('2026-03-10');
    expect(last?.get('to')).toBe('2026-03-31');
    expect(last?.get('kind')).toBe('refund');
    expect(last?.get('page')).toBe('1');
  });

  it('downloads the filtered statement as CSV with the session', async () => {
    const { fetch } = server();
    setSessionCookie('tok-123');
    const csvFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      fetch(new URL(String(input), 'http://veso.test'), init),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { user } = renderWithProviders(<StatementPage csvFetch={csvFetch} />, {
      fetch,
      preloadedState: SIGNED_IN,
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tải sao kê (CSV)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    expect(String(csvFetch.mock.calls[0]?.[0])).toBe('/api/wallet/statement?format=csv');
    expect(new Headers(csvFetch.mock.calls[0]?.[1]?.headers).get('x-access-token')).toBe('tok-123');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the CSV cannot be downloaded', async () => {
    const { fetch } = server();
    const { user } = renderWithProviders(
      <StatementPage csvFetch={() => Promise.resolve(new Response('', { status: 500 }))} />,
      { fetch, preloadedState: SIGNED_IN },
    );
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tải sao kê (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Không tải được sao kê, vui lòng thử lại',
    );
  });

  it('says when there is no connection', async () => {
    renderWithProviders(<StatementPage />, { fetch: offlineFetch(), preloadedState: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'Không có kết nối mạng' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 15_000);
});
