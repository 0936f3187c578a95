/**
 * The READ modal of a received review (spec/3 §2.5, §2.6): reviewer, rank and score, sub-ratings
 * (sources), stars, text, "This review has subsequently been amended.", comment count, date, a
 * comment panel and a report panel (one open at a time) and the thread, the owner's own comments
 * highlighted, each comment by someone else with its Report (issue 24: the shared report dialog).
 * Read fresh through Get_*ReviewSingle (answers the listing's owner only); a comment by the owner
 * reads "Your comment has been successfully submitted.", a report "Report Sent".
 */
import { useState } from 'react';
import { uploadUrl } from '@ironscore/api';
import {
  MSG,
  commentForm,
  type ReceivedBrandReview,
  type ReceivedProductReview,
  type ReceivedSourceReview,
} from '@ironscore/contract';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { alertDialog, toast } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import {
  Button,
  Form,
  FormButtons,
  FormNotice,
  Img,
  Modal,
  Placeholder,
  RankBadge,
  ReportDialog,
  ReportForm,
  SafeHtml,
  StarRating,
  TextAreaField,
  formatDate,
  textToHtml,
  useContractForm,
} from '@ironscore/ui';
import styles from './Reviews.module.css';

export type ReceivedKind = 'source' | 'brand' | 'product';

type AnyReview = ReceivedSourceReview | ReceivedBrandReview | ReceivedProductReview;

const SINGLE = {
  source: 'Get_SourceReviewSingle',
  brand: 'Get_BrandReviewSingle',
  product: 'Get_BrandProductReviewSingle',
} as const;

export const SUB_RATINGS = [
  ['contact_rating', MSG.labels.contact],
  ['delivery_rating', MSG.labels.delivery],
  ['quality_rating', MSG.labels.quality],
  ['pricing_rating', MSG.labels.pricing],
  ['support_rating', MSG.labels.support],
] as const;

function ratingOf(kind: ReceivedKind, r: AnyReview): number {
  return kind === 'product' ? (r as ReceivedProductReview).product_rating : (r as ReceivedSourceReview).rating;
}

