/**
 * The 'Add a comment' form of a review (Panels.tsx CommentDialog loads it when the dialog opens): a
 * comment is required, success shows 'Your comment is live!' and closes.
 */
import { MSG, commentForm } from '@ironscore/contract';
import { toast } from '@ironscore/events';
import { Button, Form, TextAreaField, useContractForm } from '@ironscore/ui';
import { useCallMutation } from '@ironscore/data';
import type { PanelProps } from './Panels';
import { REVIEW_CALLS, commentPayload, textToHtml } from './target';
import styles from './Reviews.module.css';

export type CommentFormProps = PanelProps & { onCommented: () => void };

export function CommentForm({ target, ratingId, user, onClose, onCommented }: CommentFormProps) {
  const form = useContractForm(commentForm, { review_comment: '' });
  const sending = form.formState.isSubmitting;
  // A refusal shows the server's message and closes; a network failure keeps the dialog open.
  const write = useCallMutation(REVIEW_CALLS.comment[target.kind], { onFailure: (error) => error.kind !== 'network' && onClose() });
  const submit = form.submit(async ({ review_comment }) => {
    if (!(await write.send(commentPayload(target, user.user_id, ratingId, textToHtml(review_comment)) as never))) return;
    toast('success', MSG.review.commentLive);
    onClose();
    onCommented();
  });
  return (
    <Form form={form} onSubmit={submit} data-panel="comment">
      <TextAreaField name="review_comment" rows={4} placeholder="Write a comment..." aria-label="Your comment" autoFocus disabled={sending} />
      <div className={styles.panelActions}>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={sending}>
          {MSG.labels.send}
        </Button>
      </div>
    </Form>
  );
}
