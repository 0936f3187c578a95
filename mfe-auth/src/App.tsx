/**
 * `auth/App`: the auth remote has no route of its own (the popup is opened through events and
 * loaded by the shell as `auth/AuthPopup`). Its App is a small page that opens the popup, used by
 * the standalone build.
 */
import { useEffect, useState } from 'react';
import { on } from '@ironscore/events';
import AuthPopup, { type AuthRequest } from './AuthPopup';
import styles from './App.module.css';

export default function App(_props: { route?: string }) {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  useEffect(() => {
    const offOpen = on('auth:open', (detail) => setRequest({ kind: 'open', detail }));
    const offClaim = on('auth:claim', (detail) => setRequest({ kind: 'claim', detail }));
    return () => {
      offOpen();
      offClaim();
    };
  }, []);
  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Authentication</h1>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => setRequest({ kind: 'open', detail: { variant: 'member' } })}>
          Sign in as a member
        </button>
        <button type="button" className={styles.button} onClick={() => setRequest({ kind: 'open', detail: { variant: 'business' } })}>
          Sign in as a business
        </button>
      </div>
      {request && <AuthPopup request={request} onClose={() => setRequest(null)} />}
    </section>
  );
}
