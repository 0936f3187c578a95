/**
 * /community/page/{community_id} (spec/2 §2.2, §4): header (style, name, members, description,
 * admin), Join / Leave after the spec's confirmations, Edit and Delete for the owner (who cannot
 * leave), the composer (audience fixed to this community) and the feed for members, the must-join
 * warning for others. A missing community goes to /404.
 */
import clsx from 'clsx';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { toast } from '@ironscore/events';
import { Button, Img, Placeholder, StateButton, communityProfilePath, confirm, quantity } from '@ironscore/ui';
import { CommunityFormDialog } from '../communities/CommunityForm';
import { Composer } from '../feed/Composer';
import { Feed } from '../feed/Feed';
import { CommunityMenu } from '../home/CommunityMenu';
import { SideColumn } from '../home/SideColumn';
import { communityStyleClass } from '../lib/communityStyle';
import { useSettling } from '../lib/useSettling';
import home from '../home/Home.module.css';
import styles from '../communities/Communities.module.css';

export function CommunityPage() {
  const { community_id = '' } = useParams();
  const id = /^\d+$/.test(community_id) ? Number(community_id) : 0;
  const user = useSession(selectUser);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const community = useCallQuery('Get_Community', user && id ? { community_id: id } : null);
  const joinOrLeave = useCallMutation('Set_CommunityJoinOrLeave', { feedback: 'toast' });
  // From a Join or Leave until the community is read again: the membership is not known.
  const membership = useSettling();
  const remove = useCallMutation('Set_CommunityDelete', { feedback: 'toast' });
  const c = community.data?.data;
  usePageMeta({ title: `${c?.community_name ?? 'Community'} | IronScore` }, Boolean(c));

  if (!id || (community.isError && community.error.kind === 'refused')) return <Navigate to="/404" replace />;
  if (!user || !c) return <Placeholder variant="card" count={2} className={home.layout} />;

  const owner = c.user_id === user.user_id;
  const member = c.joined_status === 1;
  const onJoinOrLeave = async () => {
    if (!(await confirm(member ? MSG.confirm.leaveCommunity : MSG.confirm.joinCommunity))) return;
    await membership.run(c.community_id, () => joinOrLeave.send({ community_id: c.community_id }));
  };
  const onDelete = async () => {
    if (!(await confirm({ title: MSG.confirm.deleteCommunity, confirmVariant: 'danger' }))) return;
    if (!(await remove.send({ community_id: c.community_id }))) return;
    toast('success', MSG.success.communityDeleted);
    navigate('/community/communitys');
  };

  return (
    <div className={home.layout}>
      <div className={home.main}>
        <CommunityMenu />
        <section className={styles.header} aria-labelledby="community-heading">
          <div className={clsx(styles.headerTop, communityStyleClass(c.community_style))}>
            <h1 id="community-heading" className={styles.headerName}>
              {c.community_name}
            </h1>
            <p className={styles.headerMembers}>{quantity(c.member_count, 'member')}</p>
          </div>
          <div className={styles.headerBody}>
            <p className={styles.description}>{c.community_description}</p>
            <p className={styles.admin}>
              Admin:{' '}
              <Link to={communityProfilePath(c.community_admin.user_name)}>
                <Img src={uploadUrl('users/profile', c.community_admin.user_profile_image)} alt="" fallback="avatar" shape="round" width={24} height={24} className={styles.adminAvatar} />
                {c.community_admin.user_name}
              </Link>
            </p>
            <div className={styles.headerActions}>
              {owner ? (
                <>
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  <Button variant="danger" onClick={() => void onDelete()} loading={remove.isPending}>
                    Delete
                  </Button>
                </>
              ) : (
                <StateButton
                  on={membership.settling(c.community_id) ? null : member}
                  labels={{ off: MSG.labels.join, on: MSG.labels.leave }}
                  variants={{ off: 'primary', on: 'secondary' }}
                  onClick={() => void onJoinOrLeave()}
                />
              )}
            </div>
          </div>
        </section>
        {member ? (
          <>
            {user.user_type === 'member' && <Composer community={c} />}
            <Feed key={c.community_id} filter={{ community_id: c.community_id }} viewerId={user.user_id} label={`Posts in ${c.community_name}`} />
          </>
        ) : (
          <p className={styles.mustJoin} role="status">
            {MSG.gating.joinToView}
          </p>
        )}
        {owner && <CommunityFormDialog open={editing} onClose={() => setEditing(false)} community={c} />}
      </div>
      <SideColumn signedIn />
    </div>
  );
}
