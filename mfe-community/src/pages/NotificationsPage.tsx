/**
 * /community/notification (spec/2 §2.2, §3 Notification, §4): the five kinds of notification,
 * 20 per page newest first, unseen ones marked; "Mark all as seen" and "Delete all" (after the
 * spec's confirmation). Visitors get a prompt that opens the sign-in popup.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG, PAGE_SIZE, type CommunityNotification } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { useCallMutation, useCallQuery } from '@ironscore/data';
import { openAuth } from '@ironscore/events';
import { usePageMeta } from '@ironscore/host';
import { selectUser, useSession } from '@ironscore/session';
import { Button, Dot, EmptyState, Img, Pagination, Placeholder, confirm, pageOffset, timeAgo } from '@ironscore/ui';
import { CommunityMenu } from '../home/CommunityMenu';
import styles from './Pages.module.css';

function target(n: CommunityNotification): string | null {
  if (n.notification_type === 5 && n.community_id) return `/community/page/${n.community_id}`;
  if (n.notification_type === 4) return `/community/profile/${n.user_name}`;
  return n.post_id ? `/community/post/${n.post_id}` : null;
}

function NotificationItem({ n }: { n: CommunityNotification }) {
  const href = target(n);
  const text = (
    <>
      <strong>{n.user_name}</strong> {MSG.notificationText[n.notification_type]}
      {n.notification_type === 5 && n.community_name ? <> {n.community_name}.</> : null}
    </>
  );
  return (
    <li className={styles.notification} data-unseen={n.seen ? undefined : true}>
      <Link to={`/community/profile/${n.user_name}`} className={styles.notificationAvatar} aria-label={n.user_name}>
        <Img src={uploadUrl('users/profile', n.user_profile_image ?? null)} alt="" fallback="avatar" shape="round" width={40} height={40} />
      </Link>
      <span className={styles.notificationText}>{href ? <Link to={href}>{text}</Link> : text}</span>
      <time className={styles.notificationTime} dateTime={n.created_date}>
        {timeAgo(n.created_date)}
      </time>
      {!n.seen && <Dot label="New" />}
    </li>
  );
}

export function NotificationsPage() {
  usePageMeta({ title: `${MSG.labels.notifications} | IronScore` });
  const user = useSession(selectUser);
  const [page, setPage] = useState(1);
  const list = useCallQuery('Get_CommunityNotificationList', user ? { limit: PAGE_SIZE.notifications, offset: pageOffset(page, PAGE_SIZE.notifications) } : null);
  const markSeen = useCallMutation('Set_CommunityNotificationSeen', { feedback: 'toast' });
  const deleteAll = useCallMutation('Set_CommunityDeleteAllNotification', { feedback: 'toast' });

  if (!user) {
    return (
      <section className={styles.panel} aria-label={MSG.labels.notifications}>
        <h1 className={styles.title}>{MSG.labels.notifications}</h1>
        <Placeholder variant="line" count={4} />
        <p className={styles.prompt}>{MSG.labels.signInToSee}</p>
        <Button onClick={() => openAuth('member')}>Sign in</Button>
      </section>
    );
  }

  const items = list.data?.data ?? [];
  const onSeen = async () => {
    await markSeen.send({});
  };
  const onDeleteAll = async () => {
    if (!(await confirm({ title: MSG.confirm.deleteAllNotifications, confirmVariant: 'danger' }))) return;
    await deleteAll.send({});
    setPage(1);
  };

  return (
    <>
      <div className={styles.menu}>
        <CommunityMenu />
      </div>
      <section className={styles.panel} aria-label={MSG.labels.notifications}>
        <header className={styles.panelHead}>
          <h1 className={styles.title}>{MSG.labels.notifications}</h1>
          {items.length > 0 && (
            <span className={styles.panelActions}>
              <Button variant="secondary" size="sm" onClick={onSeen} loading={markSeen.isPending}>
                {MSG.labels.markAllSeen}
              </Button>
              <Button variant="danger" size="sm" onClick={onDeleteAll} loading={deleteAll.isPending}>
                {MSG.labels.deleteAll}
              </Button>
            </span>
          )}
        </header>
        {list.isPending ? (
          <Placeholder variant="line" count={6} />
        ) : items.length === 0 ? (
          <EmptyState text={MSG.empty.noNotification} />
        ) : (
          <ul className={styles.notifications}>
            {items.map((n) => (
              <NotificationItem key={n.notification_id} n={n} />
            ))}
          </ul>
        )}
        <Pagination page={page} total={list.data?.total ?? 0} pageSize={PAGE_SIZE.notifications} onChange={setPage} hideIfSinglePage />
      </section>
    </>
  );
}
