import { screen } from '@testing-library/react';
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
import { MEGA_01551, MEGA_01552, POWER_01388, pageOf } from '../test/fixtures';
import { ResultBookPage } from './result-book-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS } from '../test/render';

const book = answers(resultsEndpoints.customerResultDraw, ({ url }) => {
  const product = url.searchParams.get('product');
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const all = [MEGA_01552, MEGA_01551, POWER_01388].filter((r) => r.product === product);
  return pageOf(all.slice((page - 1) * pageSize, page * pageSize), page, pageSize, all.length);
});
const server: FakeApiHandler = (request) =>
  createEndpointFetch([book], () => errorResponse(-1, 503))(request);

describe('ResultBookPage (/so-ket-qua)', () => {
  it('pages through a product book newest first with prize tables', async () => {
    const fetch = createFakeFetch(server);
    const { user } = renderWithProviders(<ResultBookPage />, {
      route: '/so-ket-qua?pageSize=1',
      fetch,
    });
    expect(await screen.findByRole('heading', { name: /Kỳ #01552/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cơ cấu giải thưởng' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trang 2' }));
    expect(await screen.findByRole('heading', { name: /Kỳ #01551/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chi tiết Mega 6/45 kỳ #01551' })).toHaveAttribute(
      'href',
      '/ket-qua/mega/01551',
    );
  });

  it('switches product from the selector', async () => {
    const { user } = renderWithProviders(<ResultBookPage />, { fetch: createFakeFetch(server) });
    await screen.findByRole('heading', { name: /Kỳ #01552/ });
    await user.selectOptions(screen.getByLabelText('Sản phẩm'), 'power655');
    expect(
      await screen.findByRole('heading', { name: /Power 6\/55 – Kỳ #01388/ }),
    ).toBeInTheDocument();
  });

  it('says when a product has no results', async () => {
    renderWithProviders(<ResultBookPage />, {
      route: '/so-ket-qua?product=keno',
      fetch: createFakeFetch(server),
    });
    expect(await screen.findByRole('heading', { name: 'Chưa có kết quả' })).toBeInTheDocument();
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<ResultBookPage />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});

describe('ResultBookPage ticket checker', () => {
  it('offers the checker for the chosen draw, Keno included', async () => {
    const { user } = renderWithProviders(<ResultBookPage />, { fetch: createFakeFetch(server) });
    const checker = await screen.findByRole('region', { name: 'Dò vé' });
    expect(checker).toHaveTextContent('6 số đã chọn');
    await user.selectOptions(screen.getByLabelText('Sản phẩm'), 'keno');
    expect(await screen.findByRole('region', { name: 'Dò vé' })).toHaveTextContent(
      'Các số đã chọn (1–10 số từ 01 đến 80',
    );
  });
});
