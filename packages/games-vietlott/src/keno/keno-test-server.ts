import { API_BASES, resultPaths } from '@veso/contract';
import type { KenoOrderConfig, KenoTicketLevelList } from '@veso/contract';
import { kenoEndpoints } from '@veso/contract/endpoints/keno';
import { errorResponse, makeTestPeriodList, okResponse } from '@veso/shop-core';
import type { FakeApiHandler } from '@veso/shop-core';

/** The Keno order config the server answers (8:15–22:00, draws every 8 minutes). */
export const TEST_KENO_CONFIG: KenoOrderConfig = {
  buyMinConfigs: [
    {
      type: 'level',
      minAmount: 10_000,
      maxAmount: 500_000,
      unitPrices: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    },
  ],
  orderTimeConfigs: [
    { from: '08:15', to: '22:00', salesCloseSeconds: 60, drawEveryMinutes: 8, maxPeriods: 20 },
  ],
};

/** Part of `/ticket_level/list` as the server answers it: prizes per 10.000đ, best first. */
export const TEST_KENO_LEVELS: KenoTicketLevelList = {
  items: [
    { level: 2, name: 'Bậc 2', prizes: [{ matches: 2, amount: 90_000 }] },
    {
      level: 3,
      name: 'Bậc 3',
      prizes: [
        { matches: 3, amount: 200_000 },
        { matches: 2, amount: 20_000 },
      ],
    },
    {
      level: 5,
      name: 'Bậc 5',
      prizes: [
        { matches: 5, amount: 4_400_000 },
        { matches: 4, amount: 150_000 },
        { matches: 3, amount: 10_000 },
      ],
    },
  ],
};

/** The URL path of an endpoint without parameters. */
function pathOf(endpoint: { base: keyof typeof API_BASES; path: string }): string {
  return `${API_BASES[endpoint.base]}${endpoint.path}`;
}

/** A stand-in server for the Keno screens: periods, order config, levels, then `rest`. */
export function kenoServer(rest: FakeApiHandler = () => errorResponse(-1, 503)): FakeApiHandler {
  return (request, url) => {
    if (
      url.pathname === `${API_BASES.main}${resultPaths.drawPeriods}` &&
      url.searchParams.get('product') === 'keno'
    ) {
      return okResponse(makeTestPeriodList('keno'));
    }
    if (url.pathname === pathOf(kenoEndpoints.orderConfig)) return okResponse(TEST_KENO_CONFIG);
    if (url.pathname === pathOf(kenoEndpoints.ticketLevels)) return okResponse(TEST_KENO_LEVELS);
    return rest(request, url);
  };
}

/** A seeded random source so quick pick is repeatable. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
