import { useEffect, useState } from 'react';
import { cx } from '../lib/cx';
import { ClockIcon } from './Icons';
import styles from './PromoCountdown.module.css';

/** Whole seconds from `now` until the end date (0 when passed or unparsable). */
export function secondsUntil(end: string | null | undefined, now = Date.now()): number {
  if (!end) return 0;
  const t = new Date(end).getTime();
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.floor((t - now) / 1000));
}

export function splitDuration(total: number): { days: number; hours: number; minutes: number; seconds: number } {
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Live countdown to a promo's end date: "3d 04:12:09"; "Expired" once it has passed. */
export function PromoCountdown({ end, variant = 'pill', className }: { end: string; variant?: 'pill' | 'boxes'; className?: string }) {
  const [left, setLeft] = useState(() => secondsUntil(end));
  useEffect(() => {
    setLeft(secondsUntil(end));
    const timer = setInterval(() => setLeft(secondsUntil(end)), 1000);
    return () => clearInterval(timer);
  }, [end]);
  const { days, hours, minutes, seconds } = splitDuration(left);
  if (left <= 0) {
    return (
      <span className={cx(styles.pill, styles.expired, className)} data-testid="countdown">
        <ClockIcon size={14} /> Expired
      </span>
    );
  }
  if (variant === 'boxes') {
    return (
      <div className={cx(styles.boxes, className)} data-testid="countdown" role="timer" aria-label="Time left">
        {[
          [days, 'Days'],
          [hours, 'Hours'],
          [minutes, 'Min'],
          [seconds, 'Sec'],
        ].map(([value, label]) => (
          <span key={label} className={styles.box}>
            <strong>{pad(value as number)}</strong>
            <small>{label}</small>
          </span>
        ))}
      </div>
    );
  }
  return (
    <span className={cx(styles.pill, className)} data-testid="countdown" role="timer" aria-label="Time left">
      <ClockIcon size={14} />
      {days > 0 && <span>{days}d</span>}
      <span className={styles.digits}>
        {pad(hours)}:{pad(minutes)}:{pad(seconds)}
      </span>
    </span>
  );
}
