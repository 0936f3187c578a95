import type { ReactNode } from 'react';
import { Pagination, Placeholder, type PaginationProps } from '@ironscore/ui';
import { MSG } from '@ironscore/contract';
import { EmptyText } from './Page';
import styles from './PagedGrid.module.css';

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
  /** `index` on the page: the first item is the one whose image loads at once (`priority` of the cards). */
  renderItem: (item: T, index: number) => ReactNode;
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
