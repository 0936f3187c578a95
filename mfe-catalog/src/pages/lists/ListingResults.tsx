import type { ReactNode } from 'react';
import { Placeholder, type PaginationProps } from '@ironscore/ui';
import { PagedGrid } from '../../components/PagedGrid';
import styles from './ListPage.module.css';

/** Row placeholders of a sources or brands list while its page loads. */
export const LIST_PLACEHOLDERS = 10;

/**
 * The results column of the sources and brands lists: the count ("12 sources") once the page is in,
 * then the page's listing cards in two columns (row placeholders while it loads), then the pagination.
 */
export function ListingResults<T>({ results, noun, renderItem, pagination }: {
  results: { loading: boolean; items: readonly T[]; total: number };
  /** What is counted, singular ('source'); the plural adds an s. */
  noun: string;
  renderItem: (item: T) => ReactNode;
  pagination: PaginationProps & { pageSize: number };
}) {
  const { loading, items, total } = results;
  return (
    <div className={styles.results}>
      {!loading && total > 0 && (
        <p className={styles.count}>
          <strong>{total}</strong> {total === 1 ? noun : `${noun}s`}
        </p>
      )}
      <PagedGrid
        loading={loading}
        items={items}
        renderItem={renderItem}
        placeholders={<Placeholder variant="image" count={LIST_PLACEHOLDERS} className={styles.rowSkeleton} />}
        className={styles.grid}
        pagination={{ total, className: styles.pager, ...pagination }}
      />
    </div>
  );
}
