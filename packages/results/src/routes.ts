import type { RouteObject } from 'react-router';
import { RESULTS_PATHS } from './paths';

/** The results and statistics pages under the default layout, each loaded on demand. */
export const resultsRoutes: RouteObject[] = [
  {
    path: RESULTS_PATHS.results,
    lazy: () => import('./latest/results-page').then((m) => ({ Component: m.ResultsPage })),
  },
  {
    path: RESULTS_PATHS.megaResult,
    lazy: () =>
      import('./detail/result-detail-page').then((m) => ({ Component: m.MegaResultPage })),
  },
  {
    path: RESULTS_PATHS.powerResult,
    lazy: () =>
      import('./detail/result-detail-page').then((m) => ({ Component: m.PowerResultPage })),
  },
  {
    path: RESULTS_PATHS.kenoResult,
    lazy: () =>
      import('./detail/result-detail-page').then((m) => ({ Component: m.KenoResultPage })),
  },
  {
    path: RESULTS_PATHS.max3dResult,
    lazy: () =>
      import('./detail/result-detail-page').then((m) => ({ Component: m.Max3dResultPage })),
  },
  {
    path: RESULTS_PATHS.max4dResult,
    lazy: () =>
      import('./detail/result-detail-page').then((m) => ({ Component: m.Max4dResultPage })),
  },
  {
    path: RESULTS_PATHS.resultsXsmt,
    lazy: () =>
      import('./paper/paper-results-page').then((m) => ({ Component: m.XsmtResultsPage })),
  },
  {
    path: RESULTS_PATHS.resultsQsmt,
    lazy: () =>
      import('./paper/paper-results-page').then((m) => ({ Component: m.QsmtResultsPage })),
  },
  {
    path: RESULTS_PATHS.paperResultBook,
    lazy: () =>
      import('./paper/paper-results-page').then((m) => ({ Component: m.PaperResultBookPage })),
  },
  {
    path: RESULTS_PATHS.resultBook,
    lazy: () => import('./book/result-book-page').then((m) => ({ Component: m.ResultBookPage })),
  },
  {
    path: RESULTS_PATHS.liveResults,
    lazy: () => import('./live/keno-live-page').then((m) => ({ Component: m.KenoLivePage })),
  },
  {
    path: RESULTS_PATHS.statistics,
    lazy: () =>
      import('./statistics/statistics-hub-page').then((m) => ({ Component: m.StatisticsHubPage })),
  },
  ...(
    [
      ['kenoStatistics', 'KenoStatisticsPage'],
      ['loto234Statistics', 'Loto234StatisticsPage'],
      ['numberStatistics', 'NumberStatisticsPage'],
      ['oddEvenStatistics', 'OddEvenStatisticsPage'],
      ['headTailStatistics', 'HeadTailStatisticsPage'],
      ['bigSmallStatistics', 'BigSmallStatisticsPage'],
      ['vipStatistics', 'VipStatisticsPage'],
    ] as const
  ).map(([path, component]) => ({
    path: RESULTS_PATHS[path],
    lazy: () => import('./statistics/statistics-page').then((m) => ({ Component: m[component] })),
  })),
  {
    path: RESULTS_PATHS.loto235Statistics,
    lazy: () =>
      import('./statistics/loto235-statistics-page').then((m) => ({
        Component: m.Loto235StatisticsPage,
      })),
  },
  {
    path: RESULTS_PATHS.compareGroups,
    lazy: () =>
      import('./statistics/compare-groups-page').then((m) => ({ Component: m.CompareGroupsPage })),
  },
  ...(
    [
      ['kenoClln', 'KenoOddEvenBigSmallPage'],
      ['kenoSearch', 'KenoSearchPage'],
      ['kenoSuggestions', 'KenoSuggestionsPage'],
      ['kenoSuggestionsV2', 'KenoSuggestionsV2Page'],
      ['kenoTopLevel1', 'KenoTopLevel1Page'],
      ['kenoTopLevel2', 'KenoTopLevel2Page'],
      ['kenoTopLevel3', 'KenoTopLevel3Page'],
    ] as const
  ).map(([path, component]) => ({
    path: RESULTS_PATHS[path],
    lazy: () => import('./keno/keno-analysis-pages').then((m) => ({ Component: m[component] })),
  })),
];

/**
 * The live Keno screen for a route another feature owns: /keno-live is claimed by
 * games-vietlott's VIETLOTT_PATHS, so the shop mounts this there (`{ path, lazy: kenoLiveLazy }`).
 */
export const kenoLiveLazy = () =>
  import('./live/keno-live-page').then((m) => ({ Component: m.KenoLivePage }));
