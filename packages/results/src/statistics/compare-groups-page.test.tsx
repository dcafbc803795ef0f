import { resultsEndpoints } from '@veso/contract/endpoints/results';
import { screen } from '@testing-library/react';
import { createFakeFetch, okResponse, renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { EMPTY_STAT, MEGA_STAT } from '../test/fixtures';
import { CompareGroupsPage } from './compare-groups-page';
import { expectOfflineState, OFFLINE_TIMEOUT_MS, servingEndpoint } from '../test/render';

describe('CompareGroupsPage (/so-sanh-nhom)', () => {
  it('compares how often two groups came out', async () => {
    const fetch = servingEndpoint(resultsEndpoints.statisticResult, MEGA_STAT);
    const { user } = renderWithProviders(<CompareGroupsPage />, { fetch });
    await user.type(await screen.findByLabelText(/Nhóm A/), '43 7');
    await user.type(screen.getByLabelText(/Nhóm B/), '1 2');
    const table = screen.getByRole('table', { name: 'So sánh trong 2 kỳ gần nhất' });
    expect(screen.getByRole('row', { name: /Nhóm A/ })).toHaveTextContent(
      'Nhóm A43 (2), 07 (1)31.50',
    );
    expect(screen.getByRole('row', { name: /Nhóm B/ })).toHaveTextContent(
      'Nhóm B01 (0), 02 (0)00.00',
    );
    expect(table).toBeInTheDocument();
  });

  it('rejects numbers outside the product range', async () => {
    const fetch = createFakeFetch(() => okResponse(MEGA_STAT));
    const { user } = renderWithProviders(<CompareGroupsPage />, { fetch });
    await user.type(await screen.findByLabelText(/Nhóm A/), '46');
    expect(screen.getByText('Các số phải từ 01 đến 45')).toBeInTheDocument();
  });

  it('shows the empty and offline states', async () => {
    renderWithProviders(<CompareGroupsPage />, {
      fetch: createFakeFetch(() => okResponse(EMPTY_STAT)),
    });
    expect(
      await screen.findByRole('heading', { name: 'Chưa có dữ liệu thống kê' }),
    ).toBeInTheDocument();
  });

  it(
    'says when there is no connection',
    () => expectOfflineState((fetch) => renderWithProviders(<CompareGroupsPage />, { fetch })),
    OFFLINE_TIMEOUT_MS,
  );
});
