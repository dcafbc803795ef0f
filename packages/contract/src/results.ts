import { z } from 'zod';

/**
 * Draws, results, jackpots, live Keno and statistics (spec §7 Results, Keno, Lotto 5/35,
 * Configuration; issue #6). Paths are relative to the base named in each group: most
 * to the main base `/api`, the Keno statistics ones to `API_BASES.kenoStats`.
 *
 * Dates: `drawDate` is the Vietnam day `YYYY-MM-DD`; `openDate` / `start_time` / `time`
 * are the spec's `DD/MM/YYYY HH:mm:ss` (Vietnam time); `drawAt` / `salesCloseAt` are ISO
 * 8601 instants. Money is whole đồng. Bad input (unknown product, category or date, an
 * unknown period) answers code 14 with its catalogue message.
 */
export const resultPaths = {
  /** Periods of a computer / loto / paper lottery still on sale (spec §7 Orders). */
  periodListInDay: '/core/api/webview/period/list_in_day',
  /** Keno periods still on sale, then grouped by day. */
  kenoAvailableList: '/order/available/list',
  kenoAvailableListGroup: '/order/available/list/group',
  /** Lotto 5/35: the first 6 future periods. */
  lottoListPeriod: '/getListPeriod',
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
 * Max 4D is discontinued and has none.
 */
export const RESULT_PRODUCTS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dpro',
  'dientoan636',
  'xsmb',
  'xsmt',
  'xsmn',
] as const;
export const resultProductSchema = z.enum(RESULT_PRODUCTS);
export type ResultProduct = z.infer<typeof resultProductSchema>;

/** Products with number statistics (Max 3D family has none). */
export const STATISTIC_PRODUCTS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'dientoan636',
  'xsmb',
] as const;
export const statisticProductSchema = z.enum(STATISTIC_PRODUCTS);
export type StatisticProduct = z.infer<typeof statisticProductSchema>;

/** A day as `YYYY-MM-DD` or `DD/MM/YYYY`; an impossible day (31/02) answers code 14. */
export const dayQuerySchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/);

/** Paging of long lists: page from 1, 1–100 rows (default 10). */
export const resultPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Jackpot pools of one draw (đồng); `jackpot2` only for Power 6/55. */
export const jackpotSchema = z.object({
  jackpot: z.number().int(),
  jackpot2: z.number().int().nullable(),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

/** Period status: on sale, sales closed (waiting for the draw), drawn (result stored). */
export const periodStatusSchema = z.enum(['open', 'closed', 'drawn']);
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

/**
 * One draw period. `category`, `drawCode` and `openDate` form the spec's draw config
 * entry; `start_time` repeats `openDate` as the period rows of spec §3 carry it.
 */
export const drawPeriodSchema = z.object({
  id: z.number().int(),
  product: resultProductSchema,
  /** The spec category of its order items, null for Vietlott draws. */
  category: z.number().int().nullable(),
  drawCode: z.string(),
  /** `DD/MM/YYYY HH:mm:ss`, Vietnam time of the draw. */
  openDate: z.string(),
  start_time: z.string(),
  drawAt: z.string(),
  salesCloseAt: z.string(),
  status: periodStatusSchema,
  /** 1-based draw of its day (Keno period of the day; Lotto 1 or 2). */
  indexInDay: z.number().int(),
  /** Provinces drawing (paper lotteries), else empty. */
  provinces: z.array(z.string()),
  /** The jackpot pools shown for this period (Mega, Power, Lotto 5/35), else null. */
  jackpot: jackpotSchema.nullable(),
});
export type DrawPeriod = z.infer<typeof drawPeriodSchema>;

/** Draw config entry of spec §3: category, drawCode, openDate. */
export const drawConfigEntrySchema = z.object({
  category: z.number().int().nullable(),
  drawCode: z.string(),
  openDate: z.string(),
});
export type DrawConfigEntry = z.infer<typeof drawConfigEntrySchema>;

/** `GET /core/api/webview/period/list_in_day` query (spec §3 period list query). */
export const periodListQuerySchema = z.object({
  channel: z.string().trim().max(30).optional(),
  transid: z.string().trim().max(64).optional(),
  /** 1 xsdt (computer/loto), 2 xstt (paper). */
  lottery_type: z.coerce.number().int(),
  /** 1 x636, 2 loto235, 6 loto234, 3 north, 4 south, 5 central. */
  category: z.coerce.number().int(),
  groups: z.string().trim().max(30).optional(),
});
export type PeriodListQuery = z.input<typeof periodListQuerySchema>;

/** Periods on sale (sales close after now), earliest first, with their config entries. */
export const periodListSchema = z.object({
  product: resultProductSchema,
  periods: z.array(drawPeriodSchema),
  drawConfigs: z.array(drawConfigEntrySchema),
});
export type PeriodList = z.infer<typeof periodListSchema>;

/** `GET /draw/periods?product&limit` (designed): upcoming periods of any product. */
export const drawPeriodsQuerySchema = z.object({
  product: resultProductSchema,
  limit: z.coerce.number().int().min(1).max(50).default(6),
});
export type DrawPeriodsQuery = z.input<typeof drawPeriodsQuerySchema>;

/** Keno `/order/available/list?limit` (default 20 = the most periods one order covers). */
export const kenoAvailableQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(120).default(20),
});
export type KenoAvailableQuery = z.input<typeof kenoAvailableQuerySchema>;

