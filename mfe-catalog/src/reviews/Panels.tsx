/**
 * The comment and report dialogs of a review (spec/1 §2 "Modals", §4 "Comment and report", §5):
 * a comment is required ('This field cannot be left blank!'), success shows 'Your comment is
 * live!' and closes; a report needs one of the fixed reasons, success closes and shows 'Report
 * Sent' / 'Thank you for your feedback.' (also for a comment's report). A refusal shows the server's message and closes the
 * dialog; an error keeps it open with the button re-enabled. The list opens at most one of them.
 */
import { useRef } from 'react';
import { MSG, type LoginUser } from '@ironscore/contract';
import { alertDialog } from '@ironscore/events';
import { Modal, ReportDialog, ReportForm, lazyForm } from '@ironscore/ui';
import { useCallMutation, type CallErrorKind } from '@ironscore/data';
import type { CommentFormProps } from './CommentForm';
import { REVIEW_CALLS, commentReportPayload, reportPayload, type ReviewTarget } from './target';

export interface PanelProps {
  target: ReviewTarget;
  ratingId: number;
  user: LoginUser;
  onClose: () => void;
}

/** The comment form, loaded when the dialog first opens (react-hook-form comes with it). */
const CommentForm = lazyForm<CommentFormProps>(() => import('./CommentForm').then((m) => m.CommentForm));

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
  const failed = useRef<CallErrorKind | null>(null);
  const write = useCallMutation(REVIEW_CALLS.report[target.kind], { onFailure: (error) => (failed.current = error.kind) });
  return (
    <Modal open={open} onClose={onClose} title="Report this review" size="sm">
      {open && (
        <div data-panel="report">
          <ReportForm
            onCancel={onClose}
            onDone={onClose}
            onSubmit={async (reason) => {
              failed.current = null;
              if (await write.send(reportPayload(target, user.user_id, ratingId, reason) as never)) {
                alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
                return true;
              }
              // A network failure keeps the form open and re-enables its button.
              return failed.current !== 'network';
            }}
          />
        </div>
      )}
    </Modal>
  );
}

/** 'Report comment' dialog (issue 24): the shared ReportDialog sending the kind's comment report call. */
export function ReportCommentDialog({ open, target, commentId, onClose }: { open: boolean; target: ReviewTarget; commentId: number; onClose: () => void }) {
  const failed = useRef<CallErrorKind | null>(null);
  const write = useCallMutation(REVIEW_CALLS.commentReport[target.kind], { onFailure: (error) => (failed.current = error.kind) });
  return (
    <ReportDialog
      open={open}
      onClose={onClose}
      title={MSG.labels.reportComment}
      onSubmit={async (reason) => {
        failed.current = null;
        if (await write.send(commentReportPayload(target, commentId, reason) as never)) {
          alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
          return true;
        }
        // A network failure keeps the form open and re-enables its button.
        return failed.current !== 'network';
      }}
    />
  );
}
