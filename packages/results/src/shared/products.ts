import type { ResultProduct, StatisticProduct } from '@veso/contract';
import { RESULTS_PATHS } from '../paths';

/** Vietnamese names of the draws that have results (the catalogue's product names). */
export const RESULT_PRODUCT_LABELS: Record<ResultProduct, string> = {
  mega645: 'Mega 6/45',
  power655: 'Power 6/55',
  lotto535: 'Lotto 5/35',
  keno: 'Keno',
  max3d: 'Max 3D',
  max3dpro: 'Max 3D Pro',
  dientoan636: 'Điện toán 6x36',
  xsmb: 'Xổ số miền Bắc',
  xsmt: 'Xổ số miền Trung',
  xsmn: 'Xổ số miền Nam',
};

export const STATISTIC_PRODUCT_LABELS: Record<StatisticProduct, string> = {
  mega645: 'Mega 6/45',
  power655: 'Power 6/55',
  lotto535: 'Lotto 5/35',
  keno: 'Keno',
  dientoan636: 'Điện toán 6x36',
  xsmb: 'Lô tô miền Bắc (2 số cuối)',
};

/** Computer draws with a result book (/so-ket-qua). */
export const BOOK_PRODUCTS = [
  'mega645',
  'power655',
  'lotto535',
  'keno',
  'max3d',
  'max3dpro',
  'dientoan636',
] as const satisfies readonly ResultProduct[];

export type PaperRegion = 'xsmb' | 'xsmt' | 'xsmn';
export const PAPER_REGIONS: readonly PaperRegion[] = ['xsmb', 'xsmt', 'xsmn'];

export function isPaperRegion(value: string | null): value is PaperRegion {
  return value === 'xsmb' || value === 'xsmt' || value === 'xsmn';
}

/** Route segment of /ket-qua/{segment}/{id} → the draw whose result it shows (Max 4D: none). */
export const DETAIL_SEGMENTS = {
  mega: 'mega645',
  power: 'power655',
  keno: 'keno',
  max3D: 'max3d',
  max4D: null,
} as const satisfies Record<string, ResultProduct | null>;
export type DetailSegment = keyof typeof DETAIL_SEGMENTS;

/** Where a product's result is shown in full: its detail page, result book or region page. */
export function resultHref(product: ResultProduct, drawCode: string, drawDate: string): string {
  const code = encodeURIComponent(drawCode);
  switch (product) {
    case 'mega645':
      return `/ket-qua/mega/${code}`;
    case 'power655':
      return `/ket-qua/power/${code}`;
    case 'keno':
      return `/ket-qua/keno/${code}`;
    case 'max3d':
      return `/ket-qua/max3D/${code}`;
    case 'max3dpro':
      return `/ket-qua/max3D/${code}?product=max3dpro`;
    case 'lotto535':
    case 'dientoan636':
      return `${RESULTS_PATHS.resultBook}?product=${product}&date=${drawDate}`;
    case 'xsmt':
      return `${RESULTS_PATHS.resultsXsmt}?date=${drawDate}`;
    case 'xsmb':
    case 'xsmn':
      return `${RESULTS_PATHS.resultsQsmt}?region=${product}&date=${drawDate}`;
  }
}

/** `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function displayDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** Two digits for lottery balls: 7 → '07'. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
