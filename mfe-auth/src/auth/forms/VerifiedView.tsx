import { MSG } from '@ironscore/contract';
import { Button, Confetti } from '@ironscore/ui';
import styles from '../Auth.module.css';

/** verified-account: confetti (250 elements, lifetime 250); business accounts see the approval notice. */
export function VerifiedView({ business, onDone }: { business: boolean; onDone: () => void }) {
  return (
    <div className={styles.center} data-testid="verified-account">
      <Confetti />
      <span className={styles.badge} aria-hidden="true">
        ✓
      </span>
      <p className={styles.centerTitle}>Your account is verified!</p>
      {business ? (
        <p className={`${styles.notice} ${styles.info}`} role="status" data-testid="pending-approval">
          {MSG.auth.businessPendingApproval}
        </p>
      ) : (
        <p className={styles.centerText}>You can now write reviews, comment and report. Welcome to IronScore!</p>
      )}
      <Button block onClick={onDone} data-autofocus>
        Continue
      </Button>
    </div>
  );
}
