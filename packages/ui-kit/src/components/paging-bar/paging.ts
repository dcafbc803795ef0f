/**
 * The page a typed page number leads to (spec §5 Paging): anything that is not a whole
 * number, is at most 0, or is above `pageCount` resets to page 1.
 */
export function resolvePageInput(input: string, pageCount: number): number {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  if (page <= 0 || page > pageCount) return 1;
  return page;
}

/**
 * The page numbers the pager shows: at most `max` consecutive pages around `page`
 * (spec §9: the pager shows at most 10 pages), clamped to 1..pageCount.
 */
export function pageWindow(page: number, pageCount: number, max = 10): number[] {
  const count = Math.max(0, Math.floor(pageCount));
  const size = Math.max(1, Math.floor(max));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const length = Math.min(size, count);
  const start = Math.min(Math.max(1, current - Math.floor(length / 2)), count - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}
