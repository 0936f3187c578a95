/**
 * The managers' console (issue 24; contract areas/manage.ts). Every call here is `manager: true`:
 * the dispatcher has already refused anyone who is not a manager. The rules live in
 * src/moderation (approvals, reports and held reviews, suspension, audit log); each action writes
 * its audit row in its own transaction.
 */
import { asc, eq } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import { users } from '../db/schema';
import { ok, type Handler } from './types';
import { approvalDetail, decideApproval, pendingApprovals } from '../moderation/approvals';
import { listAudit } from '../moderation/audit';
import { managerActor } from '../moderation/managers';
import { decideHeld, decideReported, reportQueue } from '../moderation/reports';
import { findMembers, suspendUser, unsuspendUser } from '../moderation/suspension';
import { afterRevocation } from '../realtime/chat-sessions';

export const Get_ManageApprovals: Handler<'Get_ManageApprovals'> = async ({ db, payload }) => ok(await pendingApprovals(db, payload.kind));

export const Get_ManageApproval: Handler<'Get_ManageApproval'> = async ({ db, payload }) => ok(await approvalDetail(db, payload.kind, payload.id));

export const Set_ManageApprove: Handler<'Set_ManageApprove'> = async ({ db, mailer, payload, requireUser }) => {
  await decideApproval(db, mailer, managerActor(requireUser()), { kind: payload.kind, id: payload.id, decision: 'approve' });
  return ok(null, { message: MSG.manage.approved });
};

export const Set_ManageReject: Handler<'Set_ManageReject'> = async (ctx) => {
  const { db, mailer, payload, requireUser } = ctx;
  await decideApproval(db, mailer, managerActor(requireUser()), { kind: payload.kind, id: payload.id, decision: 'reject', reason: payload.reason });
  // a rejected sign-up's sessions were revoked: its chat access ends now
  if (payload.kind === 'signup') await afterRevocation(ctx, payload.id);
  return ok(null, { message: MSG.manage.rejected });
};

export const Get_ManageReports: Handler<'Get_ManageReports'> = async ({ db, payload }) => {
  const { rows, total } = await reportQueue(db, payload.tab, payload.limit, payload.offset);
  return ok(rows, { totalData: total });
};

export const Set_ManageReportDecision: Handler<'Set_ManageReportDecision'> = async ({ db, mailer, storage, payload, requireUser }) => {
  await decideReported({ db, mailer, storage, actor: managerActor(requireUser()) }, payload.item_kind, payload.item_id, payload.decision, payload.reason);
  return ok(null, { message: payload.decision === 'restore' ? MSG.manage.restored : MSG.manage.removed });
};

export const Set_ManageHeldReview: Handler<'Set_ManageHeldReview'> = async ({ db, mailer, storage, payload, requireUser }) => {
  await decideHeld({ db, mailer, storage, actor: managerActor(requireUser()) }, payload.rating_id, payload.decision, payload.reason);
  return ok(null, { message: payload.decision === 'approve' ? MSG.manage.heldApproved : MSG.manage.removed });
};

export const Get_ManageMembers: Handler<'Get_ManageMembers'> = async ({ db, payload }) => {
  const { rows, total } = await findMembers(db, payload.search_text, payload.limit, payload.offset);
  return ok(rows, { totalData: total });
};

export const Set_ManageSuspend: Handler<'Set_ManageSuspend'> = async (ctx) => {
  const { db, payload, requireUser } = ctx;
  await suspendUser(db, managerActor(requireUser()), payload.user_id, payload.reason);
  await afterRevocation(ctx, payload.user_id);
  return ok(null, { message: MSG.manage.suspended });
};

export const Set_ManageUnsuspend: Handler<'Set_ManageUnsuspend'> = async ({ db, payload, requireUser }) => {
  await unsuspendUser(db, managerActor(requireUser()), payload.user_id, payload.reason);
  return ok(null, { message: MSG.manage.unsuspended });
};

export const Get_ManageAudit: Handler<'Get_ManageAudit'> = async ({ db, payload }) => {
  const { rows, total } = await listAudit(db, payload);
  return ok(rows, { totalData: total });
};

export const Get_ManageManagers: Handler<'Get_ManageManagers'> = async ({ db }) =>
  ok(
    await db
      .select({ user_id: users.user_id, user_name: users.user_name })
      .from(users)
      .where(eq(users.is_manager, true))
      .orderBy(asc(users.user_name)),
  );
