import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './Stars.module.css';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

/** The star StarInput draws (StarRating's `.stars` mask in Stars.module.css has the same path). */
export function StarIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Clamps a rating to 0–5 (non-numbers count as 0). */
export function clampRating(value: number | string | null | undefined, max = 5): number {
  const n = typeof value === 'string' ? Number.parseFloat(value) : (value ?? 0);
  if (!Number.isFinite(n)) return 0;
  return Math.min(max, Math.max(0, n));
}

/**
 * The star display bucket: the value rounded to the nearest 0.5, halves rounding up.
 * 0.24 → 0, 0.25 → 0.5, 3.74 → 3.5, 3.75 → 4, 4.9 → 5.
 */
export function starBucket(value: number | string | null | undefined, max = 5): number {
  // Work in tenths-of-a-star integers first so 3.75 stays exactly 3.75 (no float drift).
  const v = Math.round(clampRating(value, max) * 1000) / 1000;
  return Math.round(v * 2) / 2;
}

/** The numeric label of a rating: one decimal ("3.7"). */
export function formatRating(value: number | string | null | undefined): string {
  return clampRating(value).toFixed(1);
}

/** Space between two stars of a StarRating, in px (Stars.module.css `.stars` lays them out with `space`). */
const STAR_GAP = 2;

export interface StarRatingProps {
  /** 0–5, decimals accepted (e.g. 3.74 from the API). */
  value: number | string | null | undefined;
  /** Show the numeric value with one decimal next to the stars. */
  showValue?: boolean;
  /** Star size in px. Default 16. */
  size?: number;
  /** Optional extra text after the value, e.g. "(12 reviews)". */
  suffix?: string;
  className?: string;
}

/**
 * Read-only stars in half-star buckets, with an optional one-decimal label. One element draws the
 * five stars (a row of star-shaped windows over a bar coloured up to the bucket), so a list of 50
 * reviews adds 50 elements rather than 900.
 */
export function StarRating({ value, showValue, size = 16, suffix, className }: StarRatingProps) {
  const bucket = starBucket(value);
  const whole = Math.floor(bucket);
  const filled = whole * (size + STAR_GAP) + (bucket > whole ? size / 2 : 0);
  const style = { '--star-size': `${size}px`, '--star-gap': `${STAR_GAP}px`, '--star-filled': `${filled}px` } as CSSProperties;
  return (
    <span className={clsx(styles.rating, className)}>
      <span className={styles.stars} role="img" aria-label={`Rated ${bucket} out of 5`} data-bucket={bucket} style={style} />
      {showValue && <span className={styles.value}>{formatRating(value)}</span>}
      {suffix && <span className={styles.value}>{suffix}</span>}
    </span>
  );
}
