/**
 * A post's comments: the list (own comments deletable, others' reportable; one's own comment hidden
 * pending review is labelled) and the comment box (CommentForm, loaded when the comments first open).
 * After a comment or a delete the post is read again wherever it is shown (the calls' declarations in
 * the contract's WRITES, applied by useCallMutation).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, type Post } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation } from '@ironscore/data';
import { alertDialog } from '@ironscore/events';
import { Img, ReportDialog, SafeHtml, communityProfilePath, confirm, lazyForm, timeAgo, type ReportReason } from '@ironscore/ui';
import { linkHashtags } from '../lib/postHtml';
import type { CommentFormProps } from './CommentForm';
import styles from './Feed.module.css';

/** The comment box, loaded when the comments first open (react-hook-form comes with it). */
const CommentForm = lazyForm<CommentFormProps>(() => import('./CommentForm').then((m) => m.CommentForm));

export interface CommentsProps {
  post: Post;
  viewerId: number;
}

export function Comments({ post, viewerId }: CommentsProps) {
  const remove = useCallMutation('Set_CommunityPostDelete', { feedback: 'toast' });
  const report = useCallMutation('Set_CommunityPostReason', { feedback: 'toast' });
  const [reporting, setReporting] = useState<number | null>(null);

  const onDelete = async (commentId: number) => {
    if (!(await confirm({ title: MSG.confirm.deleteComment, confirmVariant: 'danger' }))) return;
    await remove.send({ post_id: commentId, post_type: 'comment' });
  };

  const onReport = async (reason: ReportReason) => {
    if (!(await report.send({ post_id: reporting!, report_reason: reason }))) return false;
    alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
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
      <CommentForm postId={post.post_id} />
    </section>
  );
}
