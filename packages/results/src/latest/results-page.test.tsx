import { resultsEndpoints } from '@veso/contract/endpoints/results';
import { screen, within } from '@testing-library/react';
import { createFakeFetch, errorResponse, okResponse, renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { LATEST } from '../test/fixtures';
import { ResultsPage } from './results-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS, servingEndpoint } from '../test/render';

describe('ResultsPage (/ket-qua)', () => {
  it('shows every product latest result, the next draw and jackpot, and links to the detail', async () => {
    const fetch = servingEndpoint(resultsEndpoints.resultLatest, LATEST);
    renderWithProviders(<ResultsPage />, { route: '/ket-qua', fetch });
    const mega = await screen.findByRole('article', { name: 'Mega 6/45' });
    expect(
      within(mega).getByRole('list', { name: 'Các số trúng thưởng Mega 6/45' }),
    ).toHaveTextContent('072631384345');
    expect(mega).toHaveTextContent('Kỳ #01552');
    expect(mega).toHaveTextContent('Kỳ tiếp theo #01553: 23/08/2026 18:00:00');
    expect(mega).toHaveTextContent('Jackpot: 16.500.000.000đ');
    expect(
      within(mega).getByRole('link', { name: /Xem chi tiết kết quả Mega 6\/45 kỳ #01552/ }),
    ).toHaveAttribute('href', '/ket-qua/mega/01552');
    const power = screen.getByRole('article', { name: 'Power 6/55' });
    expect(power).toHaveTextContent('Số đặc biệt: 08');
    expect(power).toHaveTextContent('Chưa có kỳ quay tiếp theo.');
    expect(screen.getByRole('article', { name: 'Xổ số miền Bắc' })).toHaveTextContent(
      'Đặc biệt: 60213',
    );
    expect(screen.getByRole('article', { name: 'Lotto 5/35' })).toHaveTextContent(
      'Chưa có kết quả.',
    );
  });

  it('labels a generated result "Kết quả mô phỏng" and a real one not', async () => {
    const [mega, power] = LATEST.items;
    const fetch = servingEndpoint(resultsEndpoints.resultLatest, {
      items: [
        { ...mega!, latest: { ...mega!.latest!, source: 'sandbox', generated: true } },
        power!,
      ],
    });
    renderWithProviders(<ResultsPage />, { route: '/ket-qua', fetch });
    const card = await screen.findByRole('article', { name: 'Mega 6/45' });
    expect(within(card).getByText('Kết quả mô phỏng')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Power 6/55' })).not.toHaveTextContent(
      'Kết quả mô phỏng',
    );
  });

  it('says when there are no results at all', async () => {
    const fetch = createFakeFetch(() => okResponse({ items: [] }));
    renderWithProviders(<ResultsPage />, { fetch });
    expect(await screen.findByRole('heading', { name: 'Chưa có kết quả' })).toBeInTheDocument();
  });

  it('shows the server error with a retry that reloads', async () => {
    let calls = 0;
    const fetch = createFakeFetch(() => {
      calls += 1;
      return calls === 1 ? errorResponse(14, 400) : okResponse(LATEST);
    });
    const { user } = renderWithProviders(<ResultsPage />, { fetch });
    expect(
      await screen.findByRole('heading', { name: 'Không tải được dữ liệu' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('article', { name: 'Mega 6/45' })).toBeInTheDocument();
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<ResultsPage />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});
