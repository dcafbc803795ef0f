import { Button } from '@veso/ui-kit';
import styles from '../styles';

/** Previous / next page of a server-paged list with 'Trang n/m'; nothing when one page holds all. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.spread} aria-label="Phân trang">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Trang trước
      </Button>
      <span aria-live="polite">
        Trang {page}/{Math.max(page, pages)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Trang sau
      </Button>
    </nav>
  );
}
