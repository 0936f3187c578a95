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

export const Get_ManageApprovals: Handler<'Get_ManageApprovals'> = async ({ db, payload }) => ok(await pendingApprovals(db, payload.kind));

export const Get_ManageApproval: Handler<'Get_ManageApproval'> = async ({ db, payload }) => ok(await approvalDetail(db, payload.kind, payload.id));

export const Set_ManageApprove: Handler<'Set_ManageApprove'> = async ({ db, mailer, payload, requireUser }) => {
  await decideApproval(db, mailer, managerActor(requireUser()), { kind: payload.kind, id: payload.id, decision: 'approve' });
  return ok(null, { message: MSG.manage.approved });
};

export const Set_ManageReject: Handler<'Set_ManageReject'> = async (ctx) => {
  const { db, mailer, payload, requireUser } = ctx;
  await decideApproval(db, mailer, managerActor(requireUser()), { kind: payload.kind, id: payload.id, decision: 'reject', reason: payload.reason });
  return ok(null, { message: MSG.manage.rejected });
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
