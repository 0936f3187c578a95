/**
 * /manage/members — "Members": find a member or business by name or e-mail; "Suspend" (with a
 * reason: sessions and chat revoked, sign-in refused, content hidden) and "Unsuspend".
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MANAGE_PAGE_SIZE, MSG, type ManagedUser } from '@ironscore/contract';
import { useCallMutation, useCallQuery, type Reply } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { Badge, Button, EmptyState, FormField, Pagination, Placeholder, TextInput, formatDate, pageOffset } from '@ironscore/ui';
import { ManagePage } from '../ManageFrame';
import { ReasonDialog } from '../ReasonDialog';
import styles from '../Manage.module.css';

const M = MSG.manage;

function Member({ user }: { user: ManagedUser }) {
  const suspend = useCallMutation('Set_ManageSuspend', { feedback: 'toast' });
  const unsuspend = useCallMutation('Set_ManageUnsuspend', { feedback: 'toast' });
  const [asking, setAsking] = useState(false);
  const act = async (run: Promise<Reply<'Set_ManageSuspend' | 'Set_ManageUnsuspend'> | null>) => {
    const reply = await run;
    setAsking(false);
    if (reply) toast('success', reply.message);
  };
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <div className={styles.tags}>
          <Badge>{user.user_type}</Badge>
          {user.is_manager && <Badge tone="info">manager</Badge>}
          {user.suspended && <Badge tone="danger">suspended</Badge>}
        </div>
        <h2 className={styles.title}>{user.user_name}</h2>
        <p className={styles.meta}>
          {user.user_email} · since {formatDate(user.created_date)} · {user.total_reviews} reviews · {user.total_posts} posts
        </p>
        {user.suspended && user.suspended_reason && <p className={styles.meta}>Reason: {user.suspended_reason}</p>}
      </div>
      {!user.is_manager && (
        <div className={styles.actions}>
          {user.suspended ? (
            <Button variant="secondary" disabled={unsuspend.isPending} aria-label={`${M.unsuspend} ${user.user_name}`} onClick={() => act(unsuspend.send({ user_id: user.user_id }))}>
              {M.unsuspend}
            </Button>
          ) : (
            <Button variant="danger" aria-label={`${M.suspend} ${user.user_name}`} onClick={() => setAsking(true)}>
              {M.suspend}
            </Button>
          )}
        </div>
      )}
      {asking && (
        <ReasonDialog
          title={`${M.suspend} ${user.user_name}`}
          confirm={M.suspend}
          busy={suspend.isPending}
          onClose={() => setAsking(false)}
          onConfirm={(reason) => act(suspend.send({ user_id: user.user_id, reason }))}
        />
      )}
    </li>
  );
}

export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(search);
  const list = useCallQuery('Get_ManageMembers', { search_text: search, limit: MANAGE_PAGE_SIZE, offset: pageOffset(page, MANAGE_PAGE_SIZE) });
  const users = list.data?.data ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <ManagePage heading={M.membersHeading}>
      <form className={styles.filters} role="search" onSubmit={submit}>
        <FormField label="Name or e-mail">
          <TextInput value={text} onChange={(e) => setText(e.target.value)} type="search" />
        </FormField>
        <Button type="submit">Search</Button>
      </form>
      {list.isPending ? (
        <Placeholder variant="card" count={3} />
      ) : list.isError ? (
        <EmptyState text={list.error.message} />
      ) : users.length === 0 ? (
        <EmptyState text={M.noMembers} />
      ) : (
        <ul className={styles.list}>
          {users.map((u) => (
            <Member key={u.user_id} user={u} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        total={list.data?.total ?? 0}
        pageSize={MANAGE_PAGE_SIZE}
        hideIfSinglePage
        onChange={(p) => setParams(search ? { q: search, page: String(p) } : { page: String(p) })}
      />
    </ManagePage>
  );
}