export function ReviewModal({ kind, ratingId, onClose }: { kind: ReceivedKind; ratingId: number; onClose: () => void }) {
  const query = useCallQuery(SINGLE[kind], { rating_id: ratingId });
  const me = useSession((s) => s.user?.user_id ?? 0);
  const [panel, setPanel] = useState<'comment' | 'report' | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const review = query.data?.data as AnyReview | null | undefined;

  return (
    <Modal open onClose={onClose} title="Review" size="lg">
      {query.isPending && <Placeholder variant="line" count={4} />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {review && (
        <article className={styles.review} aria-label={`Review by ${review.user_name}`}>
          <header className={styles.reviewer}>
            <Img src={uploadUrl('users/profile', review.user_profile_image)} fallback="avatar" alt="" width={48} height={48} className={styles.avatar} />
            <div>
              <p className={styles.name}>{review.user_name}</p>
              <RankBadge rank={review.user_rank} score={review.user_score} />
              <span className={styles.score}> {review.user_score} karma</span>
            </div>
          </header>
          <div className={styles.ratingRow}>
            <StarRating value={ratingOf(kind, review)} showValue />
            {kind === 'source' && (
              <ul className={styles.subRatings} aria-label="Sub-ratings">
                {SUB_RATINGS.map(([key, label]) => (
                  <li key={key}>
                    {label}: <strong>{(review as ReceivedSourceReview)[key]}</strong>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <SafeHtml html={review.review_comment} className={styles.text} />
          {review.updated_review === 1 && <p className={styles.amended}>{MSG.review.reviewAmended}</p>}
          <p className={styles.meta}>
            <span>{review.comments.length} comments</span> · <time dateTime={review.created_date}>{formatDate(review.created_date)}</time>
          </p>
          <div className={styles.actions}>
            <Button variant={panel === 'comment' ? 'primary' : 'secondary'} size="sm" aria-expanded={panel === 'comment'} onClick={() => setPanel(panel === 'comment' ? null : 'comment')}>
              {MSG.labels.commentAction}
            </Button>
            <Button variant={panel === 'report' ? 'primary' : 'secondary'} size="sm" aria-expanded={panel === 'report'} onClick={() => setPanel(panel === 'report' ? null : 'report')}>
              {MSG.labels.reportAction}
            </Button>
          </div>
          {panel === 'comment' && <CommentPanel kind={kind} review={review} onDone={() => setPanel(null)} />}
          {panel === 'report' && <ReportPanel kind={kind} review={review} onDone={() => setPanel(null)} />}
          <ol className={styles.thread} aria-label="Comments">
            {review.comments.map((c, i) => (
              <li key={i} className={c.user_id === me ? `${styles.comment} ${styles.own}` : styles.comment} data-own={c.user_id === me || undefined}>
                <p className={styles.name}>
                  {c.user_name} <time dateTime={c.created_date}>{formatDate(c.created_date)}</time>
                </p>
                <SafeHtml html={c.review_comment} />
                {c.user_id !== me && (
                  <Button variant="ghost" size="sm" className={styles.commentReport} aria-haspopup="dialog" aria-label={`Report the comment by ${c.user_name}`} onClick={() => setReporting(c.comment_id)}>
                    {MSG.labels.reportAction}
                  </Button>
                )}
              </li>
            ))}
          </ol>
          <ReportCommentDialog kind={kind} review={review} commentId={reporting} onClose={() => setReporting(null)} />
        </article>
      )}
    </Modal>
  );
}

/** The ids every comment / report call of `kind` takes. */
function targetOf(kind: ReceivedKind, r: AnyReview) {
  if (kind === 'source') return { source_id: (r as ReceivedSourceReview).source_id };
  if (kind === 'brand') return { brand_id: (r as ReceivedBrandReview).brand_id };
  const p = r as ReceivedProductReview;
  return { brand_id: p.brand_id, product_id: p.product_id };
}

const COMMENT = { source: 'Set_SourceNewComment', brand: 'Set_BrandNewComment', product: 'Set_BrandProductNewComment' } as const;
const REPORT = { source: 'Set_SourceReviewReport', brand: 'Set_BrandReviewReport', product: 'Set_BrandProductReviewReport' } as const;
const COMMENT_REPORT = {
  source: 'Set_SourceReviewCommentReport',
  brand: 'Set_BrandReviewCommentReport',
  product: 'Set_BrandProductReviewCommentReport',
} as const;

/**
 * The onSubmit of a report form sending `call`: "Report Sent" when it is taken; a refusal is the
 * warning dialog (default feedback); the form closes either way.
 */
function useSendReport(call: (typeof REPORT)[ReceivedKind] | (typeof COMMENT_REPORT)[ReceivedKind]) {
  const report = useCallMutation(call);
  return async (payload: Record<string, unknown>) => {
    if (await report.send(payload as never)) alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
    return true;
  };
}

function CommentPanel({ kind, review, onDone }: { kind: ReceivedKind; review: AnyReview; onDone: () => void }) {
  const form = useContractForm(commentForm, { review_comment: '' });
  const send = useCallMutation(COMMENT[kind], { feedback: { form } });
  const submit = form.submit(async () => {
    const reply = await send.send({
      ...targetOf(kind, review),
      parent_rating_id: review.rating_id,
      review_comment: textToHtml(form.getValues('review_comment')),
    } as never);
    if (!reply) return;
    toast('success', reply.message || MSG.review.commentSubmitted);
    onDone();
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.panel} aria-label="Add a comment">
      <TextAreaField name="review_comment" label="Your comment" required rows={3} />
      <FormNotice />
      <FormButtons size="sm" onCancel={onDone} submitLabel={MSG.labels.send} />
    </Form>
  );
}

function ReportPanel({ kind, review, onDone }: { kind: ReceivedKind; review: AnyReview; onDone: () => void }) {
  const send = useSendReport(REPORT[kind]);
  return (
    <div className={styles.panel} role="group" aria-label="Report this review">
      <ReportForm
        onCancel={onDone}
        onDone={onDone}
        onSubmit={(reason) => send({ ...targetOf(kind, review), rating_id: review.rating_id, report_reason: reason })}
      />
    </div>
  );
}

/** 'Report comment' (issue 24): the shared report dialog for the comment `commentId` (open while set). */
function ReportCommentDialog({ kind, review, commentId, onClose }: { kind: ReceivedKind; review: AnyReview; commentId: number | null; onClose: () => void }) {
  const send = useSendReport(COMMENT_REPORT[kind]);
  return (
    <ReportDialog
      open={commentId !== null}
      onClose={onClose}
      title={MSG.labels.reportComment}
      onSubmit={(reason) => send({ ...targetOf(kind, review), comment_id: commentId, report_reason: reason })}
    />
  );
}
