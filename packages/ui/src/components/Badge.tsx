import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'navy';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** Filled colour instead of the soft tint. */
  solid?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A small pill label: verified/unverified, Cheapest, Promotion, Price Matcher, counts. */
export function Badge({ tone = 'neutral', size = 'sm', solid, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span className={clsx(styles.badge, styles[tone], styles[size], solid && styles.solid, className)} {...rest}>
      {icon}
      {children}
    </span>
  );
}

export interface DotProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: 'danger' | 'accent' | 'success';
  /** Accessible meaning of the marker, e.g. "Unread messages". */
  label: string;
}

/** A small round marker (unread messages, unverified account alert). */
export function Dot({ tone = 'danger', label, className, ...rest }: DotProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={clsx(styles.badge, styles.dot, styles.solid, styles[tone], className)}
      {...rest}
    />
  );
}
