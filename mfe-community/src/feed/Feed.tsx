/**
 * A feed of posts with infinite scroll (spec/2 §4): 10 posts a page, newest first, paged by the
 * server's keyset cursor (before_post_id = last post_id, offset = posts loaded so far). The next page
 * loads when the bottom anchor comes into view while loaded < total; then "No more content.".
 */
import { useCallback, useRef } from 'react';
import { MSG, PAGE_SIZE, type PayloadIn, type Post } from '@ironscore/contract';
import { useCallInfiniteQuery, type Reply } from '@ironscore/data';
import { Button, EmptyState, Placeholder, Spinner } from '@ironscore/ui';
import { PostCard } from './PostCard';
import styles from './Feed.module.css';

export type FeedFilter = Partial<Pick<PayloadIn<'Get_CommunityPostList'>, 'community_id' | 'user_id' | 'hashtag_name'>>;

/** The next page's fields from the pages loaded so far, or null when everything is loaded. */
export function nextFeedPage(pages: Reply<'Get_CommunityPostList'>[]) {
  const loaded: Post[] = pages.flatMap((p) => p.data ?? []);
  const last = pages[pages.length - 1];
  if (!last || loaded.length === 0 || loaded.length >= last.total || (last.data ?? []).length === 0) return null;
  return { offset: loaded.length, before_post_id: loaded[loaded.length - 1]!.post_id };
}

/** A callback ref: `onVisible` runs whenever the element it is given scrolls into view. */
function useBottomAnchor(onVisible: () => void) {
  const latest = useRef(onVisible);
  latest.current = onVisible;
  return useCallback((el: HTMLDivElement | null) => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '400px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
}

export interface FeedProps {
  filter?: FeedFilter;
  viewerId: number;
  /** Shown when the feed has no post at all. */
  emptyText?: string;
  label?: string;
}

export function Feed({ filter = {}, viewerId, emptyText = MSG.empty.communityFeedEmpty, label = 'Posts' }: FeedProps) {
  const feed = useCallInfiniteQuery('Get_CommunityPostList', { limit: PAGE_SIZE.feed, hashtag_name: '', ...filter }, nextFeedPage);
  const posts = feed.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  const more = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetching) void feed.fetchNextPage();
  };
  const anchor = useBottomAnchor(more);

  if (feed.isPending) return <Placeholder variant="card" count={3} />;
  if (feed.isError && posts.length === 0) return <EmptyState text={feed.error.message} />;
  if (posts.length === 0) return <EmptyState text={emptyText} />;
  return (
    <section className={styles.feed} aria-label={label}>
      {posts.map((post) => (
        <PostCard key={post.post_id} post={post} viewerId={viewerId} />
      ))}
      <div ref={anchor} className={styles.feedEnd}>
        {feed.isFetchingNextPage ? (
          <Spinner label="Loading more posts..." />
        ) : feed.hasNextPage ? (
          <Button variant="secondary" size="sm" onClick={more}>
            Show more
          </Button>
        ) : (
          <p className={styles.noMore}>{MSG.empty.noMoreContent}</p>
        )}
      </div>
    </section>
  );
}
