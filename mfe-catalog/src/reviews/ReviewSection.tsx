/**
 * The review section of the source, brand and product pages (spec/1 §2, §4, §5, §7): the review
 * box (the five-step wizard for sources) and the paged review list (20 per page, query `page`,
 * Previous/Next, 4 blurred placeholders while loading, 'There are no review yet...' when empty)
 * with the useful vote, comments and reports of each review.
 */
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { MSG, PAGE_SIZE, PLACEHOLDERS, type Review } from '@ironscore/contract';
import { EmptyState, Pagination } from '@ironscore/ui';
import { ReviewBox } from './ReviewBox';
import { ReviewCard, type PanelKind } from './ReviewCard';
import { ReviewSkeletons } from './ReviewSkeleton';
import { useLater } from '../lib/later';
import { reviewsQuery, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

export interface ReviewSectionProps {
  kind: 'source' | 'brand' | 'product';
  /** source_id, brand_id or product_id. */
  itemId: number;
  /** Product reviews: the product's brand_id (sent with product review actions). */
  brandId?: number;
  /** user_id of the page's owner: their comments are highlighted. */
  ownerUserId?: number;
  /** Name of the reviewed item (headings, messages). */
  itemName?: string;
  /** Called after a review, comment or useful vote was saved, so the page can reload its rating and counts. */
  onChanged?: () => void;
  /** Older name of `onChanged` (both are called). */
  onReviewSaved?: () => void;
}

/** A positive page number from the query, else 1. */
export function readPage(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The reviews of one page; `reload` asks again and keeps the shown list until the reply arrives.
 * Load failures are silent (spec/1 §7): the placeholders end and the list reads empty.
 * The list renders in the background (useLater: React yields between the cards), also when the
 * page mounts with the answer already in the cache: the page's first commit holds the
 * placeholders, not twenty reviews; a reloaded list stays shown until its successor has rendered.
 */
function useReviewPage(target: ReviewTarget, page: number) {
  const query = useQuery(reviewsQuery(target, page));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const answer = useMemo(() => (query.data ? { page, reply: query.data } : undefined), [page, query.data]);
  const shown = useLater(answer).data;
  // Another page's list (still rendered while this page's answer renders) is not shown.
  const reply = shown?.page === page ? shown.reply : undefined;
  return { loading: query.isPending || !reply, reviews: reply?.data ?? [], total: reply?.total ?? 0, reload };
}

/** Stands in while the item is unknown (its query is disabled). */
const NO_TARGET: ReviewTarget = { kind: 'source', itemId: 0 };

/**
 * The reviews the section shows for `target` (the page of the query's `page`): the same query as
 * the list's, so it asks nothing more; for the page's structured data (lib/structuredData.ts).
 */
export function useShownReviews(target: ReviewTarget | null): Review[] {
  const [params] = useSearchParams();
  const query = useQuery({ ...reviewsQuery(target ?? NO_TARGET, readPage(params.get('page'))), enabled: target !== null });
  return (target && query.data?.data) || NO_REVIEWS;
}
const NO_REVIEWS: Review[] = [];

const OWNER_LABEL = { source: 'Source owner', brand: 'Brand owner', product: 'Brand owner' } as const;

/** Memoised: the page renders again when its item's counts change (a page view), the reviews need not. */
export const ReviewSection = memo(function ReviewSection({ kind, itemId, brandId, ownerUserId, itemName, onChanged, onReviewSaved }: ReviewSectionProps) {
  const id = useId();
  const target = useMemo<ReviewTarget>(() => ({ kind, itemId, brandId }), [kind, itemId, brandId]);
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const list = useReviewPage(target, page);
  const [open, setOpen] = useState<{ ratingId: number; panel: PanelKind } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const changedRef = useRef({ onChanged, onReviewSaved });
  changedRef.current = { onChanged, onReviewSaved };
  const notifyPage = useCallback(() => {
    changedRef.current.onChanged?.();
    changedRef.current.onReviewSaved?.();
  }, []);

  const setPage = (next: number) => {
    setOpen(null);
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      out.set('page', String(Math.max(1, Math.floor(next))));
      return out;
    });
    const el = listRef.current;
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const afterAction = useCallback(() => {
    list.reload();
    notifyPage();
  }, [list, notifyPage]);

  const afterReview = () => {
    setOpen(null);
    // The new review is the newest: show the first page.
    if (page !== 1) setPage(1);
    else list.reload();
    notifyPage();
  };

  const pages = Math.ceil(list.total / PAGE_SIZE.reviews);

  return (
    <section className={styles.section} aria-labelledby={`${id}-h`}>
      <ReviewBox target={target} itemName={itemName} onSent={afterReview} />

      <div className={styles.listHead} ref={listRef}>
        <h2 id={`${id}-h`} className={styles.listTitle}>
          Reviews
          {!list.loading && list.total > 0 && <span className={styles.total}>{list.total}</span>}
        </h2>
        {!list.loading && pages > 1 && (
          <span className={styles.pageNote}>
            Page {Math.min(page, pages)} of {pages}
          </span>
        )}
      </div>

      {list.loading ? (
        <ReviewSkeletons count={PLACEHOLDERS.reviews} />
      ) : list.reviews.length === 0 ? (
        <EmptyState text={MSG.empty.noReviewYet} className={styles.empty} />
      ) : (
        <div className={styles.list}>
          {list.reviews.map((review) => (
            <ReviewCard
              key={review.rating_id}
              review={review}
              target={target}
              ownerUserId={ownerUserId}
              ownerLabel={OWNER_LABEL[kind]}
              panel={open?.ratingId === review.rating_id ? open.panel : null}
              onPanel={(panel) => setOpen(panel ? { ratingId: review.rating_id, panel } : null)}
              onChanged={afterAction}
            />
          ))}
        </div>
      )}

      {(pages > 1 || page > 1) && (
        <Pagination page={page} pages={Math.max(pages, 1)} onChange={setPage} disabled={list.loading} className={styles.pager} />
      )}
    </section>
  );
});
