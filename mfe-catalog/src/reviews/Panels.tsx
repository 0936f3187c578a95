/**
 * The comment panel and the report panel under a review (spec/1 §4 "Comment and report", §5):
 * a comment is required ('This field cannot be left blank!'), success shows 'Your comment is
 * live!'; a report needs one of the fixed reasons, success closes the panel and shows 'Report
 * Sent' / 'Thank you for your feedback.'. A refusal shows the server's message and closes the
 * panel; an error keeps it open with the button re-enabled.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, commentForm, fieldErrors, type LoginUser } from '@ironscore/contract';
import { alertDialog, toast } from '@ironscore/events';
import { Button, FormField, ReportForm, TextArea } from '@ironscore/ui';
import { reportFailure, settle } from './gate';
import { forgetCachedStrips, sendComment, sendReport, textToHtml, type ReviewTarget } from './target';
import styles from './Reviews.module.css';

interface PanelProps {
  target: ReviewTarget;
  ratingId: number;
  user: LoginUser;
  onClose: () => void;
}

export function CommentPanel({ target, ratingId, user, onClose, onCommented }: PanelProps & { onCommented: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const client = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const html = textToHtml(text);
    const problems = fieldErrors(commentForm, { review_comment: html });
    if (problems.review_comment) {
      setError(problems.review_comment);
      toast('warning', MSG.pleaseCheckAllFields);
      return;
    }
    setError(null);
    setSending(true);
    const outcome = await settle(() => sendComment(target, user.user_id, ratingId, html));
    setSending(false);
    if (outcome.kind === 'ok') {
      forgetCachedStrips(client, 'comment', target.kind);
      toast('success', MSG.review.commentLive);
      onClose();
      onCommented();
      return;
    }
    reportFailure(outcome);
    if (outcome.kind !== 'error') onClose();
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-t`} data-panel="comment">
      <p id={`${id}-t`} className={styles.panelTitle}>
        Add a comment
      </p>
      <FormField error={error}>
        <TextArea
          value={text}
          rows={3}
          placeholder="Write a comment..."
          aria-label="Your comment"
          autoFocus
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          disabled={sending}
        />
      </FormField>
      <div className={styles.panelActions}>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={sending}>
          {MSG.labels.send}
        </Button>
      </div>
    </form>
  );
}

export function ReportPanel({ target, ratingId, user, onClose }: PanelProps) {
  const id = useId();
  return (
    <div className={styles.panel} role="group" aria-labelledby={`${id}-t`} data-panel="report">
      <p id={`${id}-t`} className={styles.panelTitle}>
        Report this review
      </p>
      <ReportForm
        className={styles.reportForm}
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
  );
}
