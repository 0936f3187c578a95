import { Countdown } from '@ironscore/ui';
import clsx from 'clsx';
import { ClockIcon } from 'lucide-react';
import styles from './PromoCountdown.module.css';

/**
 * Countdown to a promo's end date (packages/ui Countdown): a compact pill on cards, the day/hour
 * boxes on the promo page; "Expired" once the end date has passed.
 */
export function PromoCountdown({ end, variant = 'pill', className }: { end: string; variant?: 'pill' | 'boxes'; className?: string }) {
  if (variant === 'boxes') {
    return (
      <span className={clsx(styles.boxes, className)} data-testid="countdown">
        <Countdown to={end} endedText="Expired" />
      </span>
    );
  }
  return (
    <span className={clsx(styles.pill, className)} data-testid="countdown">
      <ClockIcon size={14} />
      <Countdown to={end} variant="compact" endedText="Expired" className={styles.digits} />
    </span>
  );
}
