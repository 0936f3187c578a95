import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MSG, PAGE_SIZE, PLACEHOLDERS, type MyReview } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallQuery } from '@ironscore/data';
import { Button, Card, EmptyState, Img, Pagination, Placeholder, SafeHtml, StarRating, Tabs, formatDate, pageOffset } from '@ironscore/ui';
import { EditReviewModal } from './EditReviewModal';
import styles from './MyReviews.module.css';

export type ReviewKind = 'source' | 'brand' | 'product';
const TABS: Array<{ id: ReviewKind; label: string }> = [
  { id: 'source', label: MSG.labels.source },
  { id: 'brand', label: MSG.labels.brand },
  { id: 'product', label: MSG.labels.product },
];

/** Where the reviewed item's public page is. */
export function itemOf(kind: ReviewKind, r: MyReview): { name: string; href: string; image: string | null } {
  if (kind === 'source') return { name: r.source_name ?? '', href: `/source/${r.source_slug_url ?? ''}`, image: null };
  if (kind === 'brand') return { name: r.brand_name ?? '', href: `/brand/${r.brand_slug_url ?? ''}`, image: null };
  return {
    name: `${r.product_name ?? ''} · ${r.brand_name ?? ''}`,
    href: `/brand/${r.brand_slug_url ?? ''}/${r.product_slug_url ?? ''}`,
    image: uploadUrl('brands/products', r.product_image),
  };
}

/** /profile/my-reviews: Source / Brand / Product tabs, 10 per page (type and page in the address). */
export function MyReviewsPage() {
  const [params, setParams] = useSearchParams();
  const kind = (TABS.some((t) => t.id === params.get('type')) ? params.get('type') : 'source') as ReviewKind;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCallQuery('Get_MyReviewList', { type: kind, limit: PAGE_SIZE.myReviews, offset: pageOffset(page, PAGE_SIZE.myReviews) });
  const [editing, setEditing] = useState<MyReview | null>(null);
  const reviews = list.data?.data ?? [];

  const go = (next: { type?: ReviewKind; page?: number }) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (next.type) q.set('type', next.type);
      if (next.type) q.delete('page');
      if (next.page) q.set('page', String(next.page));
      return q;
    });

  return (
    <Card title={MSG.profile.myReviews}>
      <Tabs tabs={TABS} value={kind} onChange={(type) => go({ type })} label={MSG.profile.myReviews}>
        {list.isPending ? (
          <Placeholder variant="card" count={PLACEHOLDERS.myReviews} />
        ) : reviews.length === 0 ? (
          <EmptyState text={MSG.empty.noReviewYet} />
        ) : (
          <ul className={styles.list}>
            {reviews.map((r) => {
              const item = itemOf(kind, r);
              return (
                <li key={r.rating_id} className={styles.review} data-rating-id={r.rating_id}>
                  {item.image !== null && <Img src={item.image} alt="" width={56} height={56} className={styles.thumb} />}
                  <div className={styles.body}>
                    <div className={styles.head}>
                      <Link to={item.href} className={styles.item}>
                        {item.name}
                      </Link>
                      <StarRating value={r.rating} showValue />
                      <time className={styles.muted} dateTime={r.created_date}>
                        {formatDate(r.created_date)}
                      </time>
                    </div>
                    <SafeHtml html={r.review_comment} className={styles.comment} />
                    {Number(r.updated_review) === 1 && <p className={styles.amended}>{MSG.review.reviewAmended}</p>}
                    {r.hidden_pending_review === 1 && <p className={styles.hidden}>{MSG.manage.hiddenPendingReview}</p>}
                  </div>
                  {r.hidden_pending_review !== 1 && (
                    <Button variant="secondary" size="sm" onClick={() => setEditing(r)}>
                      {MSG.profile.edit}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <Pagination page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE.myReviews} onChange={(p) => go({ page: p })} />
      </Tabs>
      {editing && <EditReviewModal kind={kind} review={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