/** A Keno period entry: `time` in `DD/MM/YYYY HH:mm:ss` (spec §3). */
export const kenoPeriodSchema = z.object({
  id: z.number().int(),
  drawCode: z.string(),
  time: z.string(),
  drawAt: z.string(),
  salesCloseAt: z.string(),
  indexInDay: z.number().int(),
});
export type KenoPeriod = z.infer<typeof kenoPeriodSchema>;

/** Keno periods on sale; `open` false outside 8:15–22:00 (orders then answer code 104). */
export const kenoAvailableListSchema = z.object({
  open: z.boolean(),
  periods: z.array(kenoPeriodSchema),
});
export type KenoAvailableList = z.infer<typeof kenoAvailableListSchema>;

/** The same periods grouped by Vietnam day (`DD/MM/YYYY`). */
export const kenoAvailableGroupSchema = z.object({
  open: z.boolean(),
  groups: z.array(z.object({ day: z.string(), periods: z.array(kenoPeriodSchema) })),
});
export type KenoAvailableGroup = z.infer<typeof kenoAvailableGroupSchema>;

/** A prize group of a digit result: its Vietnamese name and numbers (zero-padded). */
export const resultGroupSchema = z.object({
  name: z.string(),
  numbers: z.array(z.string()),
});
export type ResultGroup = z.infer<typeof resultGroupSchema>;

/** Keno summary of 20 numbers: big (41–80) / small counts, even / odd counts. */
export const kenoSummarySchema = z.object({
  big: z.number().int(),
  small: z.number().int(),
  even: z.number().int(),
  odd: z.number().int(),
});
export type KenoSummary = z.infer<typeof kenoSummarySchema>;

/**
 * The numbers of a draw, by product shape:
 * - `balls`: Mega/Power/Lotto/Keno/6x36 numbers (draw order as stored), Power's `bonus`,
 *   Lotto's `special`, Keno's `summary`;
 * - `groups`: Max 3D family and XSMB prize groups, widest/first prize first;
 * - `provinces`: XSMT/XSMN, one set of groups per province.
 */
export const resultNumbersSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('balls'),
    numbers: z.array(z.number().int()),
    bonus: z.number().int().nullable(),
    special: z.number().int().nullable(),
    summary: kenoSummarySchema.nullable(),
  }),
  z.object({
    kind: z.literal('groups'),
    groups: z.array(resultGroupSchema),
    /** XSMB winning series codes of Đặc biệt when known. */
    specialSeries: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('provinces'),
    provinces: z.array(z.object({ province: z.string(), groups: z.array(resultGroupSchema) })),
  }),
]);
export type ResultNumbers = z.infer<typeof resultNumbersSchema>;

/** One prize tier of a draw: prize per line (null: pari-mutuel, see jackpot) and winners if known. */
export const prizeTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Vietnamese condition, e.g. 'Trùng 5 số'. */
  condition: z.string(),
  amount: z.number().int().nullable(),
  /** Winners of the tier; null when the source has no counts. */
  winners: z.number().int().nullable(),
});
export type PrizeTier = z.infer<typeof prizeTierSchema>;

