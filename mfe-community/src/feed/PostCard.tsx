/**
 * One post of a feed (spec/2 §3 Post, §4): author (quick view), rank, date, edited flag, audience
 * or community badge, the sanitized HTML with hashtags linked, image, poll, like toggle with the
 * emoji burst, comments, edit and delete of one's own post, report of others', share. What each
 * write changes in the cache is the contract's declaration (WRITES), applied by useCallMutation: a
 * like answers the post's new counts (shown at once, put back if it fails); after a vote, comment or
 * edit the post is asked again and replaced wherever it is shown; a deleted post leaves the feeds.
 */
import clsx from 'clsx';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MSG, type Post } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation } from '@ironscore/data';
import { alertDialog, toast } from '@ironscore/events';
import { Img, RankBadge, ReportDialog, SafeHtml, ShareDialog, UserQuickView, communityProfilePath, confirm, fireEmojiBurst, formatNumber, lazyForm, timeAgo, type ReportReason } from '@ironscore/ui';
import { linkHashtags } from '../lib/postHtml';
import { communityStyleClass } from '../lib/communityStyle';
import { Comments } from './Comments';
import type { EditPostFormProps } from './EditPostForm';
import { Poll } from './Poll';
import styles from './Feed.module.css';

export const postPath = (postId: number) => `/community/post/${postId}`;
const LIKED = ['❤️', '👍'] as const;
const UNLIKED = ['😲'] as const;

/** Links inside post HTML (hashtags, mentions) navigate inside the app. */
function followInternalLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  const a = (event.target as HTMLElement).closest('a');
  const href = a?.getAttribute('href');
  if (!a || !href || !href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
}

/** The edit box, loaded when Edit is first pressed (react-hook-form comes with it). */
const EditPostForm = lazyForm<EditPostFormProps>(() => import('./EditPostForm').then((m) => m.EditPostForm));

export interface PostCardProps {
  post: Post;
  viewerId: number;
  /** Open the comments at first (the single post page). */
  showComments?: boolean;
  /** After the post was deleted (the single post page leaves). */
  onDeleted?: () => void;
}

