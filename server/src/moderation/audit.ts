/**
 * The managers' audit log (issue 24): every manager action writes one row of `manager_audit` in
 * the transaction of the action itself — the action and its row commit together or not at all.
 * Rows are never changed: the table refuses UPDATE, DELETE and TRUNCATE (migration 0011 trigger).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, ManageAction, ReportedKind } from '@ironscore/contract';
import { managerAudit } from '../db/schema';
import type { Executor, Tx } from '../db/executor';

/** Who acts: a signed-in manager, or the command-line tool (manager null). */
export interface Actor {
  manager_id: number | null;
  manager_name: string;
}

export const CLI_ACTOR: Actor = { manager_id: null, manager_name: 'command line' };

export interface AuditRecord {
  action: ManageAction;
  item_type: 'signup' | 'setup' | 'edit' | ReportedKind | 'user';
  item_id: number;
  item_label?: string;
  reason?: string;
}

/** Writes the audit row of an action; call it inside the action's transaction. */
export async function writeAudit(tx: Tx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(managerAudit).values({
    manager_id: actor.manager_id,
    manager_name: actor.manager_name.slice(0, 64),
    action: record.action,
    item_type: record.item_type,
    item_id: record.item_id,
    item_label: (record.item_label ?? '').slice(0, 200),
    reason: record.reason ?? '',
  });
}

export interface AuditFilter {
  manager_id?: number;
  action?: ManageAction | '';
  /** YYYY-MM-DD, inclusive (UTC). */
  date_from?: string;
  date_to?: string;
  limit: number;
  offset: number;
}

/** Newest first, filtered and paged; with the total. */
export async function listAudit(db: Executor, f: AuditFilter): Promise<{ rows: AuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (f.manager_id) where.push(eq(managerAudit.manager_id, f.manager_id));
  if (f.action) where.push(eq(managerAudit.action, f.action));
  if (f.date_from) where.push(gte(managerAudit.created_date, sql`${f.date_from}::date`));
  if (f.date_to) where.push(lt(managerAudit.created_date, sql`${f.date_to}::date + 1`));
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(managerAudit)
    .where(cond)
    .orderBy(desc(managerAudit.created_date), desc(managerAudit.audit_id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(managerAudit).where(cond);
  return {
    rows: rows.map((r) => ({
      audit_id: r.audit_id,
      manager_name: r.manager_name,
      action: r.action as ManageAction,
      item_type: r.item_type,
      item_id: r.item_id,
      item_label: r.item_label,
      reason: r.reason,
      created_date: r.created_date.toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}
