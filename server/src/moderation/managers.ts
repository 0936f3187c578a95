/** Who is a manager: a member account with the manager flag, not suspended. */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Executor } from '../db/executor';
import type { Actor } from './audit';

/** Whether `userId` may use the managers' console (the dispatcher's check of `manager` calls). */
export async function isManager(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.user_id })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_manager, true), eq(users.user_type, 'member'), isNull(users.suspended_at)))
    .limit(1);
  return Boolean(row);
}

/** The audit actor of a signed-in manager. */
export const managerActor = (user: { user_id: number; user_name: string }): Actor => ({ manager_id: user.user_id, manager_name: user.user_name });
