import type { ReactNode } from 'react';
import { cx } from '../lib/cx';
import styles from './Page.module.css';

/** Content width and padding of every catalog screen. */
export function Page({ children, className, wide }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={cx(styles.page, wide && styles.wide, className)}>{children}</div>;
}

/** The title band of a list screen ('Best in Sources'). */
export function PageHeader({
  title,
  subtitle,
  kicker,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  kicker?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.headerText}>
        {kicker && <span className={styles.kicker}>{kicker}</span>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

/** The spec's empty-list text, styled. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyIcon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="11" cy="11" r="7" />
          <path d="m21 21-4.35-4.35M8 11h6" strokeLinecap="round" />
        </svg>
      </span>
      <p>{children}</p>
    </div>
  );
}
