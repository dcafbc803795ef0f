/**
 * The spec §2 routes the results feature owns: draw results, result books, comparisons and statistics (Keno statistics under /v2). Patterns use react-router syntax (`:id`, optional `?`).
 * These paths are the feature's contract with the shop's route table and the shells' menus.
 */
export const RESULTS_PATHS = {
  results: '/ket-qua',
  resultsQsmt: '/ket-qua-qsmt',
  liveResults: '/ket-qua-truc-tuyen',
  resultsXsmt: '/ket-qua-xsmt',
  resultBook: '/so-ket-qua',
  paperResultBook: '/so-ket-qua-xo-so-kien-thiet',
  compareGroups: '/so-sanh-nhom',
  statistics: '/thong-ke',
  kenoStatistics: '/thong-ke/keno',
  loto234Statistics: '/thong-ke/loto-234-cap',
  loto235Statistics: '/thong-ke/loto-235',
  numberStatistics: '/thong-ke-so/bo-so',
  oddEvenStatistics: '/thong-ke-so/chan-le',
  headTailStatistics: '/thong-ke-so/dau-duoi',
  bigSmallStatistics: '/thong-ke-so/lon-nho',
  vipStatistics: '/thong-ke-so/thong-ke-vip',
  kenoResult: '/ket-qua/keno/:id',
  max3dResult: '/ket-qua/max3D/:id',
  max4dResult: '/ket-qua/max4D/:id',
  megaResult: '/ket-qua/mega/:id',
  powerResult: '/ket-qua/power/:id',
  kenoClln: '/v2/clln',
  kenoSearch: '/v2/search',
  kenoSuggestions: '/v2/suggestions',
  kenoSuggestionsV2: '/v2/suggestionsv2',
  kenoTopLevel1: '/v2/topavaiablelv1',
  kenoTopLevel2: '/v2/topavaiablelv2',
  kenoTopLevel3: '/v2/topavaiablelv3',
} as const;

/** A route pattern of this feature. */
export type ResultsPath = (typeof RESULTS_PATHS)[keyof typeof RESULTS_PATHS];
