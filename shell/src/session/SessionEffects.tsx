import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { alertDialog, on } from '@ironscore/events';
import { signOut } from '@ironscore/session';

/**
 * 'session:expired' (a reply carried token_error): log out, tell the user, go home (spec/3 §8).
 */
export function SessionEffects() {
  const navigate = useNavigate();
  useEffect(
    () =>
      on('session:expired', () => {
        void signOut({ callServer: false });
        alertDialog('warning', MSG.sessionExpiredTitle, MSG.sessionExpired);
        navigate('/', { replace: false });
      }),
    [navigate],
  );
  return null;
}
