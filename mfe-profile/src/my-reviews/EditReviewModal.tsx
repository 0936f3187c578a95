import { MSG, reviewEditForm, type MyReview } from '@ironscore/contract';
import { alertDialog, toast } from '@ironscore/events';
import { isCallError, useCallMutation } from '@ironscore/data';
import { Form, FormButtons, FormNotice, Modal, StarsField, TextAreaField, htmlToText, textToHtml, useContractForm } from '@ironscore/ui';
import type { ReviewKind } from './MyReviewsPage';
import styles from './MyReviews.module.css';

const SUB_RATINGS = [
  ['contact_rating', MSG.labels.contact],
  ['delivery_rating', MSG.labels.delivery],
  ['quality_rating', MSG.labels.quality],
  ['pricing_rating', MSG.labels.pricing],
  ['support_rating', MSG.labels.support],
] as const;

const stars = (x: number | undefined) => Math.min(5, Math.max(1, Math.round(Number(x) || 1)));

/**
 * Edit one of my reviews (spec/2 §4 review edit modal): the five sub-ratings for a source, one
 * rating otherwise, the comment (blank refused). Submitted once; success toasts "Your review has
 * been edited" and closes; a refusal shows the server's message in a warning and closes; a token
 * error closes (the shell signs the user out).
 */
export function EditReviewModal({ kind, review, onClose }: { kind: ReviewKind; review: MyReview; onClose: () => void }) {
  const form = useContractForm(reviewEditForm, {
    review_comment: htmlToText(review.review_comment),
    rating: stars(review.rating),
    contact_rating: stars(review.contact_rating),
    delivery_rating: stars(review.delivery_rating),
    quality_rating: stars(review.quality_rating),
    pricing_rating: stars(review.pricing_rating),
    support_rating: stars(review.support_rating),
  });
  const edit = useCallMutation('Set_EditMyReview');
  const submit = form.submit(async (value) => {
    try {
      const reply = await edit.mutateAsync({ type: kind, rating_id: review.rating_id, ...value, review_comment: textToHtml(value.review_comment) });
      toast('success', reply.message || MSG.success.reviewEdited);
      onClose();
    } catch (error) {
      if (!isCallError(error)) throw error;
      if (error.kind === 'refused' && Object.keys(error.fieldErrors).length > 0) {
        form.failed(error.reply);
        return;
      }
      onClose();
      if (error.kind !== 'token') alertDialog('warning', MSG.warningTitle, error.message);
    }
  });
  return (
    <Modal open onClose={onClose} title={MSG.profile.editReview} size="md">
      <Form form={form} onSubmit={submit} className={styles.form}>
        {kind === 'source' ? (
          <div className={styles.subRatings}>
            {SUB_RATINGS.map(([name, label]) => (
              <StarsField key={name} name={name} label={label} starsLabel={label} />
            ))}
          </div>
        ) : (
          <StarsField name="rating" label={MSG.labels.rating} starsLabel={MSG.labels.rating} />
        )}
        <TextAreaField name="review_comment" label={MSG.profile.reviewComment} rows={5} required />
        <FormNotice />
        <FormButtons onCancel={onClose} submitLabel={MSG.profile.save} />
      </Form>
    </Modal>
  );
}
