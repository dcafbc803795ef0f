import { screen, within } from '@testing-library/react';
import type { DrawResult } from '@veso/contract';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  offlineFetch,
  renderWithProviders,
} from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageOf, XSMB_20260822 } from '../test/fixtures';
import { Loto235StatisticsPage } from './loto235-statistics-page';

// 150 draws of the same result: two pages of 100 on the server.
const HISTORY: DrawResult[] = Array.from({ length: 150 }, (_, i) => ({
  ...XSMB_20260822,
  drawCode: String(20260822 - i),
}));

const server = createEndpointFetch(
  [
    answers(resultsEndpoints.customerResultDraw, ({ url }) => {
      if (url.searchParams.get('product') !== 'xsmb') return errorResponse(-1, 503);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pageSize'));
      return pageOf(HISTORY.slice((page - 1) * size, page * size), page, size, HISTORY.length);
    }),
  ],
  () => errorResponse(-1, 503),
);

function renderAt(route: string, fetch: typeof globalThis.fetch = server) {
  return renderWithProviders(
    <Routes>
      <Route path="/thong-ke/loto-235" element={<Loto235StatisticsPage />} />
    </Routes>,
    { route, fetch },
  );
}

describe('Loto235StatisticsPage (/thong-ke/loto-235)', () => {
  it('shows the loto statistics of the northern results: 27 numbers, last 2 digits by default', async () => {
    renderAt('/thong-ke/loto-235');
    expect(screen.getByRole('heading', { name: 'Thống kê lô tô 2, 3, 5 số' })).toBeInTheDocument();
    expect(await screen.findByText(/Thống kê 30 kỳ xổ số miền Bắc/)).toBeInTheDocument();
    const top = screen.getByRole('table', { name: 'Số về nhiều nhất' });
    // 49 (Ba 09349, Sáu 649), 83 and 94 come twice a draw: 60 times in 30 draws, smallest first.
    const rows = within(top).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^4960300 kỳ0 kỳ$/);
    expect(rows[2]).toHaveTextContent(/^836030/);
    expect(rows[3]).toHaveTextContent(/^946030/);
    expect(screen.getByRole('table', { name: 'Cặp số hay về cùng kỳ' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tần suất 00 – 99' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Hướng dẫn chơi lô tô 2, 3, 5 số' }),
    ).toBeInTheDocument();
  });

  it('counts the real northern results only unless told to include the generated ones', async () => {
    const fetch = createFakeFetch((request) => server(request));
    const { user } = renderAt('/thong-ke/loto-235', fetch);
    expect(await screen.findByText(/thực tế \(không tính kết quả mô phỏng\)/)).toBeInTheDocument();
    const asked = () =>
      fetch.requests.map((r) => new URL(r.url).searchParams.get('includeGenerated'));
    expect(asked()).toEqual(['false']);
    await user.click(screen.getByRole('checkbox', { name: 'Tính cả kết quả mô phỏng' }));
    expect(await screen.findByText(/có tính cả kết quả mô phỏng/)).toBeInTheDocument();
    expect(asked()).toContain('true');
  });

  it('reads every page it needs for the chosen range and counts the special prize alone', async () => {
    const { user } = renderAt('/thong-ke/loto-235?window=180');
    expect(await screen.findByText(/Thống kê 150 kỳ/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Loại thống kê'), '3 số cuối giải Đặc biệt');
    const top = screen.getByRole('table', { name: 'Số về nhiều nhất' });
    expect(within(top).getAllByRole('row')[1]).toHaveTextContent(/^213150/);
    expect(screen.queryByRole('table', { name: 'Cặp số hay về cùng kỳ' })).not.toBeInTheDocument();
  });

  it('shows the error and offline states', async () => {
    renderAt(
      '/thong-ke/loto-235',
      createFakeFetch(() => errorResponse(14)),
    );
    expect(await screen.findByText('Không tải được dữ liệu')).toBeInTheDocument();
  });

  it('says when the phone is offline', async () => {
    renderAt('/thong-ke/loto-235', offlineFetch());
    expect(await screen.findByText('Không có kết nối mạng')).toBeInTheDocument();
  });
});
