/**
 * `auth/App`: the auth remote has no route of its own (the popup is opened through events and
 * loaded by the shell as `auth/AuthPopup`). Its App is a small page that opens the popup, used by
 * the standalone build. Built by the host's page recipe (`createRemoteApp`,
 * packages/host/src/remoteApp.tsx) like every remote: owning no route, it has no page map, only
 * the frame (this panel) inside DataProvider.
 */
import './calls';
import { useEffect, useState } from 'react';
import { emit, on } from '@ironscore/events';
import { createRemoteApp } from '@ironscore/host/src/remoteApp';
import { selectUser, signOut, useSession } from '@ironscore/session';
import { AlertHost, ToastHost } from '@ironscore/ui';
import AuthPopup, { type AuthRequest } from './AuthPopup';
import { ROUTES } from './routes';
import styles from './App.module.css';

function AuthPanel() {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [serial, setSerial] = useState(0);
  const user = useSession(selectUser);
  useEffect(() => {
    const offOpen = on('auth:open', (detail) => {
      setRequest({ kind: 'open', detail });
      setSerial((n) => n + 1);
    });
    const offClaim = on('auth:claim', (detail) => {
      setRequest({ kind: 'claim', detail });
      setSerial((n) => n + 1);
    });
    return () => {
      offOpen();
      offClaim();
    };
  }, []);
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Authentication</h1>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => emit('auth:open', { variant: 'member' })}>
          Sign in as a member
        </button>
        <button type="button" className={styles.button} onClick={() => emit('auth:open', { variant: 'business' })}>
          Sign in as a business
        </button>
      </div>
      {user && (
        <p>
          Signed in as <strong>{user.user_name}</strong> ({user.user_type}, {user.user_verification_status ? 'verified' : 'not verified'}){' '}
          <button type="button" className={styles.button} onClick={() => void signOut()}>
            Log out
          </button>
        </p>
      )}
      {request && <AuthPopup key={serial} request={request} onClose={() => setRequest(null)} />}
      <ToastHost />
      <AlertHost />
    </section>
  );
}

const App = createRemoteApp({ routes: ROUTES, frame: AuthPanel });

export default App;
