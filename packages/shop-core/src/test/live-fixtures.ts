import type { DrawResult, LatestResults } from '@veso/contract';
import type { FakeApiHandler } from './fake-api';
import { okResponse } from './fake-api';
import { makeTestPeriod } from './orders-fixtures';

/** A period on sale whose cut-off is `secondsAhead` from now, drawn at `openDate`. */
function onSale(
  product: Parameters<typeof makeTestPeriod>[0],
  drawCode: string,
  openDate: string,
  secondsAhead: number,
  jackpot: { jackpot: number; jackpot2: number | null } | null,
) {
  const salesCloseAt = new Date(Date.now() + secondsAhead * 1000).toISOString();
  return makeTestPeriod(product, drawCode, 0, {
    openDate,
    start_time: openDate,
    salesCloseAt,
    drawAt: salesCloseAt,
    jackpot,
  });
}

const KENO_LAST: DrawResult = {
  product: 'keno',
  name: 'Keno',
  drawCode: '0201',
  drawDate: '2026-11-25',
  openDate: '25/11/2026 15:28:00',
  result: {
    kind: 'balls',
    numbers: [3, 7, 12, 15, 21, 24, 30, 33, 38, 41, 45, 49, 52, 57, 60, 64, 68, 71, 75, 80],
  } as DrawResult['result'],
  jackpot: null,
  prizes: [],
  source: 'sandbox',
  generated: true,
};

/**
 * `/result/latest` as the server answers it: Mega, Power, Lotto 5/35, Keno, 6x36 and the three
 * paper regions on sale; Max 3D with no period open.
 */
export function makeTestLiveDraws(): LatestResults {
  return {
    items: [
      {
        product: 'mega645',
        name: 'Mega 6/45',
        latest: null,
        next: onSale('mega645', '01553', '25/11/2026 18:00:00', 8049, {
          jackpot: 35_123_456_789,
          jackpot2: null,
        }),
      },
      {
        product: 'power655',
        name: 'Power 6/55',
        latest: null,
        next: onSale('power655', '01270', '26/11/2026 18:00:00', 95_000, {
          jackpot: 61_482_905_550,
          jackpot2: 3_427_118_900,
        }),
      },
      {
        product: 'lotto535',
        name: 'Lotto 5/35',
        latest: null,
        next: onSale('lotto535', '00210', '25/11/2026 21:00:00', 19_000, {
          jackpot: 6_150_000_000,
          jackpot2: null,
        }),
      },
      {
        product: 'keno',
        name: 'Keno',
        latest: KENO_LAST,
        next: onSale('keno', '0202', '25/11/2026 15:36:00', 95, null),
      },
      { product: 'max3d', name: 'Max 3D', latest: null, next: null },
      {
        product: 'dientoan636',
        name: 'Điện toán 6x36',
        latest: null,
        next: onSale('dientoan636', '2026-11-25', '25/11/2026 18:15:00', 9_000, null),
      },
      {
        product: 'xsmb',
        name: 'Xổ số miền Bắc',
        latest: null,
        next: onSale('xsmb', '2026-11-25', '25/11/2026 18:15:00', 8_800, null),
      },
      {
        product: 'xsmt',
        name: 'Xổ số miền Trung',
        latest: null,
        next: onSale('xsmt', '2026-11-25', '25/11/2026 17:15:00', 5_200, null),
      },
      {
        product: 'xsmn',
        name: 'Xổ số miền Nam',
        latest: null,
        next: onSale('xsmn', '2026-11-25', '25/11/2026 16:15:00', 1_600, null),
      },
    ],
  };
}

/** A fake server answering `/result/latest` with {@link makeTestLiveDraws}, else `rest`. */
export function liveDrawsHandler(rest?: FakeApiHandler): FakeApiHandler {
  return (request, url) => {
    if (url.pathname.endsWith('/result/latest')) return okResponse(makeTestLiveDraws());
    return rest
      ? rest(request, url)
      : Response.json({ code: -1, message: 'no handler' }, { status: 503 });
  };
}
