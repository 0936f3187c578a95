import { Button } from './Button';
import styles from './LoadFailed.module.css';

export interface LoadFailedProps {
  /** What could not be loaded, as the sentence's subject ("The community", "The form"). */
  what: string;
  /** Loads it again. */
  onRetry: () => void;
  /** Without the card surface (inside a modal or a post). */
  bare?: boolean;
  /** Data attributes of the message (e.g. the shell's `data-remote-fallback`). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * The "could not be loaded" message with its Retry: a remote's area that did not load or crashed
 * (the shell's fallback), a form whose chunk did not load (`lazyForm`). The rest of the page stays.
 */
export function LoadFailed({ what, onRetry, bare, ...data }: LoadFailedProps) {
  return (
    <section className={bare ? styles.bare : styles.panel} role="alert" {...data}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
      </div>
      <h2 className={styles.title}>{what} could not be loaded.</h2>
      <p className={styles.text}>
        Part of IronScore is temporarily unavailable. The rest of the site keeps working; please try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
