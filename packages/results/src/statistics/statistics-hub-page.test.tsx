import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@veso/shop-core';
import { describe, expect, it } from 'vitest';
import { RESULTS_PATHS } from '../paths';
import { StatisticsHubPage } from './statistics-hub-page';

describe('StatisticsHubPage (/thong-ke)', () => {
  it('links to every statistics screen', () => {
    renderWithProviders(<StatisticsHubPage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      RESULTS_PATHS.kenoStatistics,
      RESULTS_PATHS.loto234Statistics,
      RESULTS_PATHS.loto235Statistics,
      RESULTS_PATHS.numberStatistics,
      RESULTS_PATHS.oddEvenStatistics,
      RESULTS_PATHS.headTailStatistics,
      RESULTS_PATHS.bigSmallStatistics,
      RESULTS_PATHS.vipStatistics,
      RESULTS_PATHS.compareGroups,
      RESULTS_PATHS.kenoClln,
      RESULTS_PATHS.kenoSearch,
      RESULTS_PATHS.kenoSuggestions,
      RESULTS_PATHS.kenoSuggestionsV2,
      RESULTS_PATHS.kenoTopLevel1,
      RESULTS_PATHS.kenoTopLevel2,
      RESULTS_PATHS.kenoTopLevel3,
    ]) {
      expect(hrefs).toContain(path);
    }
    // Lotto 5/35 stays reachable (its own product on the number statistics screens).
    expect(screen.getByRole('link', { name: /Thống kê Lotto 5\/35/ })).toHaveAttribute(
      'href',
      '/thong-ke-so/bo-so?product=lotto535',
    );
    expect(screen.getByRole('link', { name: /Thống kê lô tô 2, 3, 5 số/ })).toHaveAttribute(
      'href',
      '/thong-ke/loto-235',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Phân tích Keno' })).getAllByRole('link'),
    ).toHaveLength(7);
  });
});
