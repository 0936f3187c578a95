/**
 * /manage/audit — "Audit log": every manager action (who, when, what, which item, the reason),
 * newest first, filtered by manager, kind and date, paged. Read-only: the log cannot be edited.
 */
import { useSearchParams } from 'react-router-dom';
import { MANAGE_ACTIONS, MANAGE_PAGE_SIZE, MSG, type ManageAction } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { DataTable, EmptyState, FormField, Pagination, Placeholder, Select, TextInput, formatDateTime, pageOffset } from '@ironscore/ui';
import { ManagePage } from '../ManageFrame';
import styles from '../Manage.module.css';

const M = MSG.manage;

export const ACTION_LABEL: Record<ManageAction, string> = {
  approve_signup: 'Approved sign-up',
  reject_signup: 'Rejected sign-up',
  approve_setup: 'Approved setup',
  reject_setup: 'Rejected setup',
  approve_edit: 'Approved account edit',
  reject_edit: 'Rejected account edit',
  restore_review: 'Restored review',
  remove_review: 'Removed review',
  restore_review_comment: 'Restored review comment',
  remove_review_comment: 'Removed review comment',
  restore_post: 'Restored post',
  remove_post: 'Removed post',
  restore_post_comment: 'Restored community comment',
  remove_post_comment: 'Removed community comment',
  approve_held_review: 'Approved held review',
  remove_held_review: 'Removed held review',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const managerId = Number(params.get('manager')) || 0;
  const action = (MANAGE_ACTIONS as readonly string[]).includes(params.get('action') ?? '') ? (params.get('action') as ManageAction) : '';
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const managers = useCallQuery('Get_ManageManagers', {});
  const list = useCallQuery('Get_ManageAudit', {
    manager_id: managerId,
    action,
    date_from: from,
    date_to: to,
    limit: MANAGE_PAGE_SIZE,
    offset: pageOffset(page, MANAGE_PAGE_SIZE),
  });
  const set = (key: string, value: string) =>
    setParams((p) => {
      const q = new URLSearchParams(p);
      if (value) q.set(key, value);
      else q.delete(key);
      if (key !== 'page') q.delete('page');
      return q;
    });
  const rows = list.data?.data ?? [];
  return (
    <ManagePage heading={M.auditHeading}>
      <div className={styles.filters}>
        <FormField label="Manager">
          <Select
            value={String(managerId || '')}
            options={[{ value: '', label: 'All managers' }, ...(managers.data?.data ?? []).map((m) => ({ value: String(m.user_id), label: m.user_name }))]}
            onChange={(e) => set('manager', e.target.value)}
          />
        </FormField>
        <FormField label="Kind">
          <Select
            value={action}
            options={[{ value: '', label: 'All kinds' }, ...MANAGE_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] }))]}
            onChange={(e) => set('action', e.target.value)}
          />
        </FormField>
        <FormField label="From">
          <TextInput type="date" value={from} onChange={(e) => set('from', e.target.value)} />
        </FormField>
        <FormField label="To">
          <TextInput type="date" value={to} onChange={(e) => set('to', e.target.value)} />
        </FormField>
      </div>
      {list.isPending ? (
        <Placeholder variant="line" count={5} />
      ) : list.isError ? (
        <EmptyState text={list.error.message} />
      ) : rows.length === 0 ? (
        <EmptyState text={M.noAudit} />
      ) : (
        <DataTable columns={['When', 'Manager', 'What', 'Item', 'Reason']} look="plain">
          {rows.map((r) => (
            <tr key={r.audit_id}>
              <td>
                <time dateTime={r.created_date}>{formatDateTime(r.created_date)}</time>
              </td>
              <td>{r.manager_name}</td>
              <td>{ACTION_LABEL[r.action] ?? r.action}</td>
              <td>
                {r.item_type} #{r.item_id} {r.item_label}
              </td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination page={page} total={list.data?.total ?? 0} pageSize={MANAGE_PAGE_SIZE} hideIfSinglePage onChange={(p) => set('page', String(p))} />
    </ManagePage>
  );
}
