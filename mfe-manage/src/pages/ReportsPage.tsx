/**
 * /manage/reports — "Reports": reported reviews grouped per review (count, reasons, reporters;
 * "Hidden pending review" once the threshold hid it) with "Restore" and "Remove"; the "Held
 * reviews" tab lists reviews held by the review-bombing rule with "Approve" and "Remove".
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MANAGE_PAGE_SIZE, MSG, type ReportedItem } from '@ironscore/contract';
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
  const label = `review by ${item.author_name} of ${item.item_name}`;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.tags}>
          <Badge>{TYPE_LABEL[item.review_type]}</Badge>
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
        <StarRating value={item.rating} showValue />
        <SafeHtml html={item.review_comment} className={styles.excerpt} />
        {tab === 'reported' && (
          <p className={styles.meta}>
            Reasons: {item.reasons.join(', ')} · Reporters: {item.reporters.join(', ')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {tab === 'reported' ? (
          <Button variant="secondary" disabled={busy} aria-label={`${M.restore} ${label}`} onClick={() => act(report.send({ rating_id: item.rating_id, decision: 'restore' }))}>
            {M.restore}
          </Button>
        ) : (
          <Button disabled={busy} aria-label={`${M.approve} ${label}`} onClick={() => act(held.send({ rating_id: item.rating_id, decision: 'approve' }))}>
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
              tab === 'reported'
                ? report.send({ rating_id: item.rating_id, decision: 'remove', reason })
                : held.send({ rating_id: item.rating_id, decision: 'remove', reason }),
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
              <Row key={item.rating_id} item={item} tab={tab} />
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
