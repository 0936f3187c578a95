/**
 * A post's comments: the list (own comments deletable, others' reportable; one's own comment hidden
 * pending review is labelled) and the comment box ("Your comment has been shared."). After a
 * comment or a delete the post is asked again (the caller's `onChanged`).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, postCommentForm, type Post, type REPORT_REASONS } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { isCallError, useCallMutation } from '@ironscore/data';
import { alertDialog } from '@ironscore/events';
import {
  Button,
  Form,
  FormNotice,
  Img,
  ReportDialog,
  SafeHtml,
  TextAreaField,
  communityProfilePath,
  confirm,
  timeAgo,
  toast,
  useContractForm,
} from '@ironscore/ui';
import { linkHashtags, textToPostHtml } from '../lib/postHtml';
import styles from './Feed.module.css';

export interface CommentsProps {
  post: Post;
  viewerId: number;
  onChanged: () => Promise<void>;
}

export function Comments({ post, viewerId, onChanged }: CommentsProps) {
  const form = useContractForm(postCommentForm, { post_content: '' });
  const send = useCallMutation('Set_NewCommunityComment');
  const remove = useCallMutation('Set_CommunityPostDelete');
  const report = useCallMutation('Set_CommunityPostReason');
  const [reporting, setReporting] = useState<number | null>(null);

  const submit = form.submit(async ({ post_content }) => {
    try {
      await send.mutateAsync({ parent_post_id: post.post_id, post_content: textToPostHtml(post_content) });
    } catch (error) {
      if (isCallError(error)) return form.failed(error.reply ?? { message: error.message });
      throw error;
    }
    form.reset({ post_content: '' });
    toast.success(MSG.success.commentShared);
    await onChanged();
  });

  const onDelete = async (commentId: number) => {
    if (!(await confirm({ title: MSG.confirm.deleteComment, confirmVariant: 'danger' }))) return;
    try {
      await remove.mutateAsync({ post_id: commentId, post_type: 'comment' });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return;
    }
    await onChanged();
  };

  const onReport = async (reason: (typeof REPORT_REASONS)[number]) => {
    try {
      await report.mutateAsync({ post_id: reporting!, report_reason: reason });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
    void alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
    return true;
  };

  return (
    <section className={styles.comments} aria-label={`Comments of post ${post.post_id}`}>
      {post.comments.length > 0 && (
        <ul className={styles.commentList}>
          {post.comments.map((c) => (
            <li key={c.post_id} className={styles.comment}>
              <Link to={communityProfilePath(c.user_name)} className={styles.commentAvatar} aria-label={c.user_name}>
                <Img src={uploadUrl('users/profile', c.user_profile_image)} alt="" fallback="avatar" shape="round" width={32} height={32} />
              </Link>
              <div className={styles.commentBody}>
                <p className={styles.commentHead}>
                  <Link to={communityProfilePath(c.user_name)}>{c.user_name}</Link>
                  <time dateTime={c.created_date}>{timeAgo(c.created_date)}</time>
                  {c.user_id === viewerId ? (
                    <button type="button" className={styles.textButton} onClick={() => void onDelete(c.post_id)}>
                      Delete
                    </button>
                  ) : (
                    <button type="button" className={styles.textButton} aria-label={`Report the comment by ${c.user_name}`} onClick={() => setReporting(c.post_id)}>
                      Report
                    </button>
                  )}
                </p>
                {c.hidden_pending_review === 1 && <p className={styles.hiddenNote}>{MSG.manage.hiddenPendingReview}</p>}
                <SafeHtml html={linkHashtags(c.post_content)} className={styles.commentText} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <ReportDialog open={reporting !== null} onClose={() => setReporting(null)} title={MSG.labels.reportComment} onSubmit={onReport} />
      <Form form={form} onSubmit={submit} className={styles.commentForm}>
        <TextAreaField name="post_content" id={`comment-${post.post_id}`} aria-label="Write a comment" placeholder="Write a comment..." rows={2} />
        <FormNotice />
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Comment
        </Button>
      </Form>
    </section>
  );
}
