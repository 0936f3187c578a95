import clsx from 'clsx';
import type { ReactNode } from 'react';
import { InboxIcon } from 'lucide-react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. 'Sorry, no record found...'. */
  text: ReactNode;
  /** Icon; default an inbox. Pass null for none. */
  icon?: ReactNode;
  /** Action under the text (a button or link). */
  children?: ReactNode;
  compact?: boolean;
  className?: string;
}

/** Icon + text shown when a list is empty. */
export function EmptyState({ text, icon, children, compact, className }: EmptyStateProps) {
  return (
    <div className={clsx(styles.empty, compact && styles.compact, className)}>
      {icon !== null && <span className={styles.icon}>{icon ?? <InboxIcon size={28} />}</span>}
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
