import { screen, waitFor, within } from '@testing-library/react';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { XSMB_20260822, XSMT_20261121, pageOf } from '../test/fixtures';
import { PaperResultBookPage, XsmtResultsPage } from './paper-results-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS } from '../test/render';

const resultBook = answers(resultsEndpoints.xsktCustomerResultDraw, ({ url }) => {
  const region = url.searchParams.get('region');
  const date = url.searchParams.get('date');
  const all = [XSMB_20260822, XSMT_20261121].filter((r) => r.product === region);
  const items = date ? all.filter((r) => r.drawDate === date) : all;
  return pageOf(items, Number(url.searchParams.get('page') ?? 1));
});
const server: FakeApiHandler = (request) =>
  createEndpointFetch([resultBook], () => errorResponse(-1, 503))(request);

describe('XsmtResultsPage (/ket-qua-xsmt)', () => {
  it('shows each province of the central results and asks for the region by default', async () => {
    const fetch = createFakeFetch(server);
    renderWithProviders(<XsmtResultsPage />, { route: '/ket-qua-xsmt', fetch });
    const table = await screen.findByRole('table', { name: 'Xổ số miền Trung – Đà Nẵng' });
    expect(within(table).getByRole('row', { name: /Đặc biệt/ })).toHaveTextContent('123456');
    expect(
      screen.getByRole('table', { name: 'Xổ số miền Trung – Quảng Ngãi' }),
    ).toBeInTheDocument();
    expect(new URL(fetch.requests[0]!.url).searchParams.get('region')).toBe('xsmt');
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toBeInTheDocument();
  });

  it('says when a chosen day has no result', async () => {
    renderWithProviders(<XsmtResultsPage />, {
      route: '/ket-qua-xsmt?date=2026-01-01',
      fetch: createFakeFetch(server),
    });
    expect(await screen.findByRole('heading', { name: 'Chưa có kết quả' })).toBeInTheDocument();
    expect(screen.getByText('Không có kết quả trong ngày đã chọn.')).toBeInTheDocument();
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<XsmtResultsPage />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});

/**
 * The checker once its day is prefilled with the latest draw (fetched after the first render):
 * a day typed before that would race the prefill.
 */
async function prefilledChecker(): Promise<HTMLElement> {
  const checker = await screen.findByRole('region', { name: 'Dò vé' });
  await waitFor(() => expect(within(checker).getByLabelText('Ngày quay')).not.toHaveValue(''));
  return checker;
}

describe('PaperResultBookPage (/so-ket-qua-xo-so-kien-thiet) ticket checker', () => {
  it('finds Đặc biệt for a ticket of the real northern result of 22/08/2026', async () => {
    const { user } = renderWithProviders(<PaperResultBookPage />, {
      route: '/so-ket-qua-xo-so-kien-thiet',
      fetch: createFakeFetch(server),
    });
    const checker = await prefilledChecker();
    // The day is prefilled with the latest draw: replaced by the one checked.
    await user.clear(within(checker).getByLabelText('Ngày quay'));
    await user.type(within(checker).getByLabelText('Ngày quay'), '2026-08-22');
    await user.type(within(checker).getByLabelText('Số vé (5 chữ số)'), '60213');
    await user.click(within(checker).getByRole('button', { name: 'Dò vé' }));
    const report = await within(checker).findByRole('list', { name: 'Kết quả dò vé' });
    expect(report).toHaveTextContent('Xổ số miền Bắc kỳ #20260822 (22/08/2026)');
    expect(report).toHaveTextContent('Giải Đặc biệt: 200.000.000đ');
  });

  it('says the result is not available yet instead of "no win"', async () => {
    const { user } = renderWithProviders(<PaperResultBookPage />, {
      fetch: createFakeFetch(server),
    });
    const checker = await prefilledChecker();
    // The day is prefilled with the latest draw: replaced by the one checked.
    await user.clear(within(checker).getByLabelText('Ngày quay'));
    await user.type(within(checker).getByLabelText('Ngày quay'), '2026-08-23');
    await user.type(within(checker).getByLabelText('Số vé (5 chữ số)'), '60213');
    await user.click(within(checker).getByRole('button', { name: 'Dò vé' }));
    expect(await within(checker).findByRole('status')).toHaveTextContent(
      'Chưa có kết quả Xổ số miền Bắc ngày 23/08/2026. Vui lòng dò lại sau khi có kết quả.',
    );
    expect(within(checker).queryByText(/không trúng/)).not.toBeInTheDocument();
  });

  it('checks a central ticket of the chosen province and reports a loss on the other', async () => {
    const { user } = renderWithProviders(<PaperResultBookPage />, {
      fetch: createFakeFetch(server),
    });
    const checker = await prefilledChecker();
    await user.selectOptions(within(checker).getByLabelText('Loại vé'), 'xsmt');
    await user.selectOptions(within(checker).getByLabelText('Tỉnh'), 'Quảng Ngãi');
    // The day is prefilled with the latest draw: replaced by the one checked.
    await user.clear(within(checker).getByLabelText('Ngày quay'));
    await user.type(within(checker).getByLabelText('Ngày quay'), '2026-11-21');
    await user.type(within(checker).getByLabelText('Số vé (6 chữ số)'), '123456');
    await user.click(within(checker).getByRole('button', { name: 'Dò vé' }));
    expect(await within(checker).findByRole('list', { name: 'Kết quả dò vé' })).toHaveTextContent(
      'Vé không trúng giải ở kỳ quay này.',
    );
  });

  it('asks for a full ticket number', async () => {
    const { user } = renderWithProviders(<PaperResultBookPage />, {
      fetch: createFakeFetch(server),
    });
    const checker = await prefilledChecker();
    // The day is prefilled with the latest draw: replaced by the one checked.
    await user.clear(within(checker).getByLabelText('Ngày quay'));
    await user.type(within(checker).getByLabelText('Ngày quay'), '2026-08-22');
    await user.type(within(checker).getByLabelText('Số vé (5 chữ số)'), '602');
    await user.click(within(checker).getByRole('button', { name: 'Dò vé' }));
    expect(await within(checker).findByRole('alert')).toHaveTextContent(
      'Vui lòng nhập số vé gồm 5 chữ số',
    );
  });
});
