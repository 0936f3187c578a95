/** The columns that say which account a row is (its id, name, e-mail and type): the start of every account list's selection. */
import { users } from '../db/schema';

export const accountColumns = {
  user_id: users.user_id,
  user_name: users.user_name,
  user_email: users.user_email,
  user_type: users.user_type,
};
