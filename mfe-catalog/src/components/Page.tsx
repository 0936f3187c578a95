import type { ReactNode } from 'react';
import { EmptyState, Pagination, Placeholder, type PaginationProps } from '@ironscore/ui';
import { MSG } from '@ironscore/contract';
import clsx from 'clsx';
import styles from './Page.module.css';

/** Content width and padding of every catalog screen. */
export function Page({ children, className, wide }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={clsx(styles.page, wide && styles.wide, className)}>{children}</div>;
}

/** The title band of a list screen ('Best in Sources'). */
export function PageHeader({
  title,
  subtitle,
  kicker,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  kicker?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {kicker && <span className={styles.kicker}>{kicker}</span>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

/** The spec's empty-list text (packages/ui EmptyState), spanning the whole list grid. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <EmptyState text={children} />
    </div>
  );
}

/**
 * One page of a list screen: its grid holds the placeholders while the page loads, the spec's empty
 * text when the page has no item, else the items; the pagination follows the grid once there are items.
 * By default: a page of card placeholders, the spec's "No record found", the grid of cards (four
 * columns down to one) and the pagination's class that puts it under the grid.
 */
export function PagedGrid<T>({
  loading,
  items,
  renderItem,
  placeholders,
  empty = MSG.empty.noRecordFound,
  className = styles.cardGrid,
  pagination,
}: {
  loading: boolean;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  placeholders?: ReactNode;
  empty?: ReactNode;
  className?: string;
  pagination: PaginationProps & { pageSize: number };
}) {
  return (
    <>
      <div className={className}>
        {loading ? (placeholders ?? <Placeholder count={pagination.pageSize} />) : items.length === 0 ? <EmptyText>{empty}</EmptyText> : items.map(renderItem)}
      </div>
      {!loading && items.length > 0 && <Pagination className={styles.pager} {...pagination} />}
    </>
  );
}
