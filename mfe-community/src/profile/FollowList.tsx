/**
 * A member's followers or followed list, 10 per page (spec/2 §4): unfollow only on one's own
 * followed list ("User unfollowed."); empty: "Your follow list is empty...".
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Button, EmptyState, Img, Pagination, Placeholder, RankBadge, communityProfilePath, pageOffset } from '@ironscore/ui';
import { useSettling } from '../lib/useSettling';
import styles from './Profile.module.css';

export interface FollowListProps {
  userId: number;
  kind: 'followers' | 'followed';
  /** The viewer's own profile: the followed list offers Unfollow. */
  own: boolean;
}

export function FollowList({ userId, kind, own }: FollowListProps) {
  const [page, setPage] = useState(1);
  const payload = { user_id: userId, limit: PAGE_SIZE.follows, offset: pageOffset(page, PAGE_SIZE.follows) };
  const list = useCallQuery(kind === 'followers' ? 'Get_CommunityUserFollowersList' : 'Get_CommunityUserFollowedList', payload);
  const toggle = useCallMutation('Set_FollowUnFollowUser', { feedback: 'toast' });
  const users = list.data?.data ?? [];
  const canUnfollow = own && kind === 'followed';

  const rows = useSettling();
  const unfollow = (id: number) =>
    rows.run(id, async () => {
      if (await toggle.send({ user_id: id })) toast('success', MSG.success.userUnfollowed);
    });

  if (list.isPending) return <Placeholder variant="line" count={5} />;
  if (users.length === 0) return <EmptyState text={MSG.empty.followListEmpty} />;
  return (
    <>
      <ul className={styles.follows}>
        {users.map((u) => (
          <li key={u.user_id} className={styles.followItem}>
            <Img src={uploadUrl('users/profile', u.user_profile_image)} alt="" fallback="avatar" shape="round" width={40} height={40} className={styles.followAvatar} />
            <span className={styles.followWho}>
              <Link to={communityProfilePath(u.user_name)}>{u.user_name}</Link>
              {u.user_fullname && <span className={styles.muted}>{u.user_fullname}</span>}
            </span>
            {u.user_rank && <RankBadge rank={u.user_rank} />}
            {canUnfollow && (
              <Button size="sm" variant="secondary" onClick={() => void unfollow(u.user_id)} loading={rows.settling(u.user_id)} aria-label={`Unfollow ${u.user_name}`}>
                {MSG.labels.unfollow}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pagination page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE.follows} onChange={setPage} hideIfSinglePage />
    </>
  );
}
