/** Session calls of the platform: token refresh and logout. */
import { MSG } from '@ironscore/contract';
import { loadLoginUser, refreshToken, revokeSession } from '../auth/tokens';
import { CallFailure, fail, ok, type Handler } from './types';

/** A fresh token for the current session with the user's current fields (e.g. after verification). */
export const Get_UserToken: Handler<'Get_UserToken'> = async ({ db, config, session, requireUser }) => {
  const me = requireUser();
  const current = await loadLoginUser(db, me.user_id);
  if (!current || !session) {
    if (session) await revokeSession(db, session.jti);
    return fail(MSG.sessionExpired, { tokenError: true });
  }
  const { token } = await refreshToken(db, config, session.jti, current);
  return ok(token);
};

/** Revokes the session of the token. */
export const Logout: Handler<'Logout'> = async ({ db, session }) => {
  if (!session) throw new CallFailure(MSG.sessionExpired, undefined, true);
  await revokeSession(db, session.jti);
  return ok(null);
};
