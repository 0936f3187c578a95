/**
 * "Continue with Google": Firebase Auth popup, then GoogleAuth on the API with the ID token.
 * Without a Firebase configuration in /remotes.json the button is disabled and says why.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MSG, TOAST_MS } from '@ironscore/contract';
import { isCallError, useCallMutation } from '@ironscore/data';
import { toast } from '@ironscore/events';
import { signIn, type LoginUser } from '@ironscore/session';
import { Button } from '@ironscore/ui';
import { loadFirebaseConfig, type FirebaseWebConfig } from './runtime';
import { GoogleCancelled, signInWithGoogle } from './google';
import { NoticeBox, type Notice } from './parts';
import styles from './Auth.module.css';

export const GOOGLE_NOT_CONFIGURED_TEXT = 'Google sign-in is not configured on this site.';

const FIREBASE_CONFIG_KEY = ['runtime', 'firebase'] as const;

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.3 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.3 0-9.7-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

export function GoogleSignIn({ onSignedIn }: { onSignedIn: (user: LoginUser, message: string) => void }) {
  // undefined while /remotes.json is read, null when it has no usable Firebase block.
  const config: FirebaseWebConfig | null | undefined = useQuery({ queryKey: FIREBASE_CONFIG_KEY, queryFn: () => loadFirebaseConfig(), staleTime: Infinity }).data;
  const google = useCallMutation('GoogleAuth');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const notConfigured = config === null;

  const start = async () => {
    if (!config || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const credential = await signInWithGoogle(config);
      const reply = await google.mutateAsync({
        id_token: credential.idToken,
        uid: credential.uid,
        email: credential.email,
        username: credential.displayName || credential.email.split('@')[0] || '',
      });
      if (!reply.data) {
        setNotice({ kind: 'warning', text: reply.message || MSG.auth.googleLoginFailed });
        return;
      }
      const user = signIn(reply.data);
      if (!user) {
        setNotice({ kind: 'warning', text: MSG.auth.googleLoginFailed });
        return;
      }
      toast('success', MSG.auth.loginSuccessful, { ms: TOAST_MS });
      onSignedIn(user, reply.message);
    } catch (err) {
      if (err instanceof GoogleCancelled) return;
      // The API refused (or could not be reached): its message on the popup's notice.
      if (isCallError(err)) {
        setNotice({ kind: 'warning', text: err.reply?.message || MSG.auth.googleLoginFailed });
        return;
      }
      console.warn('Google sign-in failed:', err);
      setNotice({ kind: 'warning', text: MSG.auth.googleLoginFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.google}>
      <NoticeBox notice={notice} />
      <Button
        variant="secondary"
        block
        icon={<GoogleLogo />}
        loading={busy}
        disabled={config === undefined || notConfigured}
        aria-describedby={notConfigured ? 'google-not-configured' : undefined}
        onClick={() => void start()}
      >
        Continue with Google
      </Button>
      {notConfigured && (
        <p id="google-not-configured" className={styles.googleNote}>
          {GOOGLE_NOT_CONFIGURED_TEXT}
        </p>
      )}
    </div>
  );
}
