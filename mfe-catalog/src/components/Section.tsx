import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Section.module.css';

export interface SectionProps {
  title: ReactNode;
  /** Small line under the title. */
  subtitle?: ReactNode;
  /** "View all" style link on the right of the header. */
  link?: { to: string; label: string };
  /** Extra controls on the right of the header (buttons). */
  actions?: ReactNode;
  /** Title id, for aria-labelledby. */
  id?: string;
  className?: string;
  /** Dark (navy) band instead of the page background. */
  tone?: 'plain' | 'dark' | 'surface';
  children: ReactNode;
}

/** A titled block of a page (home sections, related lists). */
export function Section({ title, subtitle, link, actions, id, className, tone = 'plain', children }: SectionProps) {
  return (
    <section className={clsx(styles.section, styles[tone], className)} aria-labelledby={id}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h2 id={id} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {(link || actions) && (
          <div className={styles.actions}>
            {actions}
            {link && (
              <Link to={link.to} className={styles.link}>
                {link.label}
                <span aria-hidden="true"> →</span>
              </Link>
            )}
          </div>
        )}
      </div>
      {children}
    </section>
  );
}
