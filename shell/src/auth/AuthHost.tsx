import { useCallback, useEffect, useState } from 'react';
import { on } from '@ironscore/events';
import type { AuthRequest } from '@ironscore/host';
import { Modal, Spinner } from '@ironscore/ui';
import { RemoteModule } from '../remote/RemoteModule';
import styles from './AuthHost.module.css';


/**
 * Opens the authentication popup of the auth remote when an 'auth:open' or 'auth:claim' event
 * arrives. The remote is loaded on first use; while it loads, and when it cannot be loaded, the
 * shell shows its own modal (spinner, or the fallback with Retry).
 */
export function AuthHost() {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [serial, setSerial] = useState(0);

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

  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;

  return (
    <RemoteModule
      id="auth/AuthPopup"
      resetKey={String(serial)}
      loading={
        <Modal open onClose={close} ariaLabel="Loading sign-in" size="sm" centered>
          <div className={styles.loading}>
            <Spinner label="Loading..." />
          </div>
        </Modal>
      }
      bareFallback
      renderFallback={(fallback) => (
        <Modal open onClose={close} ariaLabel="Sign-in unavailable" size="sm" centered>
          {fallback}
        </Modal>
      )}
      render={(AuthPopup) => <AuthPopup key={serial} request={request} onClose={close} />}
    />
  );
}
