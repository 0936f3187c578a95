import type { ReactNode } from 'react';
import { EmptyState } from '@ironscore/ui';
import clsx from 'clsx';
import styles from './Page.module.css';

/** Content width and padding of every catalog screen. */
export function Page({ children, className, wide }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={clsx(styles.page, wide && styles.wide, className)}>{children}</div>;
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

/** The spec's empty-list text (packages/ui EmptyState), spanning the whole list grid. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <div className={styles.empty} role="status">
      <EmptyState text={children} />
    </div>
  );
}
