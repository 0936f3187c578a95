/**
 * /manage/reports — "Reports": reported reviews, review comments, community posts and community
 * comments, grouped per item (count, reasons, reporters; "Hidden pending review" once the threshold
 * hid it) with "Restore" and "Remove"; the "Held reviews" tab lists reviews held by the
 * review-bombing rule with "Approve" and "Remove".
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MANAGE_PAGE_SIZE, MSG, type ReportedItem, type ReportedKind } from '@ironscore/contract';
import { useCallMutation, useCallQuery, type Reply } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Badge, Button, EmptyState, Pagination, Placeholder, SafeHtml, StarRating, Tabs, formatDateTime, pageOffset } from '@ironscore/ui';
import { ManagePage } from '../ManageFrame';
import { ReasonDialog } from '../ReasonDialog';
import styles from '../Manage.module.css';

const M = MSG.manage;
type Tab = 'reported' | 'held';
const TABS: Array<{ id: Tab; label: string }> = [
  { id: 'reported', label: 'Reported' },
  { id: 'held', label: M.heldReviewsTab },
];
const TYPE_LABEL = { source: MSG.labels.source, brand: MSG.labels.brand, product: MSG.labels.product };
const KIND_LABEL: Record<ReportedKind, string> = { review: 'Review', review_comment: 'Review comment', post: 'Post', post_comment: 'Community comment' };

/** How a row's buttons name the item, e.g. "review by troll of irondepot". */
function itemLabel(item: ReportedItem): string {
  const by = `by ${item.author_name}`;
  if (item.item_kind === 'review') return `review ${by} of ${item.item_name}`;
  if (item.item_kind === 'review_comment') return `comment ${by} on a review of ${item.item_name}`;
  if (item.item_kind === 'post') return `post ${by} in ${item.item_name}`;
  return `comment ${by} on a post in ${item.item_name}`;
}

function Row({ item, tab }: { item: ReportedItem; tab: Tab }) {
  const report = useCallMutation('Set_ManageReportDecision', { feedback: 'toast' });
  const held = useCallMutation('Set_ManageHeldReview', { feedback: 'toast' });
  const [removing, setRemoving] = useState(false);
  const busy = report.isPending || held.isPending;
  const act = async (run: Promise<Reply<'Set_ManageReportDecision' | 'Set_ManageHeldReview'> | null>) => {
    const reply = await run;
    setRemoving(false);
    if (reply) toast('success', reply.message);
  };
  const label = itemLabel(item);
  const decide = (decision: 'restore' | 'remove', reason?: string) =>
    report.send({ item_kind: item.item_kind, item_id: item.item_id, decision, ...(reason === undefined ? {} : { reason }) });
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.tags}>
          <Badge>{KIND_LABEL[item.item_kind]}</Badge>
          {item.review_type && <Badge>{TYPE_LABEL[item.review_type]}</Badge>}
          {item.moderation === 'reported' && <Badge tone="warning">{M.hiddenPendingReview}</Badge>}
          {item.moderation === 'held' && <Badge tone="warning">{M.heldReviewsTab}</Badge>}
          {tab === 'reported' && <Badge tone="danger">{`${item.report_count} report${item.report_count === 1 ? '' : 's'}`}</Badge>}
        </div>
        <h2 className={styles.title}>
          <Link to={item.item_path}>{item.item_name}</Link>
        </h2>
        <p className={styles.meta}>
          by {item.author_name} · {formatDateTime(item.created_date)}
        </p>
        {item.item_kind === 'review' && <StarRating value={item.rating} showValue />}
        <SafeHtml html={item.content} className={styles.excerpt} />
        {tab === 'reported' && (
          <p className={styles.meta}>
            Reasons: {item.reasons.join(', ')} · Reporters: {item.reporters.join(', ')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {tab === 'reported' ? (
          <Button variant="secondary" disabled={busy} aria-label={`${M.restore} ${label}`} onClick={() => act(decide('restore'))}>
            {M.restore}
          </Button>
        ) : (
          <Button disabled={busy} aria-label={`${M.approve} ${label}`} onClick={() => act(held.send({ rating_id: item.item_id, decision: 'approve' }))}>
            {M.approve}
          </Button>
        )}
        <Button variant="danger" disabled={busy} aria-label={`${M.remove} ${label}`} onClick={() => setRemoving(true)}>
          {M.remove}
        </Button>
      </div>
      {removing && (
        <ReasonDialog
          title={`${M.remove} the ${label}`}
          confirm={M.remove}
          required={tab === 'reported'}
          busy={busy}
          onClose={() => setRemoving(false)}
          onConfirm={(reason) =>
            act(
              tab === 'reported' ? decide('remove', reason) : held.send({ rating_id: item.item_id, decision: 'remove', reason }),
            )
          }
        />
      )}
    </li>
  );
}

export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'held' ? 'held' : 'reported';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useCallQuery('Get_ManageReports', { tab, limit: MANAGE_PAGE_SIZE, offset: pageOffset(page, MANAGE_PAGE_SIZE) });
  const items = list.data?.data ?? [];
  return (
    <ManagePage heading={M.reportsHeading}>
      <Tabs tabs={TABS} value={tab} onChange={(next) => setParams(next === 'held' ? { tab: 'held' } : {})} label={M.reportsHeading}>
        {list.isPending ? (
          <Placeholder variant="card" count={3} />
        ) : list.isError ? (
          <EmptyState text={list.error.message} />
        ) : items.length === 0 ? (
          <EmptyState text={tab === 'held' ? M.noHeldReviews : M.noReports} />
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <Row key={`${item.item_kind}-${item.item_id}`} item={item} tab={tab} />
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          total={list.data?.total ?? 0}
          pageSize={MANAGE_PAGE_SIZE}
          hideIfSinglePage
          onChange={(p) => setParams(tab === 'held' ? { tab, page: String(p) } : { page: String(p) })}
        />
      </Tabs>
    </ManagePage>
  );
}
