/**
 * The side column of the community (spec/2 §2.2): Highlights (top hashtags of the last month, 10),
 * Who to follow (5), Explore communities (5) and Latest news (5). Visitors see the news and blurred
 * placeholders for the rest.
 */
import clsx from 'clsx';
import { Link } from 'react-router-dom';
import { COUNTS, MSG } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Blurred, Button, EmptyState, Img, Placeholder, communityProfilePath, quantity } from '@ironscore/ui';
import { communityStyleClass } from '../lib/communityStyle';
import { hashtagPath } from '../lib/postHtml';
import { useSettling } from '../lib/useSettling';
import styles from './Home.module.css';

function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.box} aria-label={title}>
      <h2 className={styles.boxTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Highlights() {
  const list = useCallQuery('Get_CommunityHighlights', { month: COUNTS.highlightsMonths, limit: COUNTS.highlights });
  const tags = list.data?.data ?? [];
  return (
    <Box title={MSG.labels.highlights}>
      {list.isPending ? (
        <Placeholder variant="line" count={4} />
      ) : tags.length === 0 ? (
        <EmptyState compact text={MSG.empty.noHighlight} />
      ) : (
        <ul className={styles.tags}>
          {tags.map((h) => (
            <li key={h.tag}>
              <Link to={hashtagPath(h.tag)} className={styles.tag}>
                #{h.tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function WhoToFollow() {
  const list = useCallQuery('Get_WhoToFollow', { limit: COUNTS.whoToFollow });
  const follow = useCallMutation('Set_FollowUnFollowUser', { feedback: 'toast' });
  const users = list.data?.data ?? [];
  const rows = useSettling();
  const onFollow = (userId: number) =>
    rows.run(userId, async () => {
      const reply = await follow.send({ user_id: userId });
      if (reply) toast('success', reply.data?.message || reply.message || MSG.community.userFollowed);
    });
  return (
    <Box title={MSG.labels.whoToFollow}>
      {list.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : users.length === 0 ? (
        <EmptyState compact text={MSG.empty.noUsersToRecommend} />
      ) : (
        <ul className={styles.people}>
          {users.map((u) => (
            <li key={u.user_id} className={styles.person}>
              <Img src={uploadUrl('users/profile', u.user_profile_image)} alt="" fallback="avatar" shape="round" width={36} height={36} className={styles.personAvatar} />
              <Link to={communityProfilePath(u.user_name)} className={styles.personName}>
                {u.user_name}
              </Link>
              <Button size="sm" variant="secondary" onClick={() => void onFollow(u.user_id)} loading={rows.settling(u.user_id)} aria-label={`Follow ${u.user_name}`}>
                {MSG.labels.follow}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function ExploreCommunities() {
  const list = useCallQuery('Get_ExploreCommunities', { limit: COUNTS.exploreCommunities });
  const items = list.data?.data ?? [];
  return (
    <Box title={MSG.labels.exploreCommunities}>
      {list.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : items.length === 0 ? (
        <EmptyState compact text={MSG.empty.noCommunityToRecommend} />
      ) : (
        <ul className={styles.people}>
          {items.map((c) => (
            <li key={c.community_id} className={styles.person}>
              <span className={clsx(styles.communityDot, communityStyleClass(c.community_style))} aria-hidden="true">
                {c.community_name.slice(0, 1).toUpperCase()}
              </span>
              <Link to={`/community/page/${c.community_id}`} className={styles.personName}>
                {c.community_name}
              </Link>
              <span className={styles.muted}>{quantity(c.member_count, 'member')}</span>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function LatestNews() {
  const list = useCallQuery('Get_NewsPagination', { limit: COUNTS.latestNews, offset: 0 });
  const items = list.data?.data ?? [];
  return (
    <Box title={MSG.labels.latestNews}>
      {list.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : items.length === 0 ? (
        <EmptyState compact text={MSG.empty.noNews} />
      ) : (
        <ul className={styles.news}>
          {items.map((n) => (
            <li key={n.news_id}>
              <Link to={`/news/${n.news_slug_url}`}>{n.news_name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

export function SideColumn({ signedIn }: { signedIn: boolean }) {
  return (
    <aside className={styles.side}>
      {signedIn ? (
        <>
          <Highlights />
          <WhoToFollow />
          <ExploreCommunities />
        </>
      ) : (
        [MSG.labels.highlights, MSG.labels.whoToFollow, MSG.labels.exploreCommunities].map((title) => (
          <Box key={title} title={title}>
            <Blurred>
              <Placeholder variant="line" count={4} />
            </Blurred>
          </Box>
        ))
      )}
      <LatestNews />
    </aside>
  );
}
