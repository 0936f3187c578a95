/**
 * The comment and report dialogs of a review (spec/1 §2 "Modals", §4 "Comment and report", §5):
 * a comment is required ('This field cannot be left blank!'), success shows 'Your comment is
 * live!' and closes; a report needs one of the fixed reasons, success closes and shows 'Report
 * Sent' / 'Thank you for your feedback.' (also for a comment's report). A refusal shows the server's message and closes the
 * dialog; an error keeps it open with the button re-enabled. The list opens at most one of them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { MSG, commentForm, type LoginUser } from '@ironscore/contract';
import { alertDialog, toast } from '@ironscore/events';
import { Button, Form, Modal, ReportDialog, ReportForm, TextAreaField, useContractForm } from '@ironscore/ui';
import { reportFailure, settle } from './gate';
import { forgetCachedStrips, sendComment, sendCommentReport, sendReport, textToHtml, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

interface PanelProps {
  target: ReviewTarget;
  ratingId: number;
  user: LoginUser;
  onClose: () => void;
}

function CommentForm({ target, ratingId, user, onClose, onCommented }: PanelProps & { onCommented: () => void }) {
  const form = useContractForm(commentForm, { review_comment: '' });
  const sending = form.formState.isSubmitting;
  const client = useQueryClient();
  const submit = form.submit(async ({ review_comment }) => {
    const outcome = await settle(() => sendComment(target, user.user_id, ratingId, textToHtml(review_comment)));
    if (outcome.kind === 'ok') {
      forgetCachedStrips(client, 'comment', target.kind);
      toast('success', MSG.review.commentLive);
      onClose();
      onCommented();
      return;
    }
    reportFailure(outcome);
    if (outcome.kind !== 'error') onClose();
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

/** 'Add a comment' dialog (new form each time it opens). */
export function CommentDialog({ open, ...props }: PanelProps & { open: boolean; onCommented: () => void }) {
  return (
    <Modal open={open} onClose={props.onClose} title="Add a comment" size="sm">
      {open && <CommentForm {...props} />}
    </Modal>
  );
}

/** 'Report this review' dialog: the shared ReportForm (reason radio group) sending the kind's report call. */
export function ReportReviewDialog({ open, target, ratingId, user, onClose }: PanelProps & { open: boolean }) {
  return (
    <Modal open={open} onClose={onClose} title="Report this review" size="sm">
      {open && (
        <div data-panel="report">
          <ReportForm
            onCancel={onClose}
            onDone={onClose}
            onSubmit={async (reason) => {
              const outcome = await settle(() => sendReport(target, user.user_id, ratingId, reason));
              if (outcome.kind === 'ok') {
                alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
                return true;
              }
              reportFailure(outcome);
              // An error keeps the form open and re-enables its button.
              if (outcome.kind === 'error') throw new Error(outcome.error);
              return true;
            }}
          />
        </div>
      )}
    </Modal>
  );
}

/** 'Report comment' dialog (issue 24): the shared ReportDialog sending the kind's comment report call. */
export function ReportCommentDialog({ open, target, commentId, onClose }: { open: boolean; target: ReviewTarget; commentId: number; onClose: () => void }) {
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      title={MSG.labels.reportComment}
      onSubmit={async (reason) => {
        const outcome = await settle(() => sendCommentReport(target, commentId, reason));
        if (outcome.kind === 'ok') {
          alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
          return true;
        }
        reportFailure(outcome);
        // An error keeps the form open and re-enables its button.
        if (outcome.kind === 'error') throw new Error(outcome.error);
        return true;
      }}
    />
  );
}
