/**
 * `auth/App`: the auth remote has no route of its own (the popup is opened through events and
 * loaded by the shell as `auth/AuthPopup`). Its App is a small page that opens the popup, used by
 * the standalone build. Built by the host's page recipe (`createRemoteApp`,
 * packages/host/src/remoteApp.tsx) like every remote: owning no route, it has no page map, only
 * the frame (this panel) inside DataProvider.
 */
import './calls';
import { emit } from '@ironscore/events';
import { useAuthRequest } from '@ironscore/host/src/authRequest';
import { createRemoteApp } from '@ironscore/host/src/remoteApp';
import { selectUser, signOut, useSession } from '@ironscore/session';
import { AlertHost, ToastHost } from '@ironscore/ui';
import AuthPopup from './AuthPopup';
import { ROUTES } from './routes';
import styles from './App.module.css';

function AuthPanel() {
  const { request, serial, close } = useAuthRequest();
  const user = useSession(selectUser);
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
      {request && <AuthPopup key={serial} request={request} onClose={close} />}
      <ToastHost />
      <AlertHost />
    </section>
  );
}

const App = createRemoteApp({ routes: ROUTES, frame: AuthPanel });

export default App;
