import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { alertDialog, on } from '@ironscore/events';
import { takeSessionExpired } from '@ironscore/session';

/**
 * 'session:expired' (a reply carried token_error): packages/session logs out; this tells the user and
 * goes home (spec/3 §8) — also when the expiry came before this mounted (the unread poll starts at boot).
 */
export function SessionEffects() {
  const navigate = useNavigate();
  useEffect(() => {
    const tell = () => {
      if (!takeSessionExpired()) return;
      alertDialog('warning', MSG.sessionExpiredTitle, MSG.sessionExpired);
      navigate('/', { replace: false });
    };
    tell();
    return on('session:expired', tell);
  }, [navigate]);
  return null;
}
