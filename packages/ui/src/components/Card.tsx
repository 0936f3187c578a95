import clsx from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Inner padding. Default 'md'. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Optional heading rendered in the card header. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  titleLevel?: 2 | 3 | 4;
  /** Elements on the right of the header (buttons, links). */
  actions?: ReactNode;
  /** Hover lift for clickable cards. */
  interactive?: boolean;
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
}

/** A white surface with border, radius and a subtle shadow. */
export function Card({
  padding = 'md',
  title,
  titleLevel = 2,
  actions,
  interactive,
  as: Tag = 'div',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${titleLevel}` as 'h2';
  return (
    <Tag className={clsx(styles.card, styles[`pad-${padding}`], interactive && styles.interactive, className)} {...rest}>
      {(title || actions) && (
        <div className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </Tag>
  );
}
