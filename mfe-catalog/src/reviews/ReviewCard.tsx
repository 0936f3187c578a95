/**
 * One review of the list (spec/1 §3 "Review"): author quick-view, rank, stars, date, HTML comment,
 * image, 'updated' marker, useful vote, comments (the page owner's highlighted) and the comment and
 * report dialogs (one open at a time, owned by the list).
 */
import { useState } from 'react';
import { MSG, type LoginUser, type Review, type ReviewComment, type SourceReview } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useSession } from '@ironscore/session';
import { Img, Modal, RankBadge, SafeHtml, StarRating, UserQuickView, formatDate, formatDateTime, formatRating } from '@ironscore/ui';
import { gate } from './gate';
import { CommentDialog, ReportCommentDialog, ReportReviewDialog } from './Panels';
import { UsefulButton } from './UsefulButton';
import { reviewImageFolder, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

export type PanelKind = 'comment' | 'report';

/** Comments shown before "Show all". */
export const COMMENTS_SHOWN = 3;

const SUB_RATINGS: ReadonlyArray<{ field: keyof Pick<SourceReview, 'contact_rating' | 'delivery_rating' | 'quality_rating' | 'pricing_rating' | 'support_rating'>; label: string }> = [
  { field: 'contact_rating', label: MSG.labels.contact },
  { field: 'delivery_rating', label: MSG.labels.delivery },
  { field: 'quality_rating', label: MSG.labels.quality },
  { field: 'pricing_rating', label: MSG.labels.pricing },
  { field: 'support_rating', label: MSG.labels.support },
];

const userImage = (file: string | null | undefined) => uploadUrl('users/profile', file);

function Author({ name, image, rank, score, size = 'md' }: { name: string; image: string; rank: Review['user_rank']; score: number; size?: 'md' | 'sm' }) {
  return (
    <span className={styles.author} data-size={size}>
      <UserQuickView userName={name} className={styles.authorTrigger}>
        <Img src={userImage(image)} alt="" fallback="avatar" shape="round" width={40} height={40} className={styles.avatar} />
        <span className={styles.authorName}>{name}</span>
      </UserQuickView>
      <RankBadge rank={rank} score={score} className={styles.rank} />
    </span>
  );
}

function When({ date }: { date: string }) {
  return (
    <time className={styles.date} dateTime={date} title={formatDateTime(date)}>
      {formatDate(date)}
    </time>
  );
}

export function CommentItem({ comment, owner, ownerLabel, target }: { comment: ReviewComment; owner: boolean; ownerLabel: string; target: ReviewTarget }) {
  const user = useSession((s) => s.user);
  const [reporting, setReporting] = useState(false);
  const mine = !!user && user.user_id === comment.user_id;
  return (
    <li className={styles.comment} data-owner={owner || undefined}>
      <div className={styles.commentHead}>
        <Author name={comment.user_name} image={comment.user_profile_image} rank={comment.user_rank} score={comment.user_score} size="sm" />
        {owner && <span className={styles.ownerTag}>{ownerLabel}</span>}
        <When date={comment.created_date} />
        {Number(comment.updated_comment) === 1 && <span className={styles.updated}>edited</span>}
        {!mine && (
          <button
            type="button"
            className={`${styles.action} ${styles.reportAction} ${styles.commentReport}`}
            aria-haspopup="dialog"
            aria-label={`Report the comment by ${comment.user_name}`}
            onClick={() => gate('report', target.kind, user) && setReporting(true)}
          >
            <span>Report</span>
          </button>
        )}
      </div>
      <SafeHtml html={comment.review_comment} className={styles.commentText} />
      {user && <ReportCommentDialog open={reporting} target={target} commentId={comment.comment_id} onClose={() => setReporting(false)} />}
    </li>
  );
}

export interface ReviewCardProps {
  review: Review;
  target: ReviewTarget;
  ownerUserId?: number;
  /** 'Source owner', 'Brand owner'. */
  ownerLabel: string;
  panel: PanelKind | null;
  onPanel: (panel: PanelKind | null) => void;
  /** Reload the list after a vote or a comment. */
  onChanged: () => void;
}

export function ReviewCard({ review, target, ownerUserId, ownerLabel, panel, onPanel, onChanged }: ReviewCardProps) {
  const user = useSession((s) => s.user);
  const [allComments, setAllComments] = useState(false);
  const [zoom, setZoom] = useState(false);
  const image = uploadUrl(reviewImageFolder(target.kind), review.review_image);
  const comments = Array.isArray(review.comments) ? review.comments : [];
  const shownComments = allComments ? comments : comments.slice(0, COMMENTS_SHOWN);
  const source = target.kind === 'source' ? (review as SourceReview) : null;
  const mine = !!user && user.user_id === review.user_id;
  const isOwner = (c: ReviewComment) => ownerUserId !== undefined && ownerUserId !== null && Number(c.user_id) === Number(ownerUserId);

  const open = (kind: PanelKind) => {
    if (panel === kind) {
      onPanel(null);
      return;
    }
    if (!gate(kind, target.kind, user)) return;
    onPanel(kind);
  };

  return (
    <article className={styles.card} aria-label={`Review by ${review.user_name}`} data-rating-id={review.rating_id}>
      <header className={styles.cardHead}>
        <Author name={review.user_name} image={review.user_profile_image} rank={review.user_rank} score={review.user_score} />
        {mine && <span className={styles.mineTag}>Your review</span>}
        <span className={styles.cardMeta}>
          <When date={review.created_date} />
        </span>
      </header>

      <div className={styles.ratingLine}>
        <StarRating value={review.rating} size={18} />
        <span className={styles.ratingValue}>{formatRating(review.rating)}</span>
        {source && (
          <ul className={styles.subRatings} aria-label="Sub-ratings">
            {SUB_RATINGS.map((s) =>
              Number(source[s.field]) > 0 ? (
                <li key={s.field}>
                  {s.label} <strong>{source[s.field]}</strong>
                </li>
              ) : null,
            )}
          </ul>
        )}
      </div>

      <div className={styles.bodyRow}>
        <SafeHtml html={review.review_comment} className={styles.text} />
        {image && (
          <button type="button" className={styles.thumb} onClick={() => setZoom(true)} aria-label="Show the review image">
            <Img src={image} alt={`Photo by ${review.user_name}`} sizes="(max-width: 575.98px) 100vw, 112px" width={112} height={112} className={styles.thumbImg} />
          </button>
        )}
      </div>
      {Number(review.updated_review) === 1 && <p className={styles.amended}>{MSG.review.reviewAmended}</p>}

      <footer className={styles.actions}>
        <UsefulButton target={target} ratingId={review.rating_id} count={Number(review.useful_count) || 0} onVoted={onChanged} />
        <button
          type="button"
          className={styles.action}
          aria-haspopup="dialog"
          data-active={panel === 'comment' || undefined}
          onClick={() => open('comment')}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12z" />
          </svg>
          <span>Comment</span>
          {comments.length > 0 && <span className={styles.count}>{comments.length}</span>}
        </button>
        <span className={styles.spacer} />
        <button
          type="button"
          className={`${styles.action} ${styles.reportAction}`}
          aria-haspopup="dialog"
          data-active={panel === 'report' || undefined}
          onClick={() => open('report')}
        >
          <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
          </svg>
          <span>Report</span>
        </button>
      </footer>


      {comments.length > 0 && (
        <div className={styles.comments}>
          <ul className={styles.commentList} aria-label={`Comments on the review by ${review.user_name}`}>
            {shownComments.map((c) => (
              <CommentItem key={c.comment_id} comment={c} owner={isOwner(c)} ownerLabel={ownerLabel} target={target} />
            ))}
          </ul>
          {comments.length > COMMENTS_SHOWN && (
            <button type="button" className={styles.more} onClick={() => setAllComments((v) => !v)}>
              {allComments ? 'Show fewer comments' : `Show all ${comments.length} comments`}
            </button>
          )}
        </div>
      )}

      {user && (
        <>
          <CommentDialog
            open={panel === 'comment'}
            target={target}
            ratingId={review.rating_id}
            user={user as LoginUser}
            onClose={() => onPanel(null)}
            onCommented={onChanged}
          />
          <ReportReviewDialog open={panel === 'report'} target={target} ratingId={review.rating_id} user={user} onClose={() => onPanel(null)} />
        </>
      )}

      {image && (
        <Modal open={zoom} onClose={() => setZoom(false)} title={`Photo by ${review.user_name}`} size="lg">
          <img src={image} alt={`Attached to the review of ${review.user_name}, full size`} className={styles.zoomImg} />
        </Modal>
      )}
    </article>
  );
}
