import type { Decorator } from '@storybook/react-vite';
import { createFakeFetch, errorResponse, okResponse, withStoryStore } from '@veso/shop-core';
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

/** A stand-in server for stories, answering every results endpoint from the fixtures. */
export const storyServer: FakeApiHandler = (_request, url) => {
  const q = url.searchParams;
  const byProduct = (product: string | null) => RESULTS.filter((r) => r.product === product);
  switch (url.pathname) {
    case '/api/result/latest':
      return okResponse(LATEST);
    case '/api/result/period': {
      const found = RESULTS.find(
        (r) => r.product === q.get('product') && r.drawCode === q.get('drawCode'),
      );
      return found ? okResponse(found) : errorResponse(14, 400);
    }
    case '/api/customer/result/draw':
      return okResponse(pageOf(byProduct(q.get('product'))));
    case '/api/xskt/customer/result/draw':
      return okResponse(pageOf(byProduct(q.get('region'))));
    case '/api/customer/statistic_result':
      return okResponse(
        q.get('product') === 'mega645' ? MEGA_STAT : { ...EMPTY_STAT, product: q.get('product') },
      );
    case '/api/keno-stats/get':
      return okResponse({ ...MEGA_STAT, product: 'keno', min: 1, max: 80 });
    case '/api/keno-stats/v2/last_result':
      return okResponse({ items: [KENO_0150001] });
    case '/api/keno-stats/top_avaiable':
      return okResponse({
        level: Number(q.get('level')),
        window: 30,
        draws: 30,
        items: [{ numbers: [4, 9], count: 7 }],
      });
    case '/api/keno-stats/suggestions':
      return okResponse({
        level: Number(q.get('level')),
        window: 30,
        suggestions: [{ kind: 'hot', label: 'Bộ số nóng', numbers: [43, 6, 7] }],
      });
    default:
      return errorResponse(-1, 503);
  }
};

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
