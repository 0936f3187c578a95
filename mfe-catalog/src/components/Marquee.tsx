import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Marquee.module.css';

export interface MarqueeProps {
  label: string;
  /** Seconds per item for one full loop (speed). Default 7. */
  secondsPerItem?: number;
  /** Scroll to the right instead of the left. */
  reverse?: boolean;
  className?: string;
  children: ReactNode[];
}

/**
 * An auto-scrolling strip (home Recent Reviews and Recent Comments): the items run in a loop and
 * stop while hovered or focused. A second, hidden copy makes the loop seamless.
 */
export function Marquee({ label, secondsPerItem = 7, reverse, className, children }: MarqueeProps) {
  const duration = Math.max(20, children.length * secondsPerItem);
  return (
    <div className={clsx(styles.marquee, className)} role="region" aria-label={label}>
      <div
        className={clsx(styles.track, reverse && styles.reverse)}
        style={{ '--duration': `${duration}s` } as CSSProperties}
      >
        <ul className={styles.list}>
          {children.map((child, i) => (
            <li key={i} className={styles.item}>
              {child}
            </li>
          ))}
        </ul>
        <ul className={styles.list} aria-hidden="true" inert>
          {children.map((child, i) => (
            <li key={i} className={styles.item}>
              {child}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
