import styles from './SectionPending.module.css';

/**
 * Honest placeholder for a section whose screen is not built yet. It names the section and shows no
 * invented data; the feature's page replaces it.
 */
export function SectionPending({ section }: { section: string }) {
  return (
    <section className={styles.panel} aria-labelledby="section-pending-title">
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.1-.4-.4-2.1z" />
        </svg>
      </div>
      <h1 id="section-pending-title" className={styles.title}>
        {section}
      </h1>
      <p className={styles.text}>This section is being built.</p>
    </section>
  );
}
