import { Button } from '@veso/ui-kit';
import styles from './screen.module.css';

/** How many pages a list of `total` rows has, `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export type PagerProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
};

/** Previous / next page buttons with "Trang n/m"; nothing when everything fits one page. */
export function Pager({ page, pages, onPageChange }: PagerProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.spread} aria-label="Phân trang">
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Trang trước
      </Button>
      <span aria-live="polite">
        Trang {page}/{Math.max(page, pages)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Trang sau
      </Button>
    </nav>
  );
}
