import { useSearchParams } from 'react-router';

/** `values` as select options, each named by `labels`. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Whether a URL value is one of `values`. */
export function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return (values as readonly (string | null)[]).includes(value);
}

function positive(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export type UrlFilters = {
  search: URLSearchParams;
  /** ?date, the draw day (`YYYY-MM-DD`; empty: every day). */
  date: string;
  /** Sets the given parameters; an empty string removes one. */
  update: (changes: Record<string, string | number>) => void;
  /** ?page (default 1) and ?pageSize (default 10, at most 100), with their setters. */
  paging: {
    page: number;
    pageSize: number;
    onPageChange: (page: number) => void;
    onPageSizeChange: (pageSize: number) => void;
  };
};

/** A results screen's filters, kept in the URL so a link or a reload keeps them. */
export function useUrlFilters(): UrlFilters {
  const [search, setSearch] = useSearchParams();
  function update(changes: Record<string, string | number>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setSearch(next);
  }
  return {
    search,
    date: search.get('date') ?? '',
    update,
    paging: {
      page: positive(search.get('page'), 1),
      pageSize: Math.min(100, positive(search.get('pageSize'), 10)),
      onPageChange: (page) => update({ page }),
      onPageSizeChange: (pageSize) => update({ pageSize, page: 1 }),
    },
  };
}
