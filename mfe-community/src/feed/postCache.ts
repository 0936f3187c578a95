/**
 * The posts in the query cache: after a like, vote, comment or edit the single post is asked again
 * and replaced wherever it is shown (every feed's loaded pages and the single post page), spec/2 §4.
 * A deleted post leaves every feed at once.
 */
import { useCallback } from 'react';
import type { Post } from '@ironscore/contract';
import { callKey, fetchCall, useQueryClient, type InfiniteData, type Reply } from '@ironscore/data';

type FeedPages = InfiniteData<Reply<'Get_CommunityPostList'>>;

export function usePostCache() {
  const client = useQueryClient();

  const mapFeeds = useCallback(
    (map: (posts: Post[]) => Post[]) =>
      client.setQueriesData<FeedPages>({ queryKey: callKey('Get_CommunityPostList') }, (old) =>
        old && 'pages' in old ? { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data ? map(p.data) : p.data })) } : old,
      ),
    [client],
  );

  /** Ask the post again and put the answer in every feed and single-post entry that shows it. */
  const refresh = useCallback(
    async (postId: number) => {
      const reply = await fetchCall('Get_CommunitySinglePost', { post_id: postId }).catch(() => null);
      const fresh = reply?.data;
      if (!fresh) return;
      mapFeeds((posts) => posts.map((p) => (p.post_id === postId ? { ...fresh, show_comments: p.show_comments } : p)));
      client.setQueriesData<Reply<'Get_CommunitySinglePost'>>({ queryKey: callKey('Get_CommunitySinglePost') }, (old) =>
        old?.data?.post_id === postId ? { ...old, data: fresh } : old,
      );
    },
    [client, mapFeeds],
  );

  /** Drop a deleted post from every loaded feed. */
  const remove = useCallback((postId: number) => mapFeeds((posts) => posts.filter((p) => p.post_id !== postId)), [mapFeeds]);

  return { refresh, remove };
}
