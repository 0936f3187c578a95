import { MSG } from '@ironscore/contract';
import { openAuth } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { Button } from '@ironscore/ui';
import styles from './UnverifiedBanner.module.css';

/**
 * The red banner of an unverified account (user_verification_status 0) above the profile area
 * (spec/2 §2.1, spec/3 §6): its button opens the member verification dialog with the e-mail filled.
 */
export function UnverifiedBanner() {
  const user = useSession((s) => s.user);
  if (!user || user.user_verification_status !== 0) return null;
  return (
    <div className={styles.banner} role="alert">
      <p className={styles.text}>{MSG.auth.unverifiedBanner}</p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => openAuth('member', { form: 'verify-account', email: user.user_email })}
      >
        {MSG.auth.clickToVerify}
      </Button>
    </div>
  );
}
