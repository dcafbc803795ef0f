import { screen, waitFor } from '@testing-library/react';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  renderWithProviders,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import type { DrawResult } from '@veso/contract';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MEGA_01551, MEGA_01552, POWER_01388, pageOf } from '../test/fixtures';
import {
  Max3dResultPage,
  Max4dResultPage,
  MegaResultPage,
  PowerResultPage,
  neighbourDrawCode,
} from './result-detail-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS } from '../test/render';

const MAX3D_PRO_00500: DrawResult = {
  product: 'max3dpro',
  name: 'Max 3D Pro',
  drawCode: '00500',
  drawDate: '2026-08-21',
  openDate: '21/08/2026 18:00:00',
  result: {
    kind: 'groups',
    groups: [
      { name: 'Giải Đặc biệt', numbers: ['294', '078'] },
      { name: 'Giải Nhất', numbers: ['369', '742', '925', '912'] },
    ],
    specialSeries: [],
  },
  jackpot: null,
  prizes: [
    {
      id: 'special',
      name: 'Giải Đặc biệt',
      condition: 'Trùng 2 số theo đúng thứ tự',
      amount: 2_000_000_000,
      winners: null,
    },
  ],
  source: 'import',
  generated: false,
};

const RESULTS = [MEGA_01551, MEGA_01552, POWER_01388, MAX3D_PRO_00500];

const resultFakes = [
  answers(resultsEndpoints.resultPeriod, ({ url }) => {
    const product = url.searchParams.get('product');
    const found = RESULTS.find(
      (r) => r.product === product && r.drawCode === url.searchParams.get('drawCode'),
    );
    return found ?? errorResponse(14, 400);
  }),
  answers(resultsEndpoints.customerResultDraw, ({ url }) => {
    const product = url.searchParams.get('product');
    const items = RESULTS.filter((r) => r.product === product).sort((a, b) =>
      b.drawCode.localeCompare(a.drawCode),
    );
    return pageOf(items.slice(0, 1), 1, 1, items.length);
  }),
];
const server: FakeApiHandler = (request) =>
  createEndpointFetch(resultFakes, () => errorResponse(-1, 503))(request);

function renderAt(route: string, fetch: typeof globalThis.fetch) {
  return renderWithProviders(
    <Routes>
      <Route path="/ket-qua/mega/:id" element={<MegaResultPage />} />
      <Route path="/ket-qua/power/:id" element={<PowerResultPage />} />
      <Route path="/ket-qua/max4D/:id" element={<Max4dResultPage />} />
      <Route path="/ket-qua/max3D/:id" element={<Max3dResultPage />} />
    </Routes>,
    { route, fetch },
  );
}

describe('neighbourDrawCode', () => {
  it('keeps the zero padding and stops below 1', () => {
    expect(neighbourDrawCode('01552', -1)).toBe('01551');
    expect(neighbourDrawCode('00999', 1)).toBe('01000');
    expect(neighbourDrawCode('00001', -1)).toBeNull();
    expect(neighbourDrawCode('abc', 1)).toBeNull();
  });
});

describe('ResultDetailPage', () => {
  it('shows a Mega draw with its prize breakdown and moves to the previous draw', async () => {
    const { user } = renderAt('/ket-qua/mega/01552', createFakeFetch(server));
    expect(
      await screen.findByRole('list', { name: 'Các số trúng thưởng Mega 6/45' }),
    ).toHaveTextContent('072631384345');
    const table = screen.getByRole('table', { name: 'Cơ cấu giải thưởng' });
    expect(table).toHaveTextContent('JackpotTrùng 6 số015.812.345.500đ');
    expect(table).toHaveTextContent('Giải NhấtTrùng 5 số2110.000.000đ');
    expect(table).toHaveTextContent('Giải BaTrùng 3 số—30.000đ');
    // 01552 is the latest: no next link.
    expect(screen.queryByRole('link', { name: 'Kỳ sau ›' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '‹ Kỳ trước' }));
    expect(
      await screen.findByRole('heading', { name: 'Kết quả Mega 6/45 kỳ #01551' }),
    ).toBeInTheDocument();
    // The heading follows the address at once; the numbers follow the draw's answer.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Các số trúng thưởng Mega 6/45' })).toHaveTextContent(
        '061518334043',
      ),
    );
    expect(await screen.findByRole('link', { name: 'Kỳ sau ›' })).toHaveAttribute(
      'href',
      '/ket-qua/mega/01552',
    );
  });

  it('shows both Power jackpots and the bonus number', async () => {
    renderAt('/ket-qua/power/01388', createFakeFetch(server));
    expect(await screen.findByText(/Số đặc biệt \(bonus\)/)).toHaveTextContent('08');
    const table = screen.getByRole('table', { name: 'Cơ cấu giải thưởng' });
    expect(table).toHaveTextContent('Jackpot 1Trùng 6 số032.000.000.000đ');
    expect(table).toHaveTextContent('Jackpot 2Trùng 5 số và số đặc biệt13.400.000.000đ');
  });

  it('shows Max 3D Pro prize groups when asked with ?product=max3dpro', async () => {
    const fetch = createFakeFetch(server);
    renderAt('/ket-qua/max3D/00500?product=max3dpro', fetch);
    const table = await screen.findByRole('table', { name: 'Kết quả Max 3D Pro' });
    expect(table).toHaveTextContent('Giải Đặc biệt294078');
    expect(
      screen.getByRole('heading', { name: 'Kết quả Max 3D Pro kỳ #00500' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '‹ Kỳ trước' })).toHaveAttribute(
      'href',
      '/ket-qua/max3D/00499?product=max3dpro',
    );
  });

  it('says an unknown draw has no result instead of failing', async () => {
    renderAt('/ket-qua/mega/09999', createFakeFetch(server));
    expect(
      await screen.findByRole('heading', { name: 'Không tìm thấy kỳ quay' }),
    ).toBeInTheDocument();
  });

  it('says Max 4D is discontinued without calling the server', async () => {
    const fetch = createFakeFetch(server);
    renderAt('/ket-qua/max4D/00001', fetch);
    expect(
      await screen.findByRole('heading', { name: 'Max 4D đã ngừng phát hành' }),
    ).toBeInTheDocument();
    expect(fetch.requests).toHaveLength(0);
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderAt('/ket-qua/mega/01552', fetch)),
    OFFLINE_TIMEOUT_MS,
  );
});
