import { screen, within } from '@testing-library/react';
import { API_BASES, STATISTIC_PRODUCTS, kenoStatsPaths } from '@veso/contract';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  okResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { EMPTY_STAT, MEGA_STAT } from '../test/fixtures';
import {
  BigSmallStatisticsPage,
  HeadTailStatisticsPage,
  KenoStatisticsPage,
  NumberStatisticsPage,
  OddEvenStatisticsPage,
  VipStatisticsPage,
} from './statistics-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS } from '../test/render';

/** The Keno statistics (the Keno area's endpoint), by its path. */
const kenoStats: FakeApiHandler = (_request, url) =>
  url.pathname === `${API_BASES.kenoStats}${kenoStatsPaths.get}`
    ? okResponse({ ...MEGA_STAT, product: 'keno', min: 1, max: 80 })
    : errorResponse(-1, 503);

const statistics = answers(resultsEndpoints.statisticResult, ({ url }) => {
  const asked = url.searchParams.get('product');
  const product = STATISTIC_PRODUCTS.find((p) => p === asked);
  if (product === undefined) return errorResponse(14, 400);
  return product === 'mega645' ? MEGA_STAT : { ...EMPTY_STAT, product };
});

const server: FakeApiHandler = (request) => createEndpointFetch([statistics], kenoStats)(request);

describe('StatisticsPage', () => {
  it('names the days counted and the newer simulated draws a real-only count leaves out', async () => {
    const fetch = createFakeFetch(() => okResponse({ ...MEGA_STAT, skippedGenerated: 12 }));
    renderWithProviders(<NumberStatisticsPage />, { fetch });
    expect(
      await screen.findByText(
        'Thống kê 2 kỳ quay từ 19/08/2026 đến 21/08/2026 (số 01–45). Không tính 12 kỳ có kết quả mô phỏng sau ngày 21/08/2026.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the frequency table of every number with its absences (/thong-ke-so/bo-so)', async () => {
    const fetch = createFakeFetch(server);
    renderWithProviders(<NumberStatisticsPage />, { route: '/thong-ke-so/bo-so', fetch });
    const table = await screen.findByRole('table', { name: 'Tần suất xuất hiện trong 2 kỳ' });
    expect(within(table).getByRole('row', { name: /^43 / })).toHaveTextContent('432');
    expect(within(table).getByRole('row', { name: /^06 / })).toHaveTextContent('061');
    expect(within(table).getByRole('row', { name: /^01 / })).toHaveTextContent('Chưa về2 kỳ');
    expect(
      screen.getByText(/Thống kê 2 kỳ quay từ 19\/08\/2026 đến 21\/08\/2026/),
    ).toBeInTheDocument();
    expect(new URL(fetch.requests[0]!.url).searchParams.get('window')).toBe('30');
  });

  it('counts real draws only unless told to include the generated ones, and says which', async () => {
    const fetch = createEndpointFetch(
      [
        answers(resultsEndpoints.statisticResult, ({ url }) => ({
          ...MEGA_STAT,
          includeGenerated: url.searchParams.get('includeGenerated') === 'true',
        })),
      ],
      server,
    );
    const { user } = renderWithProviders(<NumberStatisticsPage />, { fetch });
    expect(await screen.findByText(/chỉ tính kết quả quay thưởng thật/)).toBeInTheDocument();
    expect(screen.queryByText(/kỳ có kết quả mô phỏng/)).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Tính cả kết quả mô phỏng' });
    expect(box).not.toBeChecked();
    expect(new URL(fetch.requests[0]!.url).searchParams.get('includeGenerated')).toBe('false');
    await user.click(box);
    expect(await screen.findByText('Thống kê có tính cả kết quả mô phỏng.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tính cả kết quả mô phỏng' })).toBeChecked();
    expect(new URL(fetch.requests.at(-1)!.url).searchParams.get('includeGenerated')).toBe('true');
  });

  it('refetches with the chosen window', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderWithProviders(<NumberStatisticsPage />, { fetch });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Số kỳ thống kê'), '90');
    await screen.findByRole('table');
    expect(fetch.requests.map((r) => new URL(r.url).searchParams.get('window'))).toContain('90');
  });

  it('shows hot, cold and gan numbers (/thong-ke-so/thong-ke-vip)', async () => {
    renderWithProviders(<VipStatisticsPage />, { fetch: createFakeFetch(server) });
    const hotCold = await screen.findByRole('table', { name: 'Số nóng và số lạnh' });
    expect(within(hotCold).getAllByRole('row')[1]).toHaveTextContent('143 (2)01 (0)');
    expect(screen.getByRole('table', { name: 'Số lâu chưa về (gan)' })).toHaveTextContent(
      '01Chưa về2 kỳ',
    );
  });

  it('shows odd/even and big/small per draw', async () => {
    renderWithProviders(<OddEvenStatisticsPage />, { fetch: createFakeFetch(server) });
    expect(await screen.findByText(/Tổng: Chẵn/)).toHaveTextContent(
      'Tổng: Chẵn 5 (42%) – Lẻ 7 (58%)',
    );
    expect(screen.getByRole('table', { name: 'Chẵn / Lẻ theo từng kỳ' })).toHaveTextContent(
      '#015522026-08-2124',
    );
  });

  it('shows big/small totals', async () => {
    renderWithProviders(<BigSmallStatisticsPage />, { fetch: createFakeFetch(server) });
    expect(await screen.findByText(/Tổng: Lớn/)).toHaveTextContent(
      'Tổng: Lớn 8 (67%) – Nhỏ 4 (33%)',
    );
  });

  it('says when the chosen product has no draws yet (/thong-ke-so/dau-duoi defaults to the northern lô tô)', async () => {
    const fetch = createFakeFetch(server);
    renderWithProviders(<HeadTailStatisticsPage />, { fetch });
    expect(
      await screen.findByRole('heading', { name: 'Chưa có dữ liệu thống kê' }),
    ).toBeInTheDocument();
    expect(new URL(fetch.requests[0]!.url).searchParams.get('product')).toBe('xsmb');
  });

  it('shows head and tail digits', async () => {
    renderWithProviders(<HeadTailStatisticsPage />, {
      route: '/?product=mega645',
      fetch: createFakeFetch(server),
    });
    const table = await screen.findByRole('table', { name: 'Thống kê đầu – đuôi' });
    expect(within(table).getByRole('row', { name: /^4 / })).toHaveTextContent('431');
  });

  it('reads Keno statistics from the Keno statistics base', async () => {
    const fetch = createFakeFetch(server);
    renderWithProviders(<KenoStatisticsPage />, { fetch });
    expect(await screen.findByRole('table', { name: 'Số nóng và số lạnh' })).toBeInTheDocument();
    expect(new URL(fetch.requests[0]!.url).pathname).toBe('/api/keno-stats/get');
    expect(screen.queryByLabelText('Sản phẩm')).not.toBeInTheDocument();
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<NumberStatisticsPage />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});
