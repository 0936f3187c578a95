import { Link } from 'react-router-dom';
import { StarRating } from '@ironscore/ui';
import type { HomeComment, Review } from '@ironscore/contract';
import { UserChip } from './UserChip';
import { paths } from '../lib/links';
import { formatDay, textExcerpt } from '../lib/format';
import styles from './StripCards.module.css';

/** A review in the home Recent Reviews strip: author, stars, date, reviewed item link, comment. */
export function ReviewStripCard({ review, kind }: { review: Review; kind: 'source' | 'brand' }) {
  const itemName = kind === 'source' ? review.source_name : review.brand_name;
  const itemSlug = kind === 'source' ? review.source_slug_url : review.brand_slug_url;
  const to = itemSlug ? (kind === 'source' ? paths.source(itemSlug) : paths.brand(itemSlug)) : null;
  return (
    <article className={styles.card}>
      <header className={styles.head}>
        <UserChip name={review.user_name} image={review.user_profile_image} sub={formatDay(review.created_date)} />
        <StarRating value={review.rating} size={14} />
      </header>
      <p className={styles.comment}>{textExcerpt(review.review_comment, 120)}</p>
      {to && itemName && (
        <Link to={to} className={styles.item}>
          {kind === 'source' ? 'Source' : 'Brand'}: <strong>{itemName}</strong>
        </Link>
      )}
    </article>
  );
}

/** A comment in the home Recent Comments strip. */
export function CommentStripCard({ comment }: { comment: HomeComment }) {
  const isSource = comment.type === 'source';
  const name = isSource ? comment.source_name : comment.brand_name;
  const slug = isSource ? comment.source_slug_url : comment.brand_slug_url;
  const to = slug ? (isSource ? paths.source(slug) : paths.brand(slug)) : null;
  return (
    <article className={`${styles.card} ${styles.commentCard}`}>
      <header className={styles.head}>
        <UserChip name={comment.user_name} image={comment.user_profile_image} sub={formatDay(comment.created_date)} />
      </header>
      <p className={styles.quote}>{textExcerpt(comment.review_comment, 110)}</p>
      {to && name && (
        <Link to={to} className={styles.item}>
          on <strong>{name}</strong>
        </Link>
      )}
    </article>
  );
}