export function PostCard({ post, viewerId, showComments = false, onDeleted }: PostCardProps) {
  const navigate = useNavigate();
  const [commentsOpen, setCommentsOpen] = useState(showComments || Boolean(post.show_comments));
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const liked = post.post_liked === 1;
  // The like as it will be, at once (rolled back if the call fails); the reply's counts then win.
  const like = useCallMutation('Set_CommunityPostLike', {
    feedback: 'toast',
    optimistic: () => ({ post_id: post.post_id, post_liked: liked ? 0 : 1, like_count: Math.max(0, post.like_count + (liked ? -1 : 1)) }),
  });
  const vote = useCallMutation('Set_CommunityPollAnswer', { feedback: 'toast' });
  const remove = useCallMutation('Set_CommunityPostDelete', { feedback: 'toast' });
  const report = useCallMutation('Set_CommunityPostReason', { feedback: 'toast' });
  const own = post.user_id === viewerId;
  const image = post.post_type === 'image' ? uploadUrl('community/posts', post.post_image) : null;
  const headingId = `post-${post.post_id}-author`;

  // One toggle at a time (a second click while the first is in flight would undo it).
  const liking = like.isPending;
  const onLike = async () => {
    const reply = await like.send({ post_id: post.post_id });
    if (reply) fireEmojiBurst(reply.type === 'negative' ? UNLIKED : LIKED);
  };
  const onVote = (answerNo: number) => vote.send({ post_id: post.post_id, answer_no: answerNo });
  const onDelete = async () => {
    if (!(await confirm({ title: MSG.confirm.deletePost, confirmVariant: 'danger' }))) return;
    if (!(await remove.send({ post_id: post.post_id, post_type: 'post' }))) return;
    toast('success', MSG.success.postDeleted);
    onDeleted?.();
  };
  const onReport = async (reason: ReportReason) => {
    if (!(await report.send({ post_id: post.post_id, report_reason: reason }))) return false;
    alertDialog('success', MSG.review.reportSent, MSG.review.reportThanks);
    return true;
  };

  const shareUrl = `${window.location.origin}${postPath(post.post_id)}`;

  return (
    <article className={styles.post} aria-labelledby={headingId} data-post-id={post.post_id}>
      <header className={styles.postHead}>
        <Link to={communityProfilePath(post.user_name)} className={styles.avatar} aria-label={post.user_name} tabIndex={-1}>
          <Img src={uploadUrl('users/profile', post.user_profile_image)} alt="" fallback="avatar" shape="round" width={44} height={44} />
        </Link>
        <div className={styles.postWho}>
          <h3 id={headingId} className={styles.postAuthor}>
            <UserQuickView userName={post.user_name}>{post.user_name}</UserQuickView>
            <RankBadge rank={post.user_rank} score={post.user_score} />
          </h3>
          <p className={styles.postMeta}>
            <Link to={postPath(post.post_id)} className={styles.postDate}>
              <time dateTime={post.created_date}>{timeAgo(post.created_date)}</time>
            </Link>
            {post.content_edited === 1 && <span className={styles.edited}>edited</span>}
            {post.post_method === 'community' && post.community_info ? (
              <Link
                to={`/community/page/${post.post_method_community_id}`}
                className={clsx(styles.communityBadge, communityStyleClass(post.community_info.community_style))}
              >
                {post.community_info.community_name}
              </Link>
            ) : (
              <span className={styles.audience}>{post.post_method === 'friends' ? 'Friends' : 'Everyone'}</span>
            )}
          </p>
        </div>
        <div className={styles.postTools}>
          {own ? (
            <>
              <button type="button" className={styles.textButton} onClick={() => setEditing(true)} disabled={editing}>
                Edit
              </button>
              <button type="button" className={styles.textButton} onClick={() => void onDelete()}>
                Delete
              </button>
            </>
          ) : (
            <button type="button" className={styles.textButton} onClick={() => setReporting(true)}>
              Report
            </button>
          )}
        </div>
      </header>

      {post.hidden_pending_review === 1 && <p className={styles.hiddenNote}>{MSG.manage.hiddenPendingReview}</p>}
      {editing ? (
        <EditPostForm post={post} onDone={() => setEditing(false)} />
      ) : (
        // Not a control: clicks on the post's own links (reachable and activated by keyboard
        // like any link) bubble here and stay in the single-page app.
        <div role="presentation" onClick={(e) => followInternalLink(e, navigate)}>
          <SafeHtml html={linkHashtags(post.post_content)} className={styles.postText} />
        </div>
      )}
      {image && <Img src={image} alt={`Image of post ${post.post_id}`} sizes="(max-width: 767.98px) 100vw, 640px" className={styles.postImage} />}
      {post.post_type === 'poll' && <Poll post={post} onVote={(n) => void onVote(n)} voting={vote.isPending} />}

      <footer className={styles.postActions}>
        <button
          type="button"
          className={styles.action}
          aria-pressed={liked}
          aria-busy={liking || undefined}
          onClick={() => void onLike()}
          disabled={liking}
        >
          Like <span className={styles.count}>{formatNumber(post.like_count)}</span>
        </button>
        <button type="button" className={styles.action} aria-expanded={commentsOpen} onClick={() => setCommentsOpen((o) => !o)}>
          Comments <span className={styles.count}>{formatNumber(post.comments.length)}</span>
        </button>
        <button type="button" className={styles.action} onClick={() => setSharing(true)}>
          Share
        </button>
      </footer>

      {commentsOpen && <Comments post={post} viewerId={viewerId} />}

      <ShareDialog open={sharing} onClose={() => setSharing(false)} url={shareUrl} title={MSG.catalogue.postTitle(post.post_id)} image={image} />
      <ReportDialog open={reporting} onClose={() => setReporting(false)} title={MSG.labels.reportPost} onSubmit={onReport} />
    </article>
  );
}
