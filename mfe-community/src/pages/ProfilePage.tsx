/**
 * /community/profile/{username} (spec/2 §2.2): cover, avatar, full name, rank, counters, follow /
 * unfollow (one toggle), settings on one's own, SEND MESSAGE on others' (the shell opens the
 * conversation on `message:start`), bio and body stats (the server leaves them out when the
 * member's privacy hides them), that member's feed, followers and followed lists.
 */
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { emit, toast } from '@ironscore/events';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { Button, Img, Placeholder, SafeHtml, StateButton, buttonClass, RankBadge, Tabs, formatNumber } from '@ironscore/ui';
import { Feed } from '../feed/Feed';
import { CommunityMenu } from '../home/CommunityMenu';
import { FollowList } from '../profile/FollowList';
import { useSettling } from '../lib/useSettling';
import styles from '../profile/Profile.module.css';

type Tab = 'posts' | 'followers' | 'followed';

export function ProfilePage() {
  const { username = '' } = useParams();
  const user = useSession(selectUser);
  const [tab, setTab] = useState<Tab>('posts');
  const profile = useCallQuery('Get_UserProfileToken', user ? { user_name: username } : null);
  const toggle = useCallMutation('Set_FollowUnFollowUser', { feedback: 'toast' });
  // From a Follow or Unfollow until the profile is read again: whether the viewer follows is not known.
  const following = useSettling();
  const p = profile.data?.data;
  usePageMeta({ title: `${p?.user_fullname || username} | Community | IronScore` }, Boolean(p));

  if (profile.isError && profile.error.kind === 'refused') return <Navigate to="/404" replace />;
  if (!user || !p) return <Placeholder variant="card" count={2} className={styles.page} />;

  const own = p.user_id === user.user_id;
  const onFollow = () =>
    following.run(p.user_id, async () => {
      const reply = await toggle.send({ user_id: p.user_id });
      if (reply) toast('success', reply.data?.message || reply.message);
    });
  const cover = uploadUrl('users/community', p.user_community_image);
  const counters: Array<[string, number]> = [
    ['Posts', p.posts_count],
    [MSG.profile.followers, p.followers_count],
    [MSG.profile.followed, p.followed_count],
    ['Favourite sources', p.fav_source_count],
    ['Favourite brands', p.fav_brand_count],
  ];
  const stats: Array<[string, string]> = (
    [
      [MSG.profile.weight, p.user_weight],
      [MSG.profile.height, p.user_height],
      [MSG.profile.bodyFat, p.user_body_fat],
      [MSG.profile.liveIn, p.user_live_in],
    ] as Array<[string, string]>
  ).filter(([, value]) => Boolean(value));

  return (
    <div className={styles.page}>
      <CommunityMenu />
      <section className={styles.header} aria-label={`Profile of ${p.user_name}`}>
        <div className={styles.cover}>{cover && <Img src={cover} alt="" sizes="(max-width: 1199.98px) 100vw, 1200px" loading="eager" className={styles.coverImage} />}</div>
        <div className={styles.identity}>
          <Img src={uploadUrl('users/profile', p.user_profile_image)} alt="" fallback="avatar" shape="round" width={112} height={112} className={styles.avatar} />
          <div className={styles.names}>
            <h1 className={styles.fullName}>{p.user_fullname || p.user_name}</h1>
            <p className={styles.userName}>
              @{p.user_name} <RankBadge rank={p.user_rank} score={p.user_score} />
            </p>
          </div>
          <div className={styles.buttons}>
            {(p.profile_follow_button || p.profile_unfollow_button) && (
              <StateButton
                on={following.settling(p.user_id) ? null : p.profile_unfollow_button}
                labels={{ off: MSG.labels.follow, on: MSG.labels.unfollow }}
                variants={{ off: 'primary', on: 'secondary' }}
                onClick={() => void onFollow()}
              />
            )}
            {!own && (
              <Button variant="secondary" onClick={() => emit('message:start', { user_id: p.user_id })}>
                {MSG.labels.sendMessage}
              </Button>
            )}
            {p.profile_settings_button && (
              <Link to="/profile/my-profile" className={buttonClass('secondary')}>
                Settings
              </Link>
            )}
          </div>
        </div>
        <dl className={styles.counters}>
          {counters.map(([label, value]) => (
            <div key={label} className={styles.counter}>
              <dt>{label}</dt>
              <dd>{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
        {(p.user_bio || stats.length > 0) && (
          <div className={styles.about}>
            {p.user_bio && <SafeHtml html={p.user_bio} className={styles.bio} />}
            {stats.length > 0 && (
              <dl className={styles.stats}>
                {stats.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        )}
      </section>
      <Tabs<Tab>
        tabs={[
          { id: 'posts', label: 'Posts' },
          { id: 'followers', label: MSG.profile.followers },
          { id: 'followed', label: MSG.profile.followed },
        ]}
        value={tab}
        onChange={setTab}
        label="Profile sections"
      >
        <div className={styles.tabPanel}>
          {tab === 'posts' ? (
            <Feed key={p.user_id} filter={{ user_id: p.user_id }} viewerId={user.user_id} label={`Posts of ${p.user_name}`} />
          ) : (
            <FollowList key={`${tab}-${p.user_id}`} userId={p.user_id} kind={tab} own={own} />
          )}
        </div>
      </Tabs>
    </div>
  );
}
