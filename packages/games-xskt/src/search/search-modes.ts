import type { XsktProduct } from '@veso/contract';

/** How a number is searched: the exact number, its trailing digits ("đuôi") or its leading digits. */
export type SearchMode = 'exact' | 'tail' | 'head';

export const SEARCH_MODES: readonly { mode: SearchMode; label: string }[] = [
  { mode: 'exact', label: 'Số chính xác' },
  { mode: 'tail', label: 'Đuôi số' },
  { mode: 'head', label: 'Đầu số' },
];

/** A search as the customer typed it. */
export type NumberSearch = { mode: SearchMode; digits: string };

/** Digits of a ticket: 5 in the north, 6 in the south and the centre. */
export function ticketWidth(product: XsktProduct): number {
  return product === 'xsmb' ? 5 : 6;
}

/** The widths a search may match: one region's, or both when searching every region. */
function widths(product: XsktProduct | null): number[] {
  return product ? [ticketWidth(product)] : [5, 6];
}

/**
 * The Vietnamese reason a search cannot be sent, else null: digits only; the exact number
 * has the ticket's width; trailing or leading digits are 1 up to the ticket's width.
 */
export function searchError(search: NumberSearch, product: XsktProduct | null): string | null {
  const { mode, digits } = search;
  if (digits === '') return 'Vui lòng nhập số cần tìm.';
  if (!/^\d+$/.test(digits)) return 'Chỉ nhập các chữ số từ 0 đến 9.';
  const allowed = widths(product);
  const widest = Math.max(...allowed);
  if (mode === 'exact' && !allowed.includes(digits.length)) {
    return `Số vé có ${allowed.join(' hoặc ')} chữ số.`;
  }
  if (digits.length > widest) return `Nhập tối đa ${widest} chữ số.`;
  return null;
}

/** The sale list's parameters of a valid search (`number`, `tail` or `head`). */
export function searchParamsOf(search: NumberSearch): {
  number?: string;
  tail?: string;
  head?: string;
} {
  if (search.mode === 'exact') return { number: search.digits };
  if (search.mode === 'tail') return { tail: search.digits };
  return { head: search.digits };
}

/** How a search reads in the results' heading: 'số 123456', 'đuôi 68', 'đầu 12'. */
export function searchText(search: NumberSearch): string {
  const prefix = search.mode === 'exact' ? 'số' : search.mode === 'tail' ? 'đuôi' : 'đầu';
  return `${prefix} ${search.digits}`;
}

/** Reads a search from the URL (`?mode=tail&so=68`), null when absent or unknown. */
export function searchFromParams(params: URLSearchParams): NumberSearch | null {
  const mode = params.get('mode');
  const digits = params.get('so') ?? '';
  if (mode !== 'exact' && mode !== 'tail' && mode !== 'head') return null;
  return digits === '' ? null : { mode, digits };
}

/** A region's short name on the filters: 'Miền Bắc', 'Miền Trung', 'Miền Nam'. */
export function regionLabel(product: XsktProduct): string {
  return product === 'xsmb' ? 'Miền Bắc' : product === 'xsmt' ? 'Miền Trung' : 'Miền Nam';
}
