import type { ProfileUser } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { selectUser, useSession } from '@ironscore/session';

/**
 * The signed-in user's profile (Get_Profile, shared by every page of the area). `failed`: the
 * server refused it or it could not be loaded (the area goes to /404); a token error is not a
 * failure here: the session-expired path signs the user out and goes home.
 */
export function useProfile(): { data: ProfileUser | null; failed: boolean; pending: boolean } {
  const user = useSession(selectUser);
  const query = useCallQuery('Get_Profile', user ? {} : null);
  const failed = query.isError && query.error.kind !== 'token';
  return { data: query.data?.data ?? null, failed, pending: query.isPending };
}
