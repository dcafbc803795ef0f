import { screen, within } from '@testing-library/react';
import { createFakeFetch, errorResponse, okResponse, renderWithProviders } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { KENO_0150001, MEGA_STAT } from '../test/fixtures';
import {
  KenoOddEvenBigSmallPage,
  KenoSearchPage,
  KenoSuggestionsPage,
  KenoTopPage,
} from './keno-analysis-pages';
import { expectOfflineState, OFFLINE_TIMEOUT_MS } from '../test/render';

const KENO_STAT = { ...MEGA_STAT, product: 'keno', min: 1, max: 80 };

const server: FakeApiHandler = (_request, url) => {
  switch (url.pathname) {
    case '/api/keno-stats/get':
      return okResponse(KENO_STAT);
    case '/api/keno-stats/v2/last_result':
      return okResponse({ items: [KENO_0150001] });
    case '/api/keno-stats/top_avaiable':
      return okResponse({
        level: Number(url.searchParams.get('level')),
        window: 30,
        draws: 30,
        items: [
          { numbers: [4, 9], count: 7 },
          { numbers: [12, 80], count: 5 },
        ],
      });
    case '/api/keno-stats/suggestions':
      return okResponse({
        level: Number(url.searchParams.get('level')),
        window: 30,
        suggestions: [
          { kind: 'hot', label: 'Bộ số nóng', numbers: [43, 6, 7] },
          { kind: 'cold', label: 'Bộ số lâu chưa về', numbers: [1, 2, 3] },
        ],
      });
    default:
      return errorResponse(-1, 503);
  }
};

describe('Keno analysis pages', () => {
  it('/v2/clln shows odd/even and big/small per draw', async () => {
    renderWithProviders(<KenoOddEvenBigSmallPage />, { fetch: createFakeFetch(server) });
    expect(
      await screen.findByRole('table', { name: 'Chẵn / Lẻ theo từng kỳ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lớn / Nhỏ theo từng kỳ' })).toBeInTheDocument();
  });

  it('/v2/search finds which of my numbers came out in each draw', async () => {
    const { user } = renderWithProviders(<KenoSearchPage />, { fetch: createFakeFetch(server) });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/Số cần tra/), '4 5 80');
    const row = within(screen.getByRole('table', { name: /Các số 04, 05, 80/ })).getByRole('row', {
      name: /#0150001/,
    });
    expect(row).toHaveTextContent('2: 04, 80');
  });

  it('/v2/search rejects numbers above 80', async () => {
    const { user } = renderWithProviders(<KenoSearchPage />, { fetch: createFakeFetch(server) });
    await user.type(screen.getByLabelText(/Số cần tra/), '81');
    expect(
      screen.getByText('Nhập tối đa 10 số từ 01 đến 80, cách nhau bởi dấu cách'),
    ).toBeInTheDocument();
  });

  it('/v2/suggestions asks for the chosen level', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderWithProviders(<KenoSuggestionsPage />, { fetch });
    expect(await screen.findByRole('list', { name: 'Bộ số nóng' })).toHaveTextContent('430607');
    await user.selectOptions(screen.getByLabelText('Bậc chơi'), '3');
    await screen.findByRole('list', { name: 'Bộ số nóng' });
    expect(fetch.requests.map((r) => new URL(r.url).searchParams.get('level'))).toContain('3');
  });

  it('/v2/suggestionsv2 adds each number count', async () => {
    renderWithProviders(<KenoSuggestionsPage detailed />, { fetch: createFakeFetch(server) });
    const table = await screen.findByRole('table', { name: 'Thống kê Bộ số nóng' });
    expect(within(table).getByRole('row', { name: /^43/ })).toHaveTextContent(
      '2 lần, 0 kỳ chưa về',
    );
  });

  it('/v2/topavaiablelv2 lists the most frequent pairs', async () => {
    const fetch = createFakeFetch(server);
    renderWithProviders(<KenoTopPage level={2} />, { fetch });
    const table = await screen.findByRole('table', {
      name: 'Top cặp số Keno trong 30 kỳ gần nhất',
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('104 – 097');
    expect(new URL(fetch.requests[0]!.url).searchParams.get('level')).toBe('2');
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<KenoTopPage level={1} />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});
