import { useState } from 'react';
import { COUNTS, MSG, type ActivityItem, type LastActivity } from '@ironscore/contract';
import { Card, EmptyState, Placeholder, Tabs, excerpt, formatDate } from '@ironscore/ui';
import styles from './MyProfile.module.css';

type Kind = 'all' | 'reviews' | 'comments' | 'likes';
const L = MSG.labels;
const TABS: Array<{ id: Kind; label: string }> = [
  { id: 'all', label: L.allActivity },
  { id: 'reviews', label: L.reviews },
  { id: 'comments', label: L.comments },
  { id: 'likes', label: L.likes },
];

const itemName = (a: ActivityItem) => (a.type === 'source' ? a.source_name : a.type === 'product' ? `${a.product_name ?? ''}${a.brand_name ? ` · ${a.brand_name}` : ''}` : a.brand_name) ?? '';

/**
 * Activity tabs of My Profile: All (2 of each kind), Reviews, Comments, Likes; excerpts of 100
 * characters. One's comment hidden pending review (issue 24) is labelled.
 */
export function ActivityTabs({ activity, loading }: { activity: LastActivity | null; loading: boolean }) {
  const [tab, setTab] = useState<Kind>('all');
  const items: Array<ActivityItem & { kind: Exclude<Kind, 'all'> }> = activity
    ? tab === 'all'
      ? (['reviews', 'comments', 'likes'] as const).flatMap((kind) => activity[kind].slice(0, COUNTS.activityPerType).map((a) => ({ ...a, kind })))
      : activity[tab].map((a) => ({ ...a, kind: tab }))
    : [];
  const kindLabel = { reviews: L.reviews, comments: L.comments, likes: L.likes };
  return (
    <Card title={MSG.profile.activity}>
      <Tabs tabs={TABS} value={tab} onChange={setTab} label={MSG.profile.activity}>
        {loading ? (
          <Placeholder variant="line" count={4} />
        ) : items.length === 0 ? (
          <EmptyState text={MSG.empty.noActivity} />
        ) : (
          <ul className={styles.activity}>
            {items.map((a, i) => (
              <li key={`${a.kind}-${i}`} className={styles.activityItem}>
                <div className={styles.activityHead}>
                  <span className={styles.kind}>{kindLabel[a.kind]}</span>
                  <strong>{itemName(a)}</strong>
                  <time className={styles.muted} dateTime={a.created_date}>
                    {formatDate(a.created_date)}
                  </time>
                  {a.hidden_pending_review === 1 && <span className={styles.hiddenNote}>{MSG.manage.hiddenPendingReview}</span>}
                </div>
                <p>{excerpt(a.review_comment, COUNTS.reviewExcerpt)}</p>
              </li>
            ))}
          </ul>
        )}
      </Tabs>
    </Card>
  );
}
