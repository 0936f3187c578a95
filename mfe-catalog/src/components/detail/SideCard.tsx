import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './Detail.module.css';

/** A titled card of a detail page (Ratings, Facts, Features, Description, …): a section labelled by its heading. */
export function SideCard({ id, title, className, children }: {
  /** id of the heading (for aria-labelledby); none when the section needs no label. */
  id?: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={clsx(styles.sideCard, className)} aria-labelledby={id}>
      <h2 id={id} className={styles.sideTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
