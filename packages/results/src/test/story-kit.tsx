import type { Decorator } from '@storybook/react-vite';
import { API_BASES, STATISTIC_PRODUCTS, kenoStatsPaths } from '@veso/contract';
import { resultsEndpoints } from '@veso/contract/endpoints/results';
import {
  answers,
  createEndpointFetch,
  createFakeFetch,
  errorResponse,
  okResponse,
  withStoryStore,
} from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';
import { Route, Routes } from 'react-router';
import {
  EMPTY_STAT,
  KENO_0150001,
  LATEST,
  MEGA_01551,
  MEGA_01552,
  MEGA_STAT,
  POWER_01388,
  XSMB_20260822,
  XSMT_20261121,
  pageOf,
} from './fixtures';

const RESULTS = [MEGA_01552, MEGA_01551, POWER_01388, KENO_0150001, XSMB_20260822, XSMT_20261121];

const byProduct = (product: string | null) => RESULTS.filter((r) => r.product === product);

/** The results endpoints of {@link storyServer}, answered from the fixtures. */
const resultFakes = [
  answers(resultsEndpoints.resultLatest, () => LATEST),
  answers(resultsEndpoints.resultPeriod, ({ url }) => {
    const q = url.searchParams;
    const found = RESULTS.find(
      (r) => r.product === q.get('product') && r.drawCode === q.get('drawCode'),
    );
    return found ?? errorResponse(14, 400);
  }),
  answers(resultsEndpoints.customerResultDraw, ({ url }) =>
    pageOf(byProduct(url.searchParams.get('product'))),
  ),
  answers(resultsEndpoints.xsktCustomerResultDraw, ({ url }) =>
    pageOf(byProduct(url.searchParams.get('region'))),
  ),
  answers(resultsEndpoints.statisticResult, ({ url }) => {
    const asked = url.searchParams.get('product');
    const product = STATISTIC_PRODUCTS.find((p) => p === asked);
    if (product === undefined) return errorResponse(14, 400);
    return product === 'mega645' ? MEGA_STAT : { ...EMPTY_STAT, product };
  }),
];

/** The Keno statistics calls of {@link storyServer} (the Keno area's endpoints). */
const kenoStatsServer: FakeApiHandler = (_request, url) => {
  const q = url.searchParams;
  switch (url.pathname) {
    case `${API_BASES.kenoStats}${kenoStatsPaths.get}`:
      return okResponse({ ...MEGA_STAT, product: 'keno', min: 1, max: 80 });
    case `${API_BASES.kenoStats}${kenoStatsPaths.v2LastResult}`:
      return okResponse({ items: [KENO_0150001] });
    case `${API_BASES.kenoStats}${kenoStatsPaths.topAvaiable}`:
      return okResponse({
        level: Number(q.get('level')),
        window: 30,
        draws: 30,
        items: [{ numbers: [4, 9], count: 7 }],
      });
    case `${API_BASES.kenoStats}${kenoStatsPaths.suggestions}`:
      return okResponse({
        level: Number(q.get('level')),
        window: 30,
        suggestions: [{ kind: 'hot', label: 'Bộ số nóng', numbers: [43, 6, 7] }],
      });
    default:
      return errorResponse(-1, 503);
  }
};

/** A stand-in server for stories, answering every results endpoint from the fixtures. */
export const storyServer: FakeApiHandler = (request) =>
  createEndpointFetch(resultFakes, kenoStatsServer)(request);

/** Store, router (at `route`, matched by `pattern`) and a 360px frame around a story. */
export function screenDecorator(
  route: string,
  pattern = route.split('?')[0] ?? '/',
  handler: FakeApiHandler = storyServer,
): Decorator {
  const Wrapped: Decorator = (Story) =>
    withStoryStore(createFakeFetch(handler), { route })(() => (
      <Routes>
        <Route path={pattern} element={<Story />} />
      </Routes>
    ));
  return Wrapped;
}

/** A server that never answers (loading state). */
export const pendingServer: FakeApiHandler = () => new Promise<Response>(() => undefined);
/** A server that is unreachable (offline state). */
export const offlineServer: FakeApiHandler = () => Promise.reject(new TypeError('Failed to fetch'));
