import clsx from 'clsx';
import { Button } from './Button';
import styles from './Pagination.module.css';

/** Number of pages for `total` rows at `size` per page: ceil(total / size); 0 rows → 0 pages. */
export function totalPages(total: number, size: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(size) || size <= 0 || total <= 0) return 0;
  return Math.ceil(total / size);
}

/** Offset of a 1-based page: (page - 1) × size. */
export function pageOffset(page: number, size: number): number {
  return Math.max(0, (Math.floor(page) - 1) * size);
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Either the page count… */
  pages?: number;
  /** …or the row total and page size (pages = ceil(total / pageSize)). */
  total?: number;
  pageSize?: number;
  onChange: (page: number) => void;
  /** Render nothing when there is at most one page. Default false. */
  hideIfSinglePage?: boolean;
  /** Disable both buttons (e.g. while a page loads). */
  disabled?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Previous / Next pager with "Page x of y"; Previous disabled on page 1, Next on the last page. */
export function Pagination({
  page,
  pages,
  total,
  pageSize,
  onChange,
  hideIfSinglePage = false,
  disabled,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  className,
}: PaginationProps) {
  const count = pages ?? totalPages(total ?? 0, pageSize ?? 1);
  const last = Math.max(1, count);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  if (hideIfSinglePage && last <= 1) return null;
  return (
    <nav className={clsx(styles.pagination, className)} aria-label="Pagination">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || current <= 1}
        onClick={() => onChange(current - 1)}
        icon={<span className={styles.arrow} aria-hidden="true">‹</span>}
      >
        {previousLabel}
      </Button>
      <span className={styles.info} aria-live="polite">
        Page <strong>{current}</strong> of <strong>{last}</strong>
      </span>
      <Button variant="secondary" size="sm" disabled={disabled || current >= last} onClick={() => onChange(current + 1)}>
        {nextLabel}
        <span className={styles.arrow} aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
