import { Button } from '@ironscore/ui';
import { remoteLabel } from './labels';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  remote: string;
  onRetry: () => void;
  /** Render without the card surface (inside a modal). */
  bare?: boolean;
}

/** Shown inside a remote's area when the remote could not be loaded or crashed while rendering. */
export function RemoteFallback({ remote, onRetry, bare }: RemoteFallbackProps) {
  return (
    <section className={bare ? styles.bare : styles.panel} role="alert" data-remote-fallback={remote}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
      </div>
      <h2 className={styles.title}>{remoteLabel(remote)} could not be loaded.</h2>
      <p className={styles.text}>
        Part of IronScore is temporarily unavailable. The rest of the site keeps working; please try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
