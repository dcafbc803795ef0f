// No zod here: a browser imports these values (see the package README).
import { RESULT_CALENDAR_IDS, STATISTIC_CALENDAR_IDS } from '@veso/domain';

/**
 * Draws, results, jackpots, live Keno and statistics (spec §7 Results, Keno, Lotto 5/35,
 * Configuration). Paths are relative to the base named in each group: most
 * to the main base `/api`, the Keno statistics ones to `API_BASES.kenoStats`.
 *
 * Dates: `drawDate` is the Vietnam day `YYYY-MM-DD`; `openDate` / `start_time` / `time`
 * are the spec's `DD/MM/YYYY HH:mm:ss` (Vietnam time); `drawAt` / `salesCloseAt` are ISO
 * 8601 instants. Money is whole đồng. Bad input (unknown product, category or date, an
 * unknown period) answers code 14 with its catalogue message.
 */
/** The most periods one `GET /draw/periods` answers (its `limit`). */
export const DRAW_PERIODS_MAX_LIMIT = 50;

export const resultPaths = {
  /** Periods of a computer / loto / paper lottery still on sale (spec §7 Orders). */
  periodListInDay: '/core/api/webview/period/list_in_day',
  /** Keno periods still on sale, then grouped by day. */
  kenoAvailableList: '/order/available/list',
  kenoAvailableListGroup: '/order/available/list/group',
  /** Lotto 5/35: the first 6 future periods. */
  lottoListPeriod: '/getListPeriod',
  /** Power 6/55 (spec §7 "6/45 and 6/55": getList655): the first 6 future periods. */
  powerListPeriod: '/getList655',
  /** Designed: the upcoming periods of any product, with their draw config entries. */
  drawPeriods: '/draw/periods',
  /** Designed: latest result, next period and jackpot of every product (/ket-qua). */
  resultLatest: '/result/latest',
  resultXsdt636: '/result/xsdt636',
  resultGroupByDay: '/result/groupByDay',
  resultXsmb: '/result/xsmb',
  resultXsmt: '/result/xsmt',
  resultXsmn: '/result/xsmn',
  resultKeno: '/result/keno',
  resultPeriod: '/result/period',
  customerResultDraw: '/customer/result/draw',
  xsktCustomerResultDraw: '/xskt/customer/result/draw',
  statisticResult: '/customer/statistic_result',
  /** Server-Sent Events of the current Keno draw (designed path). */
  kenoLive: '/keno/live',
  /** Sandbox only: close and draw a product's current period now. */
  devDrawsRun: '/dev/draws/run',
} as const;

/** Paths relative to `API_BASES.kenoStats` (`/api/keno-stats`). */
export const kenoStatsPaths = {
  get: '/get',
  lastResult: '/last_result',
  v2LastResult: '/v2/last_result',
  /** Spelled as in the spec ("avaiable"). */
  topAvaiable: '/top_avaiable',
  suggestions: '/suggestions',
} as const;

/**
 * Every draw that has periods and results, by draw-calendar id (products sharing a draw
 * share it: Max 3D/3D+/Ôm Max 3D+ → `max3d`, loto games → `xsmb`, bao 6x36 → `dientoan636`).
 * Max 4D is discontinued and has none. Derived from the catalogue of `@veso/domain`.
 */
export const RESULT_PRODUCTS = RESULT_CALENDAR_IDS;

/** Products with number statistics (Max 3D family has none). Derived from the catalogue. */
export const STATISTIC_PRODUCTS = STATISTIC_CALENDAR_IDS;
