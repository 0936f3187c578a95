import type { AuthRequest } from '@ironscore/host';
import { Modal, Spinner } from '@ironscore/ui';
import { RemoteModule } from '../remote/RemoteModule';
import styles from './AuthHost.module.css';

/**
 * The auth remote's popup for one request of AuthHost; while the remote loads, and when it cannot
 * be loaded, the shell's own modal (spinner, or the fallback with Retry).
 */
export default function AuthPopupHost({ request, serial, onClose }: { request: AuthRequest; serial: number; onClose: () => void }) {
  return (
    <RemoteModule
      id="auth/AuthPopup"
      resetKey={String(serial)}
      loading={
        <Modal open onClose={onClose} ariaLabel="Loading sign-in" size="sm" centered>
          <div className={styles.loading}>
            <Spinner label="Loading..." />
          </div>
        </Modal>
      }
      bareFallback
      renderFallback={(fallback) => (
        <Modal open onClose={onClose} ariaLabel="Sign-in unavailable" size="sm" centered>
          {fallback}
        </Modal>
      )}
      render={(AuthPopup) => <AuthPopup key={serial} request={request} onClose={onClose} />}
    />
  );
}
