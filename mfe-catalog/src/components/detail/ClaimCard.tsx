import { Button } from '@ironscore/ui';
import { emit } from '@ironscore/events';
import { MSG } from '@ironscore/contract';
import { useSession } from '@ironscore/session';
import { ShieldIcon } from 'lucide-react';
import styles from './Detail.module.css';

export interface ClaimTarget {
  business_id: number;
  business_type: 'source' | 'brand';
  name: string;
  website: string;
}

/**
 * 'Is this your company?' card of an unclaimed listing (owner user_id 1) shown to signed-out
 * visitors (nothing otherwise); GET FREE ACCOUNT starts the ownership claim (mfe-auth listens for 'auth:claim').
 */
export function ClaimCard({ target, ownerUserId }: { target: ClaimTarget; ownerUserId: number | string }) {
  const signedIn = useSession((s) => s.user !== null);
  if (signedIn || Number(ownerUserId) !== UNCLAIMED_OWNER_ID) return null;
  return (
    <section className={styles.claim} aria-labelledby="claim-title">
      <span className={styles.claimIcon}>
        <ShieldIcon size={22} />
      </span>
      <h2 id="claim-title" className={styles.claimTitle}>
        {MSG.claim.isThisYourCompany}
      </h2>
      <p className={styles.claimText}>
        Claim <strong>{target.name}</strong> for free: verify an e-mail on your website&apos;s domain, then answer reviews and keep
        your listing up to date.
      </p>
      <Button block onClick={() => emit('auth:claim', target)}>
        {MSG.claim.getFreeAccount}
      </Button>
    </section>
  );
}

/** Owner user_id of a listing nobody has claimed yet. */
export const UNCLAIMED_OWNER_ID = 1;
