/**
 * /manage/approvals — "Approvals": pending business sign-ups, setups and account edits, newest
 * first, filtered by kind; each opens the submitted values beside the published ones (images
 * too) with "Approve" and "Reject" (a reason, e-mailed to the owner).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG, type ApprovalItem, type ApprovalKind } from '@ironscore/contract';
import { uploadUrl } from '@ironscore/api';
import { CallError, useCallMutation, useCallQuery } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Badge, Button, DataTable, EmptyState, FormField, Img, Modal, Placeholder, Select, formatDateTime } from '@ironscore/ui';
import { ManagePage } from '../ManageFrame';
import { ReasonDialog } from '../ReasonDialog';
import styles from '../Manage.module.css';

const M = MSG.manage;

export const KIND_LABEL: Record<ApprovalKind, string> = { signup: 'Sign-up', setup: 'Setup', edit: 'Account edit' };
const FILTERS = [
  { value: 'all', label: 'All kinds' },
  { value: 'signup', label: 'Sign-ups' },
  { value: 'setup', label: 'Setups' },
  { value: 'edit', label: 'Account edits' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

const IMAGE_FOLDER: Record<string, string> = { profile_image: 'profile', site_image: 'screenshots' };

/** A field value of the side-by-side view (JSON text): an image, a text, or "—". */
function Value({ json, type, field, image }: { json: string; type: 'source' | 'brand'; field: string; image: boolean }) {
  if (!json) return <span className={styles.meta}>—</span>;
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return <span className={styles.meta}>—</span>;
  if (image && typeof value === 'string') {
    return <Img src={uploadUrl(`${type}s/${IMAGE_FOLDER[field] ?? 'profile'}`, value)} alt={`${field} ${value}`} className={styles.thumb} />;
  }
  return <span>{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

function Detail({ item, onClose }: { item: ApprovalItem; onClose: () => void }) {
  const detail = useCallQuery('Get_ManageApproval', { kind: item.kind, id: item.id });
  const approve = useCallMutation('Set_ManageApprove');
  const reject = useCallMutation('Set_ManageReject');
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState('');
  const done = (message: string) => {
    toast('success', message);
    onClose();
  };
  const failed = (e: unknown) => {
    if (e instanceof CallError) setError(e.message);
    else throw e;
  };
  const d = detail.data?.data;
  return (
    <>
      <Modal
        open
        onClose={onClose}
        size="xl"
        title={`${KIND_LABEL[item.kind]}: ${item.listing_name || item.user_name}`}
        footer={
          <>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              {M.reject}
            </Button>
            <Button onClick={() => approve.mutateAsync({ kind: item.kind, id: item.id }).then((r) => done(r.message || M.approved), failed)} disabled={approve.isPending}>
              {M.approve}
            </Button>
          </>
        }
      >
        <p className={styles.meta}>
          {item.user_name} &lt;{item.user_email}&gt; · {item.business_type} · {formatDateTime(item.created_date)}
          {d && !d.e_mail_verified ? ' · e-mail not verified' : ''}
        </p>
        {error && (
          <p role="alert" className={styles.meta}>
            {error}
          </p>
        )}
        {detail.isPending ? (
          <Placeholder variant="line" count={4} />
        ) : detail.isError ? (
          <EmptyState text={detail.error.message} />
        ) : (
          <DataTable columns={['Field', 'Submitted', 'Published']} look="plain" className={styles.compare}>
            {d!.fields.map((f) => (
              <tr key={f.key} className={f.changed ? styles.changed : undefined}>
                <th scope="row">{f.key}</th>
                <td>
                  <Value json={f.submitted} type={item.business_type} field={f.key} image={f.image} />
                </td>
                <td>
                  <Value json={f.published} type={item.business_type} field={f.key} image={f.image} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </Modal>
      {rejecting && (
        <ReasonDialog
          title={`${M.reject} ${KIND_LABEL[item.kind].toLowerCase()}`}
          confirm={M.reject}
          busy={reject.isPending}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) =>
            reject.mutateAsync({ kind: item.kind, id: item.id, reason }).then(
              (r) => done(r.message || M.rejected),
              (e: unknown) => {
                setRejecting(false);
                failed(e);
              },
            )
          }
        />
      )}
    </>
  );
}

export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const kind = (FILTERS.some((f) => f.value === params.get('kind')) ? params.get('kind') : 'all') as Filter;
  const list = useCallQuery('Get_ManageApprovals', { kind });
  const [open, setOpen] = useState<ApprovalItem | null>(null);
  const items = list.data?.data ?? [];
  return (
    <ManagePage heading={M.approvalsHeading}>
      <div className={styles.filters}>
        <FormField label="Kind">
          <Select
            value={kind}
            options={FILTERS.map((f) => ({ value: f.value, label: f.label }))}
            onChange={(e) => setParams(e.target.value === 'all' ? {} : { kind: e.target.value })}
          />
        </FormField>
      </div>
      {list.isPending ? (
        <Placeholder variant="card" count={3} />
      ) : list.isError ? (
        <EmptyState text={list.error.message} />
      ) : items.length === 0 ? (
        <EmptyState text={M.noApprovals} />
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={styles.row}>
              <div className={styles.main}>
                <div className={styles.tags}>
                  <Badge tone={item.kind === 'signup' ? 'info' : item.kind === 'setup' ? 'accent' : 'navy'}>{KIND_LABEL[item.kind]}</Badge>
                  <Badge>{item.business_type}</Badge>
                </div>
                <h2 className={styles.title}>{item.listing_name || item.user_name}</h2>
                <p className={styles.meta}>
                  {item.user_name} &lt;{item.user_email}&gt; · {formatDateTime(item.created_date)}
                </p>
              </div>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setOpen(item)} aria-label={`Review ${KIND_LABEL[item.kind].toLowerCase()} of ${item.listing_name || item.user_name}`}>
                  Review
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && <Detail item={open} onClose={() => setOpen(null)} />}
    </ManagePage>
  );
}
