/**
 * /profile/source-reviews and /profile/brand-reviews (spec/3 §2.5, §2.6): "ALL THE REVIEWS YOU
 * RECEIVE", 20 per page with Previous page / Next page, READ opens the review modal. Sources show
 * the five sub-ratings, brands the rating. Empty: "There is no review of your source." (both, as
 * the spec says).
 */
import { useState } from 'react';
import { uploadUrl } from '@ironscore/api';
import { MSG, PAGE_SIZE, type ReceivedBrandReview, type ReceivedSourceReview } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { Button, DataTable, EmptyState, Img, Pagination, Placeholder, StarRating, pageOffset } from '@ironscore/ui';
import type { BusinessType } from '../../business';
import { ReviewModal, SUB_RATINGS } from './ReviewModal';
import styles from './Reviews.module.css';

const SIZE = PAGE_SIZE.reviews;

export function ReceivedReviews({ type }: { type: BusinessType }) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useCallQuery(type === 'source' ? 'Get_SourceReviewPaginationToken' : 'Get_BrandReviewPaginationToken', {
    limit: SIZE,
    offset: pageOffset(page, SIZE),
  });
  const rows = (query.data?.data ?? []) as (ReceivedSourceReview | ReceivedBrandReview)[];
  const L = MSG.labels;
  return (
    <section aria-labelledby="received-reviews-title">
      <h1 id="received-reviews-title" className={styles.title}>
        {MSG.business.reviewsTableTitle}
      </h1>
      {query.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : query.isError ? (
        <p role="alert">{query.error.message}</p>
      ) : rows.length === 0 ? (
        <EmptyState text={MSG.empty.noSourceReview} />
      ) : (
        <DataTable columns={[L.customer, L.review, ...(type === 'source' ? SUB_RATINGS.map(([, label]) => label) : [L.rating])]} className={styles.received}>
          {rows.map((r) => (
            <tr key={r.rating_id}>
              <td>
                <span className={styles.customer}>
                  <Img src={uploadUrl('users/profile', r.user_profile_image)} fallback="avatar" alt="" width={28} height={28} className={styles.avatarSm} />
                  {r.user_name}
                </span>
              </td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => setOpen(r.rating_id)} aria-label={`${L.read} the review by ${r.user_name}`}>
                  {L.read}
                </Button>
              </td>
              {type === 'source' ? (
                SUB_RATINGS.map(([key, label]) => (
                  <td key={key} data-label={label}>
                    {(r as ReceivedSourceReview)[key]}
                  </td>
                ))
              ) : (
                <td>
                  <StarRating value={r.rating} showValue />
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        page={page}
        total={query.data?.total ?? 0}
        pageSize={SIZE}
        onChange={setPage}
        hideIfSinglePage
        disabled={query.isFetching}
        previousLabel={L.previousPage}
        nextLabel={L.nextPage}
      />
      {open !== null && <ReviewModal kind={type} ratingId={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
