import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { normalizePage, pagerPages } from '@veso/domain';
import styles from './paging-bar.module.css';

export type PagingBarProps = {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Records-per-page choices (the app state's list); the current size is always offered. */
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Most page buttons shown at once; default 10 (spec §9). */
  maxPages?: number;
  /** Name of the navigation landmark. */
  label?: string;
};

/**
 * The list pager of spec §2: 'Bản ghi' page-size selector, 'Trang' input with 'Đi', and
 * up to 10 page buttons with previous/next. A typed page that is not a number, at most 0,
 * or above the page count goes to page 1.
 */
export function PagingBar({
  page,
  pageCount,
  pageSize,
  pageSizeOptions = [10, 20, 50],
  onPageChange,
  onPageSizeChange,
  maxPages = 10,
  label = 'Phân trang',
}: PagingBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(page));
  const [draftFor, setDraftFor] = useState(page);
  // Follow the page the owner shows (the React way to reset state when a prop changes).
  if (draftFor !== page) {
    setDraftFor(page);
    setDraft(String(page));
  }

  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const pages = pagerPages(page, pageCount, maxPages);

  function onGo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = normalizePage(draft, pageCount);
    setDraft(String(target));
    onPageChange(target);
  }

  return (
    <nav className={styles.bar} aria-label={label}>
      <form className={styles.controls} onSubmit={onGo} noValidate>
        <div className={styles.group}>
          <label className={styles.label} htmlFor={`${id}-size`}>
            Bản ghi
          </label>
          <select
            id={`${id}-size`}
            className={styles.select}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.group}>
          <label className={styles.label} htmlFor={`${id}-page`}>
            Trang
          </label>
          <input
            id={`${id}-page`}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="sm" variant="secondary">
            Đi
          </Button>
        </div>
      </form>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Trang trước"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-label={`Trang ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => {
                if (n !== page) onPageChange(n);
              }}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Trang sau"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
