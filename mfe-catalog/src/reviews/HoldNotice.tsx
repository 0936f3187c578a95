/**
 * The notice of an item whose new reviews are held by the review-bombing rule (issue 24: the
 * server's `review_hold` of Get_Source, Get_Brand, Get_BrandProduct), as Trustpilot shows one.
 */
import { MSG } from '@ironscore/contract';
import styles from './Reviews.module.css';

export function HoldNotice({ held }: { held: 0 | 1 | undefined }) {
  if (held !== 1) return null;
  return (
    <p role="status" className={styles.holdNotice}>
      {MSG.manage.unusualActivity}
    </p>
  );
}
