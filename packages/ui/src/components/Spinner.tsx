import clsx from 'clsx';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg' | number;

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Accessible text, read by screen readers. */
  label?: string;
  /** 'current' follows the text colour (inside buttons); 'accent' uses the brand colour. */
  tone?: 'current' | 'accent';
  /** Centre the spinner in a padded block (page/section loading). */
  center?: boolean;
  className?: string;
}

const SIZES = { sm: 16, md: 24, lg: 40 } as const;

/** A rotating loading indicator with an accessible status label. */
export function Spinner({ size = 'md', label = 'Loading...', tone = 'accent', center, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  const spinner = (
    <span role="status" className={clsx(center ? undefined : className)}>
      <span
        aria-hidden="true"
        className={clsx(styles.spinner, tone === 'accent' && styles.accent)}
        style={{ width: px, height: px, borderWidth: Math.max(2, Math.round(px / 9)) }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
  return center ? <div className={clsx(styles.center, className)}>{spinner}</div> : spinner;
}