/** One stored draw result. `source` is `import` (real history) or the result provider. */
export const drawResultSchema = z.object({
  product: resultProductSchema,
  name: z.string(),
  drawCode: z.string(),
  drawDate: z.string(),
  openDate: z.string(),
  result: resultNumbersSchema,
  /** Jackpot pools of this draw when known (Mega, Power, Lotto 5/35), else null. */
  jackpot: jackpotSchema.nullable(),
  /** Prize per tier (Mega, Power, Lotto 5/35, Max 3D family), else empty. */
  prizes: z.array(prizeTierSchema),
  source: z.string(),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

/** A page of results, newest first. */
export const resultPageSchema = z.object({
  items: z.array(drawResultSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ResultPage = z.infer<typeof resultPageSchema>;

/** `/result/xsdt636`, `/result/xsmb`, `/result/xsmt`, `/result/xsmn`, `/result/keno`. */
export const resultListQuerySchema = resultPageQuerySchema.extend({
  /** Only that day's draws. */
  date: dayQuerySchema.optional(),
});
export type ResultListQuery = z.input<typeof resultListQuerySchema>;

/** `/result/groupByDay?date`: every product's results of one day (default: today). */
export const groupByDayQuerySchema = z.object({ date: dayQuerySchema.optional() });
export type GroupByDayQuery = z.input<typeof groupByDayQuerySchema>;
export const groupByDaySchema = z.object({
  day: z.string(),
  results: z.array(drawResultSchema),
});
export type GroupByDay = z.infer<typeof groupByDaySchema>;

/** `/result/period?product&drawCode`: one result; an unknown period answers code 14. */
export const resultPeriodQuerySchema = z.object({
  product: resultProductSchema,
  drawCode: z.string().trim().min(1).max(20),
});
export type ResultPeriodQuery = z.input<typeof resultPeriodQuerySchema>;

/** `/customer/result/draw?product&page&pageSize` (Vietlott and computer draws). */
export const customerResultDrawQuerySchema = resultPageQuerySchema.extend({
  product: resultProductSchema,
  date: dayQuerySchema.optional(),
});
export type CustomerResultDrawQuery = z.input<typeof customerResultDrawQuerySchema>;

/** `/xskt/customer/result/draw?region&date&province`: paper lottery results (result book). */
export const xsktResultDrawQuerySchema = resultPageQuerySchema.extend({
  region: z.enum(['xsmb', 'xsmt', 'xsmn']),
  date: dayQuerySchema.optional(),
  /** Only this province's results (XSMT/XSMN). */
  province: z.string().trim().min(1).max(40).optional(),
});
export type XsktResultDrawQuery = z.input<typeof xsktResultDrawQuerySchema>;

/** `/result/latest`: per product the latest result, the next period (with jackpot). */
export const latestResultsSchema = z.object({
  items: z.array(
    z.object({
      product: resultProductSchema,
      name: z.string(),
      latest: drawResultSchema.nullable(),
      next: drawPeriodSchema.nullable(),
    }),
  ),
});
export type LatestResults = z.infer<typeof latestResultsSchema>;

/** `/customer/statistic_result?product&window`: statistics of the last `window` draws. */
export const statisticQuerySchema = z.object({
  product: statisticProductSchema,
  window: z.coerce.number().int().min(1).max(1000).default(30),
});
export type StatisticQuery = z.input<typeof statisticQuerySchema>;

/** Count of one number: occurrences, draws since last seen (gan; null: not in window), longest absence. */
export const numberStatSchema = z.object({
  number: z.number().int(),
  count: z.number().int(),
  currentGap: z.number().int().nullable(),
  longestGap: z.number().int(),
});
export type NumberStat = z.infer<typeof numberStatSchema>;

/** Per draw: odd/even and big/small counts. */
export const drawBalanceSchema = z.object({
  drawCode: z.string(),
  drawDate: z.string(),
  odd: z.number().int(),
  even: z.number().int(),
  big: z.number().int(),
  small: z.number().int(),
});

/** A digit (0–9) and how often it heads / ends the numbers. */
export const digitCountSchema = z.object({ digit: z.number().int(), count: z.number().int() });

/**
 * Statistics over the latest draws of a product. Numbers counted: the main balls
 * (Power's bonus and Lotto's special excluded), Keno's 20, XSMB's 27 two-digit endings
 * ("lô tô", 00–99). Big: above the middle of the range (Keno 41–80, XSMB 50–99).
 */
export const statisticSchema = z.object({
  product: statisticProductSchema,
  window: z.number().int(),
  /** Draws actually counted (fewer when history is shorter). */
  draws: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  min: z.number().int(),
  max: z.number().int(),
  frequency: z.array(numberStatSchema),
  /** The 10 most / least frequent numbers (ties: smaller number first). */
  hot: z.array(z.number().int()),
  cold: z.array(z.number().int()),
  /** The 10 numbers absent the longest now (gan), longest first. */
  gan: z.array(numberStatSchema),
  totals: z.object({
    odd: z.number().int(),
    even: z.number().int(),
    big: z.number().int(),
    small: z.number().int(),
  }),
  perDraw: z.array(drawBalanceSchema),
  heads: z.array(digitCountSchema),
  tails: z.array(digitCountSchema),
});
export type Statistic = z.infer<typeof statisticSchema>;

/** Keno statistics `/get?window` answers {@link statisticSchema} for Keno. */
export const kenoStatsQuerySchema = z.object({
  window: z.coerce.number().int().min(1).max(1000).default(30),
});
export type KenoStatsQuery = z.input<typeof kenoStatsQuerySchema>;

/** `/last_result`: the latest Keno result (null before any). */
export const kenoLastResultSchema = z.object({ result: drawResultSchema.nullable() });
export type KenoLastResult = z.infer<typeof kenoLastResultSchema>;

/** `/v2/last_result?limit`: the latest Keno results, newest first. */
export const kenoLastResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const kenoLastResultsSchema = z.object({ items: z.array(drawResultSchema) });
export type KenoLastResults = z.infer<typeof kenoLastResultsSchema>;

/** `/top_avaiable?level&window`: the most frequent numbers (1), pairs (2) or triples (3). */
export const kenoTopQuerySchema = z.object({
  level: z.coerce.number().int().min(1).max(3).default(1),
  window: z.coerce.number().int().min(1).max(500).default(30),
  limit: z.coerce.number().int().min(1).max(80).default(20),
});
export type KenoTopQuery = z.input<typeof kenoTopQuerySchema>;
export const kenoTopSchema = z.object({
  level: z.number().int(),
  window: z.number().int(),
  draws: z.number().int(),
  items: z.array(z.object({ numbers: z.array(z.number().int()), count: z.number().int() })),
});
export type KenoTop = z.infer<typeof kenoTopSchema>;

/** `/suggestions?level&window`: number sets of a Keno level built from the statistics. */
export const kenoSuggestionsQuerySchema = z.object({
  level: z.coerce.number().int().min(1).max(10).default(5),
  window: z.coerce.number().int().min(1).max(500).default(30),
});
export type KenoSuggestionsQuery = z.input<typeof kenoSuggestionsQuerySchema>;
export const kenoSuggestionsSchema = z.object({
  level: z.number().int(),
  window: z.number().int(),
  /** `hot` most frequent, `cold` absent longest, `mixed` half of each. Vietnamese `label`. */
  suggestions: z.array(
    z.object({
      kind: z.enum(['hot', 'cold', 'mixed']),
      label: z.string(),
      numbers: z.array(z.number().int()),
    }),
  ),
});
export type KenoSuggestions = z.infer<typeof kenoSuggestionsSchema>;

/**
 * Keno live stream (`GET /api/keno/live`, `text/event-stream`). Events, each with an `id`
 * `<drawCode>:<step>` (step 0 = draw start, 1–20 numbers, 21 summary) so a reconnect
 * with `Last-Event-ID` resumes after it:
 * - `draw`: a draw starts ({@link kenoLiveDrawSchema});
 * - `number`: one number revealed ({@link kenoLiveNumberSchema});
 * - `summary`: all 20 and the counts ({@link kenoLiveSummarySchema});
 * - `countdown` (no id, every second between draws): the next draw ({@link kenoLiveCountdownSchema}).
 */
export const kenoLiveDrawSchema = z.object({
  drawCode: z.string(),
  openDate: z.string(),
  drawAt: z.string(),
});
export const kenoLiveNumberSchema = z.object({
  drawCode: z.string(),
  /** 1–20. */
  index: z.number().int(),
  number: z.number().int(),
});
export const kenoLiveSummarySchema = z.object({
  drawCode: z.string(),
  numbers: z.array(z.number().int()),
  summary: kenoSummarySchema,
});
export const kenoLiveCountdownSchema = z.object({
  /** Null outside the day's draws until the next day's first. */
  nextDrawCode: z.string().nullable(),
  nextDrawAt: z.string().nullable(),
  secondsLeft: z.number().int().nullable(),
});
export type KenoLiveDraw = z.infer<typeof kenoLiveDrawSchema>;
export type KenoLiveNumber = z.infer<typeof kenoLiveNumberSchema>;
export type KenoLiveSummary = z.infer<typeof kenoLiveSummarySchema>;
export type KenoLiveCountdown = z.infer<typeof kenoLiveCountdownSchema>;
/** Milliseconds between two revealed numbers of the live stream. */
export const KENO_REVEAL_INTERVAL_MS = 2000;

/** `POST /api/dev/draws/run` (sandbox): close and draw the product's current period now. */
export const devDrawsRunBodySchema = z
  .object({
    product: resultProductSchema,
    /**
     * Sandbox only: the main numbers the draw must produce (a ball product: Mega, Power,
     * Lotto 5/35, Keno, 6x36), so a whole win can be played through; the rest (Power's
     * bonus, Lotto's special) is drawn as usual unless given too.
     */
    numbers: z.array(z.number().int()).optional(),
    bonus: z.number().int().optional(),
    special: z.number().int().optional(),
    /**
     * Sandbox only: the result groups a Max 3D family draw (max3d, max3dpro) must produce,
     * 2 + 4 + 6 + 8 three-digit numbers ('000'–'999', repeats allowed).
     */
    groups: z.array(z.array(z.string().regex(/^\d{3}$/))).optional(),
  })
  .strict();
export type DevDrawsRunBody = z.infer<typeof devDrawsRunBodySchema>;
export const devDrawsRunSchema = z.object({ result: drawResultSchema });
export type DevDrawsRun = z.infer<typeof devDrawsRunSchema>;
